import { questionDelete } from '#shared/api/mock-tests.js';
import { deleteQuestion, toAdminTest } from '#domain/mock-tests/index.js';
import { apiHandler } from '#functions/handlers/api-handler.js';

export const handler = apiHandler(questionDelete, async ({ params }) => ({
  test: toAdminTest(await deleteQuestion(params.testId, params.questionId)),
}));
