import { adUpdate } from '#shared/api/catalogue.js';
import { updateAd } from '#domain/catalogue/index.js';
import { apiHandler } from '#functions/handlers/api-handler.js';

export const handler = apiHandler(adUpdate, async ({ params, body }) => ({
  ad: await updateAd(params.id, body),
}));
