import { adminTestList } from '#shared/api/mock-tests.js';
import { getTestSeriesRecord, testSeriesForApi } from '#domain/catalogue/index.js';
import { testsOfSeries, toAdminTest } from '#domain/mock-tests/index.js';
import { apiHandler } from '#functions/handlers/api-handler.js';

export const handler = apiHandler(adminTestList, async ({ params }) => {
  const [series, tests] = await Promise.all([getTestSeriesRecord(params.id), testsOfSeries(params.id)]);
  return { testSeries: testSeriesForApi(series), tests: tests.map(toAdminTest) };
});
