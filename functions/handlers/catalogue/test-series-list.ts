import { listTestSeries } from '#domain/catalogue/test-series.js';
import { apiHandler } from '#lib/api-handler.js';

export const handler = apiHandler('GET /api/test-series', {}, async () => ({
  testSeries: await listTestSeries({ activeOnly: true }),
}));
