import { hlsNativePlaylist } from '#shared/api/learning.js';
import { assertCanWatch } from '#domain/learning/index.js';
import { getVideo, nativePlaylistPath, playlistFor, ticketHolder } from '#domain/media/index.js';
import { FileResponse } from '#lib/api-handler.js';
import { assertNotSuspendedForDues } from '#domain/payments/index.js';
import { apiHandler } from '#functions/handlers/api-handler.js';

export const handler = apiHandler(hlsNativePlaylist, async ({ params, query }) => {
  const holder = await ticketHolder(query.ticket, params.id, params.videoId);
  const course = await assertCanWatch(holder, params.id);
  await assertNotSuspendedForDues(holder, course._id);
  const video = await getVideo(course._id, params.videoId);
  const text = await playlistFor(video, params.playlist, {
    variantPath: (playlist) => nativePlaylistPath(course._id, video._id, playlist, query.ticket!),
  });
  return new FileResponse('application/vnd.apple.mpegurl', new TextEncoder().encode(text), params.playlist);
});
