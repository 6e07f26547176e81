import { questionImageUploadSchema } from '#shared/mock-tests.js';
import { questionImageUploadUrl } from '#domain/mock-tests/question-images.js';
import { apiHandler } from '#lib/api-handler.js';

export const handler = apiHandler('POST /api/admin/tests/{testId}/question-images', { body: questionImageUploadSchema }, async ({ params, body }) =>
  questionImageUploadUrl(params.testId!, body),
);
