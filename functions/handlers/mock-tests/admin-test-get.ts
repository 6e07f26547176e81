import { testForEditor } from '#domain/mock-tests/question-records.js';
import { toAdminTest } from '#domain/mock-tests/tests.js';
import { apiHandler } from '#lib/api-handler.js';

export const handler = apiHandler('GET /api/admin/tests/{testId}', {}, async ({ params }) => {
  const { test, questions, answerKeyRevisions } = await testForEditor(params.testId!);
  return { test: toAdminTest(test), questions, answerKeyRevisions };
});
