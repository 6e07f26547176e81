import { videoUploadAbort } from '#shared/api/media.js';
import { abortUpload } from '#domain/media/index.js';
import { apiHandler } from '#functions/handlers/api-handler.js';

export const handler = apiHandler(videoUploadAbort, async ({ params }) => {
  await abortUpload(params.id, params.uploadId);
  return {};
});
