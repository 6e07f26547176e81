import { noteDelete } from '#shared/api/media.js';
import { deleteNote } from '#domain/media/index.js';
import { apiHandler } from '#functions/handlers/api-handler.js';

export const handler = apiHandler(noteDelete, async ({ params }) => {
  await deleteNote(params.id, params.noteId);
  return {};
});
