import { videoDelete } from '#shared/api/media.js';
import { deleteLectureNotes } from '#domain/media/notes.js';
import { deleteVideo } from '#domain/media/videos.js';
import { apiHandler } from '#functions/handlers/api-handler.js';

export const handler = apiHandler(videoDelete, async ({ params }) => {
  await deleteVideo(params.id, params.videoId);
  await deleteLectureNotes(params.id, params.videoId);
  return {};
});
