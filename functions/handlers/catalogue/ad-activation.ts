import { adActiveSchema } from '#shared/schemas.js';
import { setAdActive } from '#domain/catalogue/homepage-ads.js';
import { apiHandler } from '#lib/api-handler.js';

export const handler = apiHandler('PUT /api/admin/homepage-ads/{id}/active', { body: adActiveSchema }, async ({ params, body }) => ({
  ad: await setAdActive(params.id!, body.isActive),
}));
