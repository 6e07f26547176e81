import { testInputSchema } from '#shared/mock-tests.js';
import { toAdminTest, updateTestSettings } from '#domain/mock-tests/tests.js';
import { apiHandler } from '#lib/api-handler.js';

export const handler = apiHandler('PUT /api/admin/tests/{testId}', { body: testInputSchema }, async ({ params, body }) => ({
  test: toAdminTest(await updateTestSettings(params.testId!, body)),
}));
