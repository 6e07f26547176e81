import { testSeriesDelete } from '#shared/api/catalogue.js';
import { deleteTestSeries } from '#domain/catalogue/index.js';
import { apiHandler } from '#functions/handlers/api-handler.js';

export const handler = apiHandler(testSeriesDelete, async ({ params }) => {
  await deleteTestSeries(params.id);
  return {};
});
