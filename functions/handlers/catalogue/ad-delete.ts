import { deleteAd } from '#domain/catalogue/homepage-ads.js';
import { apiHandler } from '#lib/api-handler.js';

export const handler = apiHandler('DELETE /api/admin/homepage-ads/{id}', {}, async ({ params }) => {
  await deleteAd(params.id!);
  return {};
});
