import { adminTestSeriesList } from '#shared/api/catalogue.js';
import { listTestSeries } from '#domain/catalogue/index.js';
import { apiHandler } from '#functions/handlers/api-handler.js';

export const handler = apiHandler(adminTestSeriesList, async () => ({
  testSeries: await listTestSeries({ activeOnly: false }),
}));
