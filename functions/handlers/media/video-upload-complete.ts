import { videoUploadComplete } from '#shared/api/media.js';
import { completeUpload } from '#domain/media/video-uploads.js';
import { startTranscode } from '#domain/media/transcode-start.js';
import { toAdminVideo } from '#domain/media/videos.js';
import { apiHandler } from '#functions/handlers/api-handler.js';

export const handler = apiHandler(videoUploadComplete, async ({ params, body }) => ({
  video: toAdminVideo(await startTranscode(await completeUpload(params.id, params.uploadId, body.parts))),
}));
