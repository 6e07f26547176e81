import { myTestSeries } from '#domain/mock-tests/my-series.js';
import { apiHandler } from '#lib/api-handler.js';

export const handler = apiHandler('GET /api/my/test-series', {}, async ({ user }) => ({ testSeries: await myTestSeries(user!.userId) }));
