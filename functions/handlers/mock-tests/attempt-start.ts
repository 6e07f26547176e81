import { attemptStart } from '#shared/api/mock-tests.js';
import { startAttempt } from '#domain/mock-tests/index.js';
import { assertSeriesNotSuspendedForDues } from '#domain/payments/index.js';
import { apiHandler } from '#functions/handlers/api-handler.js';

export const handler = apiHandler(attemptStart, async ({ params, user }) => ({
  attempt: await startAttempt(user.userId, params.testId, (seriesId) =>
    assertSeriesNotSuspendedForDues(user, seriesId),
  ),
}));
