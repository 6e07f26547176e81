import { progressSummary } from '#domain/learning/progress.js';
import { apiHandler } from '#lib/api-handler.js';

/** The signed-in student's progress per course, for the dashboard. */
export const handler = apiHandler('GET /api/progress', {}, async ({ user }) => ({ progress: await progressSummary(user!.userId) }));
