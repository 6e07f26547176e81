import { questionDoubtAsk } from '#shared/api/doubts.js';
import { askOnQuestion, toStudentDoubt } from '#domain/doubts/index.js';
import { apiHandler } from '#functions/handlers/api-handler.js';
import { Response } from '#lib/api-handler.js';

export const handler = apiHandler(questionDoubtAsk, async ({ params, body, user }) => {
  const doubt = await askOnQuestion(user.userId, params.attemptId, params.questionId, body);
  return new Response(201, { doubt: await toStudentDoubt(doubt, user.userId) });
});
