import { attemptView } from '#domain/mock-tests/attempts.js';
import { apiHandler } from '#lib/api-handler.js';

export const handler = apiHandler('GET /api/attempts/{attemptId}', {}, async ({ params, user }) => ({ attempt: await attemptView(user!.userId, params.attemptId!) }));
