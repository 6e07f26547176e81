import { noteList } from '#shared/api/learning.js';
import { assertCanWatch } from '#domain/learning/index.js';
import { listNotes } from '#domain/media/index.js';
import { assertNotSuspendedForDues } from '#domain/payments/index.js';
import { apiHandler } from '#functions/handlers/api-handler.js';

export const handler = apiHandler(noteList, async ({ params, user }) => {
  const course = await assertCanWatch(user, params.id);
  await assertNotSuspendedForDues(user, course._id);
  return { notes: await listNotes(course._id) };
});
