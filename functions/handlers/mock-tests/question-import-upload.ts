import { importUploadSchema } from '#shared/mock-tests.js';
import { importUploadUrl } from '#domain/mock-tests/question-import.js';
import { apiHandler } from '#lib/api-handler.js';

export const handler = apiHandler('POST /api/admin/tests/{testId}/import-uploads', { body: importUploadSchema }, async ({ params, body }) =>
  importUploadUrl(params.testId!, body.size),
);
