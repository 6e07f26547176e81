import { testSeriesCreate } from '#shared/api/catalogue.js';
import { createTestSeries } from '#domain/catalogue/index.js';
import { Response } from '#lib/api-handler.js';
import { apiHandler } from '#functions/handlers/api-handler.js';

export const handler = apiHandler(
  testSeriesCreate,
  async ({ body }) => new Response(201, { testSeries: await createTestSeries(body) }),
);
