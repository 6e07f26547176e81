import { adImageUpload } from '#shared/api/catalogue.js';
import { imageUploadUrl } from '#domain/catalogue/index.js';
import { apiHandler } from '#functions/handlers/api-handler.js';

export const handler = apiHandler(adImageUpload, async ({ body }) => imageUploadUrl(body));
