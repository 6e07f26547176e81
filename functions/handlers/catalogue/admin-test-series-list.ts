import { adminTestSeriesList } from '#shared/api/catalogue.js';
import { listTestSeries } from '#domain/catalogue/index.js';
import { seriesTestCounts } from '#domain/mock-tests/index.js';
import { apiHandler } from '#functions/handlers/api-handler.js';

/** Every series, with the tests each really has beside the number it advertises. */
export const handler = apiHandler(adminTestSeriesList, async () => {
  const testSeries = await listTestSeries({ activeOnly: false });
  return { testSeries, testCounts: await seriesTestCounts(testSeries.map((series) => series._id)) };
});
