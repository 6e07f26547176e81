import { deleteNote } from '#domain/media/notes.js';
import { apiHandler } from '#lib/api-handler.js';

export const handler = apiHandler('DELETE /api/admin/courses/{id}/notes/{noteId}', {}, async ({ params }) => {
  await deleteNote(params.id!, params.noteId!);
  return {};
});
