import { videoDelete } from '#shared/api/media.js';
import { deleteLectureNotes, deleteVideo } from '#domain/media/index.js';
import { apiHandler } from '#functions/handlers/api-handler.js';

export const handler = apiHandler(videoDelete, async ({ params }) => {
  await deleteVideo(params.id, params.videoId);
  await deleteLectureNotes(params.id, params.videoId);
  return {};
});
