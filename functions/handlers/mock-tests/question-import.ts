import { questionImport } from '#shared/api/mock-tests.js';
import { ERROR_CODES } from '#shared/error-codes.js';
import { importQuestions, toAdminTest } from '#domain/mock-tests/index.js';
import { Response } from '#lib/api-handler.js';
import { apiHandler } from '#functions/handlers/api-handler.js';

/**
 * 422 import_invalid with every issue (row, column, message) when any row is wrong; 409 import_repeats
 * with how many of the sheet's questions the test already has. Either way nothing was written.
 */
export const handler = apiHandler(questionImport, async ({ params, body }) => {
  const outcome = await importQuestions(params.testId, body.importKey, body.mode, body.importRepeats);
  if ('issues' in outcome)
    return new Response(422, { code: 'import_invalid', error: ERROR_CODES.import_invalid, issues: outcome.issues });
  if ('repeats' in outcome)
    return new Response(409, {
      code: 'import_repeats',
      error: ERROR_CODES.import_repeats,
      repeats: outcome.repeats,
      questions: outcome.questions,
    });
  return { imported: outcome.imported, bySection: outcome.bySection, test: toAdminTest(outcome.test) };
});
