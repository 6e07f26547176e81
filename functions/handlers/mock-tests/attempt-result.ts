import { attemptResult } from '#domain/mock-tests/attempt-results.js';
import { apiHandler } from '#lib/api-handler.js';

export const handler = apiHandler('GET /api/attempts/{attemptId}/result', {}, async ({ params, user }) => ({ result: await attemptResult(user!.userId, params.attemptId!) }));
