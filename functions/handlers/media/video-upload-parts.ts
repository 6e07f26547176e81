import { uploadedParts } from '#domain/media/video-uploads.js';
import { apiHandler } from '#lib/api-handler.js';

export const handler = apiHandler('GET /api/courses/{id}/videos/uploads/{uploadId}/parts', {}, async ({ params }) =>
  uploadedParts(params.id!, params.uploadId!),
);
