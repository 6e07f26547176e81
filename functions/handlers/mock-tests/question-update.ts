import { questionUpdate } from '#shared/api/mock-tests.js';
import { toAdminTest, updateQuestion } from '#domain/mock-tests/index.js';
import { apiHandler } from '#functions/handlers/api-handler.js';

export const handler = apiHandler(questionUpdate, async ({ params, body, user }) => {
  const { question, test, rescored } = await updateQuestion(params.testId, params.questionId, body, user.userId);
  return { question, test: toAdminTest(test), ...(rescored ? { rescored } : {}) };
});
