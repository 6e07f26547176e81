import { videoOrderSchema } from '#shared/schemas.js';
import { reorderVideos, toVideo } from '#domain/media/videos.js';
import { apiHandler } from '#lib/api-handler.js';

export const handler = apiHandler('PUT /api/admin/courses/{id}/videos/order', { body: videoOrderSchema }, async ({ params, body }) => ({
  videos: (await reorderVideos(params.id!, body.videoIds)).map(toVideo),
}));
