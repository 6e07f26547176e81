import { videoUploadComplete } from '#shared/api/media.js';
import { completeUpload, startTranscode, toAdminVideo } from '#domain/media/index.js';
import { apiHandler } from '#functions/handlers/api-handler.js';

export const handler = apiHandler(videoUploadComplete, async ({ params, body }) => ({
  video: toAdminVideo(await startTranscode(await completeUpload(params.id, params.uploadId, body.parts))),
}));
