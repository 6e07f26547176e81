import { adImageUploadSchema } from '#shared/schemas.js';
import { imageUploadUrl } from '#domain/catalogue/homepage-ads.js';
import { apiHandler } from '#lib/api-handler.js';

export const handler = apiHandler('POST /api/admin/homepage-ads/image-uploads', { body: adImageUploadSchema }, async ({ body }) =>
  imageUploadUrl(body),
);
