import { noteUploadSchema } from '#shared/schemas.js';
import { noteUploadUrl } from '#domain/media/notes.js';
import { apiHandler } from '#lib/api-handler.js';

export const handler = apiHandler('POST /api/admin/courses/{id}/notes/uploads', { body: noteUploadSchema }, async ({ params, body }) =>
  noteUploadUrl(params.id!, body),
);
