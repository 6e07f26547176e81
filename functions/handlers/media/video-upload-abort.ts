import { abortUpload } from '#domain/media/video-uploads.js';
import { apiHandler } from '#lib/api-handler.js';

export const handler = apiHandler('DELETE /api/courses/{id}/videos/uploads/{uploadId}', {}, async ({ params }) => {
  await abortUpload(params.id!, params.uploadId!);
  return {};
});
