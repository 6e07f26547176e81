import { testCreate } from '#shared/api/mock-tests.js';
import { getTestSeriesRecord } from '#domain/catalogue/index.js';
import { createTest, toAdminTest } from '#domain/mock-tests/index.js';
import { Response } from '#lib/api-handler.js';
import { apiHandler } from '#functions/handlers/api-handler.js';

export const handler = apiHandler(testCreate, async ({ params, body }) => {
  await getTestSeriesRecord(params.id);
  return new Response(201, { test: toAdminTest(await createTest(params.id, body)) });
});
