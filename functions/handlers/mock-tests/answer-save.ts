import { answerSave } from '#shared/api/mock-tests.js';
import { saveAnswer } from '#domain/mock-tests/index.js';
import { apiHandler } from '#functions/handlers/api-handler.js';

export const handler = apiHandler(answerSave, async ({ params, body, user }) =>
  saveAnswer(user.userId, params.attemptId, params.questionId, body),
);
