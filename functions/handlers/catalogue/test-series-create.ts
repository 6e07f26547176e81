import { testSeriesInputSchema } from '#shared/schemas.js';
import { createTestSeries } from '#domain/catalogue/test-series.js';
import { apiHandler, Response } from '#lib/api-handler.js';

export const handler = apiHandler('POST /api/test-series', { body: testSeriesInputSchema }, async ({ body }) =>
  new Response(201, { testSeries: await createTestSeries(body) }),
);
