import { questionCreate } from '#shared/api/mock-tests.js';
import { addQuestion, toAdminTest } from '#domain/mock-tests/index.js';
import { Response } from '#lib/api-handler.js';
import { apiHandler } from '#functions/handlers/api-handler.js';

export const handler = apiHandler(questionCreate, async ({ params, body }) => {
  const { question, test } = await addQuestion(params.testId, body);
  return new Response(201, { question, test: toAdminTest(test) });
});
