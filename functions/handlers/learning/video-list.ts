import { videoList } from '#shared/api/learning.js';
import { assertCanWatch } from '#domain/learning/index.js';
import { listVideos, toVideo } from '#domain/media/index.js';
import { assertNotSuspendedForDues } from '#domain/payments/index.js';
import { apiHandler } from '#functions/handlers/api-handler.js';

export const handler = apiHandler(videoList, async ({ params, user }) => {
  const course = await assertCanWatch(user, params.id);
  await assertNotSuspendedForDues(user, course._id);
  return { course, videos: (await listVideos(course._id)).map(toVideo) };
});
