import { attemptGet } from '#shared/api/mock-tests.js';
import { attemptView } from '#domain/mock-tests/index.js';
import { apiHandler } from '#functions/handlers/api-handler.js';

export const handler = apiHandler(attemptGet, async ({ params, user }) => ({
  attempt: await attemptView(user.userId, params.attemptId),
}));
