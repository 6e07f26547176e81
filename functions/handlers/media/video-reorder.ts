import { videoReorder } from '#shared/api/media.js';
import { reorderVideos, toVideo } from '#domain/media/index.js';
import { apiHandler } from '#functions/handlers/api-handler.js';

export const handler = apiHandler(videoReorder, async ({ params, body }) => ({
  videos: (await reorderVideos(params.id, body.videoIds)).map(toVideo),
}));
