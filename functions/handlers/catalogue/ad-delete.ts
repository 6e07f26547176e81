import { adDelete } from '#shared/api/catalogue.js';
import { deleteAd } from '#domain/catalogue/index.js';
import { apiHandler } from '#functions/handlers/api-handler.js';

export const handler = apiHandler(adDelete, async ({ params }) => {
  await deleteAd(params.id);
  return {};
});
