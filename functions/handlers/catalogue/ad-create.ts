import { adInputSchema } from '#shared/schemas.js';
import { createAdFromUpload } from '#domain/catalogue/homepage-ads.js';
import { apiHandler, Response } from '#lib/api-handler.js';

export const handler = apiHandler('POST /api/admin/homepage-ads', { body: adInputSchema }, async ({ body }) =>
  new Response(201, { ad: await createAdFromUpload(body) }),
);
