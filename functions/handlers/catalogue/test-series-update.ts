import { testSeriesUpdate } from '#shared/api/catalogue.js';
import { updateTestSeries } from '#domain/catalogue/index.js';
import { apiHandler } from '#functions/handlers/api-handler.js';

export const handler = apiHandler(testSeriesUpdate, async ({ params, body }) => ({
  testSeries: await updateTestSeries(params.id, body),
}));
