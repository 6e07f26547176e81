import { testSeriesCreate } from '#shared/api/catalogue.js';
import { createTestSeries } from '#domain/catalogue/test-series.js';
import { apiHandler, Response } from '#lib/api-handler.js';

export const handler = apiHandler(
  testSeriesCreate,
  async ({ body }) => new Response(201, { testSeries: await createTestSeries(body) }),
);
