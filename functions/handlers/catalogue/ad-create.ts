import { adCreate } from '#shared/api/catalogue.js';
import { createAdFromUpload } from '#domain/catalogue/index.js';
import { Response } from '#lib/api-handler.js';
import { apiHandler } from '#functions/handlers/api-handler.js';

export const handler = apiHandler(
  adCreate,
  async ({ body }) => new Response(201, { ad: await createAdFromUpload(body) }),
);
