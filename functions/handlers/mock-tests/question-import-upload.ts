import { questionImportUpload } from '#shared/api/mock-tests.js';
import { importUploadUrl } from '#domain/mock-tests/index.js';
import { apiHandler } from '#functions/handlers/api-handler.js';

export const handler = apiHandler(questionImportUpload, async ({ params, body }) =>
  importUploadUrl(params.testId, body.size),
);
