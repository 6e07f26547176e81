import { adUpdateSchema } from '#shared/schemas.js';
import { updateAd } from '#domain/catalogue/homepage-ads.js';
import { apiHandler } from '#lib/api-handler.js';

export const handler = apiHandler('PUT /api/admin/homepage-ads/{id}', { body: adUpdateSchema }, async ({ params, body }) => ({
  ad: await updateAd(params.id!, body),
}));
