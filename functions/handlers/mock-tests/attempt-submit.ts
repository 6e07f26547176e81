import { fromHundredths } from '#shared/mock-tests.js';
import { submitAttemptSchema } from '#shared/attempts.js';
import { submitAttempt } from '#domain/mock-tests/attempt-finish.js';
import { apiHandler } from '#lib/api-handler.js';

export const handler = apiHandler('POST /api/attempts/{attemptId}/submit', { body: submitAttemptSchema }, async ({ params, body, user }) => {
  const attempt = await submitAttempt(user!.userId, params.attemptId!, body?.reason ?? 'student');
  return {
    attempt: {
      attemptId: attempt.id,
      testId: attempt.testId,
      status: attempt.status,
      submittedAt: attempt.submittedAt,
      finishedBy: attempt.finishedBy,
      score: fromHundredths(attempt.scoreHundredths ?? 0),
      maxScore: fromHundredths(attempt.maxScoreHundredths ?? 0),
    },
  };
});
