import { testResults as declared } from '#shared/api/mock-tests.js';
import { testResults } from '#domain/mock-tests/index.js';
import { apiHandler } from '#functions/handlers/api-handler.js';

export const handler = apiHandler(declared, async ({ params }) => ({ results: await testResults(params.testId) }));
