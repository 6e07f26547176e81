import { attemptResult as declared } from '#shared/api/mock-tests.js';
import { attemptResult } from '#domain/mock-tests/index.js';
import { apiHandler } from '#functions/handlers/api-handler.js';

export const handler = apiHandler(declared, async ({ params, user }) => ({
  result: await attemptResult(user.userId, params.attemptId),
}));
