import { videoEditSchema } from '#shared/schemas.js';
import { toVideo, updateVideoText } from '#domain/media/videos.js';
import { apiHandler } from '#lib/api-handler.js';

export const handler = apiHandler('PUT /api/courses/{id}/videos/{videoId}', { body: videoEditSchema }, async ({ params, body }) => ({
  video: toVideo(await updateVideoText(params.id!, params.videoId!, body)),
}));
