import { noteCreate } from '#shared/api/media.js';
import { createNote } from '#domain/media/index.js';
import { Response } from '#lib/api-handler.js';
import { apiHandler } from '#functions/handlers/api-handler.js';

export const handler = apiHandler(
  noteCreate,
  async ({ params, body }) => new Response(201, { note: await createNote(params.id, body) }),
);
