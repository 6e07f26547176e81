import { questionImageUpload } from '#shared/api/mock-tests.js';
import { questionImageUploadUrl } from '#domain/mock-tests/index.js';
import { apiHandler } from '#functions/handlers/api-handler.js';

export const handler = apiHandler(questionImageUpload, async ({ params, body }) =>
  questionImageUploadUrl(params.testId, body),
);
