import { testSeriesTests } from '#shared/api/catalogue.js';
import { seriesTestsForStudent } from '#domain/mock-tests/index.js';
import { assertSeriesNotSuspendedForDues } from '#domain/payments/index.js';
import { apiHandler } from '#functions/handlers/api-handler.js';

export const handler = apiHandler(testSeriesTests, async ({ params, user }) => ({
  ...(await seriesTestsForStudent(user.userId, params.id, (seriesId) =>
    assertSeriesNotSuspendedForDues(user, seriesId),
  )),
}));
