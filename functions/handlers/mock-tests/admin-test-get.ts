import { adminTestGet } from '#shared/api/mock-tests.js';
import { testForEditor, toAdminTest } from '#domain/mock-tests/index.js';
import { apiHandler } from '#functions/handlers/api-handler.js';

export const handler = apiHandler(adminTestGet, async ({ params }) => {
  const { test, questions, answerKeyRevisions } = await testForEditor(params.testId);
  return { test: toAdminTest(test), questions, answerKeyRevisions };
});
