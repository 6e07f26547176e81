import { testSeriesInputSchema } from '#shared/schemas.js';
import { updateTestSeries } from '#domain/catalogue/test-series.js';
import { apiHandler } from '#lib/api-handler.js';

export const handler = apiHandler('PUT /api/test-series/{id}', { body: testSeriesInputSchema }, async ({ params, body }) => ({
  testSeries: await updateTestSeries(params.id!, body),
}));
