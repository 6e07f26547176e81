import { attemptSubmit } from '#shared/api/mock-tests.js';
import { fromHundredths } from '#shared/mock-tests.js';
import { submitAttempt } from '#domain/mock-tests/index.js';
import { apiHandler } from '#functions/handlers/api-handler.js';

export const handler = apiHandler(attemptSubmit, async ({ params, body, user }) => {
  const attempt = await submitAttempt(user.userId, params.attemptId, body?.reason ?? 'student');
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
