import { videoUploadStartSchema } from '#shared/schemas.js';
import { startUpload } from '#domain/media/video-uploads.js';
import { apiHandler, Response } from '#lib/api-handler.js';

export const handler = apiHandler('POST /api/courses/{id}/videos/uploads', { body: videoUploadStartSchema }, async ({ params, body }) =>
  new Response(201, await startUpload(params.id!, body)),
);
