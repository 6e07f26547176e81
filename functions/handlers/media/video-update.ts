import { videoUpdate } from '#shared/api/media.js';
import { toVideo, updateVideoText } from '#domain/media/index.js';
import { apiHandler } from '#functions/handlers/api-handler.js';

export const handler = apiHandler(videoUpdate, async ({ params, body }) => ({
  video: toVideo(await updateVideoText(params.id, params.videoId, body)),
}));
