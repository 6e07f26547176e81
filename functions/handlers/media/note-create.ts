import { noteInputSchema } from '#shared/schemas.js';
import { createNote } from '#domain/media/notes.js';
import { apiHandler, Response } from '#lib/api-handler.js';

export const handler = apiHandler('POST /api/admin/courses/{id}/notes', { body: noteInputSchema }, async ({ params, body }) =>
  new Response(201, { note: await createNote(params.id!, body) }),
);
