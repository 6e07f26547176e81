import { transcodeRetry } from '#shared/api/media.js';
import { retryFailedTranscode, toAdminVideo } from '#domain/media/index.js';
import { apiHandler } from '#functions/handlers/api-handler.js';

export const handler = apiHandler(transcodeRetry, async ({ params }) => ({
  video: toAdminVideo(await retryFailedTranscode(params.id, params.videoId)),
}));
