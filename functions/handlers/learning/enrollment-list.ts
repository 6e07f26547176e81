import { listEnrollments } from '#domain/learning/enrollments.js';
import { apiHandler } from '#lib/api-handler.js';

export const handler = apiHandler('GET /api/payments/enrollments', {}, async ({ user }) => ({
  enrollments: await listEnrollments(user!.userId),
}));
