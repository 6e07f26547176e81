import { videoGet } from '#shared/api/learning.js';
import { assertCanWatch } from '#domain/learning/index.js';
import { getVideo, hlsOf, toVideo } from '#domain/media/index.js';
import { assertNotSuspendedForDues } from '#domain/payments/index.js';
import { apiHandler } from '#functions/handlers/api-handler.js';
import { playbackUrl } from '#lib/media-urls.js';

export const handler = apiHandler(videoGet, async ({ params, user }) => {
  const course = await assertCanWatch(user, params.id);
  await assertNotSuspendedForDues(user, course._id);
  const video = await getVideo(course._id, params.videoId);
  const hls = await hlsOf(video, user);
  return { video: toVideo(video), signedUrl: await playbackUrl(video.objectKey), ...(hls ? { hls } : {}) };
});
