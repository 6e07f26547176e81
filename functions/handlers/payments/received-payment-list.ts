import { receivedPaymentList } from '#shared/api/payments.js';
import { receivedPaymentsPage } from '#domain/payments/index.js';
import { apiHandler } from '#functions/handlers/api-handler.js';

export const handler = apiHandler(receivedPaymentList, async ({ query }) => ({
  ...(await receivedPaymentsPage(query.page, query.limit, query.cursor)),
}));
