import { listTestSeries } from '#domain/catalogue/test-series.js';
import { apiHandler } from '#lib/api-handler.js';

export const handler = apiHandler('GET /api/test-series/admin/all', {}, async () => ({
  testSeries: await listTestSeries({ activeOnly: false }),
}));
