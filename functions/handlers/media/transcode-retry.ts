import { transcodeRetry } from '#shared/api/media.js';
import { retryFailedTranscode } from '#domain/media/transcode-start.js';
import { toAdminVideo } from '#domain/media/videos.js';
import { apiHandler } from '#functions/handlers/api-handler.js';

export const handler = apiHandler(transcodeRetry, async ({ params }) => ({
  video: toAdminVideo(await retryFailedTranscode(params.id, params.videoId)),
}));
