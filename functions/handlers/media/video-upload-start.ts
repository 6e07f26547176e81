import { videoUploadStart } from '#shared/api/media.js';
import { startUpload } from '#domain/media/video-uploads.js';
import { apiHandler, Response } from '#lib/api-handler.js';

export const handler = apiHandler(
  videoUploadStart,
  async ({ params, body }) => new Response(201, await startUpload(params.id, body)),
);
