import { testPublish } from '#shared/api/mock-tests.js';
import { ERROR_CODES } from '#shared/error-codes.js';
import { publishProblems, questionCountOf, setTestPublished, toAdminTest } from '#domain/mock-tests/index.js';
import { Response } from '#lib/api-handler.js';
import { apiHandler } from '#functions/handlers/api-handler.js';

/** Publishing refuses a test with no questions, or with a question that has no text or no correct option (each named in `problems`). */
export const handler = apiHandler(testPublish, async ({ params, body }) => {
  const { test, problems } = await publishProblems(params.testId);
  if (body.published && questionCountOf(test) === 0) {
    return new Response(409, { code: 'test_has_no_questions', error: ERROR_CODES.test_has_no_questions });
  }
  if (body.published && problems.length > 0) {
    return new Response(409, { code: 'test_not_ready', error: ERROR_CODES.test_not_ready, problems });
  }
  return { test: toAdminTest(await setTestPublished(test, body.published)) };
});
