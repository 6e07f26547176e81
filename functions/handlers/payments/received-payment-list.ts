import { reportPaymentsQuerySchema } from '#shared/admin-schemas.js';
import { receivedPaymentsPage } from '#domain/payments/lists.js';
import { apiHandler } from '#lib/api-handler.js';

export const handler = apiHandler('GET /api/payments', { query: reportPaymentsQuerySchema }, async ({ query }) => ({
  ...(await receivedPaymentsPage(query.page, query.limit, query.cursor)),
}));
