import { seriesTestsForStudent } from '#domain/mock-tests/student-tests.js';
import { apiHandler } from '#lib/api-handler.js';

export const handler = apiHandler('GET /api/test-series/{id}/tests', {}, async ({ params, user }) => ({ ...(await seriesTestsForStudent(user!.userId, params.id!)) }));
