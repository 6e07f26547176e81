import { videoUploadPartUrls } from '#shared/api/media.js';
import { partUrls } from '#domain/media/index.js';
import { apiHandler } from '#functions/handlers/api-handler.js';

export const handler = apiHandler(videoUploadPartUrls, async ({ params, body }) =>
  partUrls(params.id, params.uploadId, body.partNumbers),
);
