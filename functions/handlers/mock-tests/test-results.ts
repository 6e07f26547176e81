import { testResults } from '#domain/mock-tests/test-results.js';
import { apiHandler } from '#lib/api-handler.js';

export const handler = apiHandler('GET /api/admin/tests/{testId}/results', {}, async ({ params }) => ({ results: await testResults(params.testId!) }));
