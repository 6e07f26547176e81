import { answerInputSchema } from '#shared/attempts.js';
import { saveAnswer } from '#domain/mock-tests/attempts.js';
import { apiHandler } from '#lib/api-handler.js';

export const handler = apiHandler('PUT /api/attempts/{attemptId}/answers/{questionId}', { body: answerInputSchema }, async ({ params, body, user }) =>
  saveAnswer(user!.userId, params.attemptId!, params.questionId!, body),
);
