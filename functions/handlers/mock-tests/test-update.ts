import { testUpdate } from '#shared/api/mock-tests.js';
import { toAdminTest, updateTestSettings } from '#domain/mock-tests/index.js';
import { apiHandler } from '#functions/handlers/api-handler.js';

export const handler = apiHandler(testUpdate, async ({ params, body }) => ({
  test: toAdminTest(await updateTestSettings(params.testId, body)),
}));
