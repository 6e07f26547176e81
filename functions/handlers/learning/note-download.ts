import { noteDownload as declared } from '#shared/api/learning.js';
import { assertCanWatch } from '#domain/learning/index.js';
import { noteDownload } from '#domain/media/index.js';
import { assertNotSuspendedForDues } from '#domain/payments/index.js';
import { apiHandler } from '#functions/handlers/api-handler.js';

export const handler = apiHandler(declared, async ({ params, user }) => {
  const course = await assertCanWatch(user, params.id);
  await assertNotSuspendedForDues(user, course._id);
  return noteDownload(course._id, params.noteId);
});
