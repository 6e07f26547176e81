import { lectureDoubtList } from '#shared/api/doubts.js';
import { doubtsOnPlace, lecturePlace } from '#domain/doubts/index.js';
import { assertCanWatch } from '#domain/learning/index.js';
import { assertNotSuspendedForDues } from '#domain/payments/index.js';
import { apiHandler } from '#functions/handlers/api-handler.js';

export const handler = apiHandler(lectureDoubtList, async ({ params, user }) => {
  const course = await assertCanWatch(user, params.id);
  await assertNotSuspendedForDues(user, course._id);
  return { doubts: await doubtsOnPlace(lecturePlace(course._id, params.videoId), user.userId) };
});
