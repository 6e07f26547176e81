import { enrollmentList } from '#shared/api/learning.js';
import { listEnrollments } from '#domain/learning/index.js';
import { apiHandler } from '#functions/handlers/api-handler.js';

export const handler = apiHandler(enrollmentList, async ({ user }) => ({
  enrollments: await listEnrollments(user.userId),
}));
