import { myTestSeries as declared } from '#shared/api/catalogue.js';
import { myTestSeries } from '#domain/payments/index.js';
import { apiHandler } from '#functions/handlers/api-handler.js';

export const handler = apiHandler(declared, async ({ user }) => ({ testSeries: await myTestSeries(user.userId) }));
