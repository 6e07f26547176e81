import { noteUploadStart } from '#shared/api/media.js';
import { noteUploadUrl } from '#domain/media/index.js';
import { apiHandler } from '#functions/handlers/api-handler.js';

export const handler = apiHandler(noteUploadStart, async ({ params, body }) => noteUploadUrl(params.id, body));
