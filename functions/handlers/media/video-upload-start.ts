import { videoUploadStart } from '#shared/api/media.js';
import { startUpload } from '#domain/media/index.js';
import { Response } from '#lib/api-handler.js';
import { apiHandler } from '#functions/handlers/api-handler.js';

export const handler = apiHandler(
  videoUploadStart,
  async ({ params, body }) => new Response(201, await startUpload(params.id, body)),
);
