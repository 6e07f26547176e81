import { deleteTestSeries } from '#domain/catalogue/test-series.js';
import { apiHandler } from '#lib/api-handler.js';

export const handler = apiHandler('DELETE /api/test-series/{id}', {}, async ({ params }) => {
  await deleteTestSeries(params.id!);
  return {};
});
