import { partUrlsSchema } from '#shared/schemas.js';
import { partUrls } from '#domain/media/video-uploads.js';
import { apiHandler } from '#lib/api-handler.js';

export const handler = apiHandler('POST /api/courses/{id}/videos/uploads/{uploadId}/parts', { body: partUrlsSchema }, async ({ params, body }) =>
  partUrls(params.id!, params.uploadId!, body.partNumbers),
);
