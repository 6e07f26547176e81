import { startAttempt } from '#domain/mock-tests/attempts.js';
import { apiHandler } from '#lib/api-handler.js';

export const handler = apiHandler('POST /api/tests/{testId}/attempts', {}, async ({ params, user }) => ({ attempt: await startAttempt(user!.userId, params.testId!) }));
