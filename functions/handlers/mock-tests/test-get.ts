import { testGet } from '#shared/api/mock-tests.js';
import { testForStudent } from '#domain/mock-tests/index.js';
import { assertSeriesNotSuspendedForDues } from '#domain/payments/index.js';
import { apiHandler } from '#functions/handlers/api-handler.js';

export const handler = apiHandler(testGet, async ({ params, user }) => ({
  test: await testForStudent(user.userId, params.testId, (seriesId) => assertSeriesNotSuspendedForDues(user, seriesId)),
}));
