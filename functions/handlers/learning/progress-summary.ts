import { progressSummary as declared } from '#shared/api/learning.js';
import { progressSummary } from '#domain/learning/index.js';
import { apiHandler } from '#functions/handlers/api-handler.js';

/** The signed-in student's progress per course, for the dashboard. */
export const handler = apiHandler(declared, async ({ user }) => ({ progress: await progressSummary(user.userId) }));
