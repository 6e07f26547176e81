import { videoUploadParts } from '#shared/api/media.js';
import { uploadedParts } from '#domain/media/index.js';
import { apiHandler } from '#functions/handlers/api-handler.js';

export const handler = apiHandler(videoUploadParts, async ({ params }) => uploadedParts(params.id, params.uploadId));
