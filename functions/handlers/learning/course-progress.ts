import { courseProgress as declared } from '#shared/api/learning.js';
import { assertCanWatch, courseProgress } from '#domain/learning/index.js';
import { apiHandler } from '#functions/handlers/api-handler.js';

/** The signed-in student's progress in one course they are enrolled in: one entry per lecture opened. */
export const handler = apiHandler(declared, async ({ params, user }) => {
  const course = await assertCanWatch(user, params.id);
  return { progress: await courseProgress(user.userId, course._id) };
});
