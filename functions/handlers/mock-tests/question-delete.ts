import { questionDelete } from '#shared/api/mock-tests.js';
import { deleteQuestion } from '#domain/mock-tests/questions.js';
import { toAdminTest } from '#domain/mock-tests/tests.js';
import { apiHandler } from '#functions/handlers/api-handler.js';

export const handler = apiHandler(questionDelete, async ({ params }) => ({
  test: toAdminTest(await deleteQuestion(params.testId, params.questionId)),
}));
