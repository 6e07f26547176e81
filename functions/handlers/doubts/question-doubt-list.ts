import { questionDoubtList } from '#shared/api/doubts.js';
import { doubtsOnPlace, questionPlace } from '#domain/doubts/index.js';
import { finishedAttemptQuestion } from '#domain/mock-tests/index.js';
import { apiHandler } from '#functions/handlers/api-handler.js';

export const handler = apiHandler(questionDoubtList, async ({ params, user }) => {
  const question = await finishedAttemptQuestion(user.userId, params.attemptId, params.questionId);
  return { doubts: await doubtsOnPlace(questionPlace(question.testId, question.questionId), user.userId) };
});
