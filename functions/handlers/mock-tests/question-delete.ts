import { deleteQuestion } from '#domain/mock-tests/questions.js';
import { toAdminTest } from '#domain/mock-tests/tests.js';
import { apiHandler } from '#lib/api-handler.js';

export const handler = apiHandler('DELETE /api/admin/tests/{testId}/questions/{questionId}', {}, async ({ params }) => ({
  test: toAdminTest(await deleteQuestion(params.testId!, params.questionId!)),
}));
