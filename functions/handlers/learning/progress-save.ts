import { progressSave } from '#shared/api/learning.js';
import { assertCanWatch, saveProgress } from '#domain/learning/index.js';
import { getVideo } from '#domain/media/index.js';
import { apiHandler } from '#functions/handlers/api-handler.js';

/** A student saves where they stopped in a lecture of a course they are enrolled in (their own progress only). */
export const handler = apiHandler(progressSave, async ({ params, user, body }) => {
  const course = await assertCanWatch(user, params.id);
  const video = await getVideo(course._id, params.videoId);
  return { progress: await saveProgress(user.userId, course._id, video._id, body, new Date(), video.duration) };
});
