import { questionOrder } from '#shared/api/mock-tests.js';
import { reorderQuestions, toAdminTest } from '#domain/mock-tests/index.js';
import { apiHandler } from '#functions/handlers/api-handler.js';

export const handler = apiHandler(questionOrder, async ({ params, body }) => ({
  test: toAdminTest(await reorderQuestions(params.testId, body.sections)),
}));
