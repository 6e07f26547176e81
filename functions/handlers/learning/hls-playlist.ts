import { hlsPlaylist } from '#shared/api/learning.js';
import { assertCanWatch } from '#domain/learning/index.js';
import { getVideo, playlistFor } from '#domain/media/index.js';
import { FileResponse } from '#lib/api-handler.js';
import { assertNotSuspendedForDues } from '#domain/payments/index.js';
import { apiHandler } from '#functions/handlers/api-handler.js';

export const handler = apiHandler(hlsPlaylist, async ({ params, user }) => {
  const course = await assertCanWatch(user, params.id);
  await assertNotSuspendedForDues(user, course._id);
  const video = await getVideo(course._id, params.videoId);
  const text = await playlistFor(video, params.playlist);
  return new FileResponse('application/vnd.apple.mpegurl', new TextEncoder().encode(text), params.playlist);
});
