import { adActivation } from '#shared/api/catalogue.js';
import { setAdActive } from '#domain/catalogue/index.js';
import { apiHandler } from '#functions/handlers/api-handler.js';

export const handler = apiHandler(adActivation, async ({ params, body }) => ({
  ad: await setAdActive(params.id, body.isActive),
}));
