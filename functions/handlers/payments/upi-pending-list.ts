import { upiPendingList } from '#shared/api/payments.js';
import { listPendingUpiPayments } from '#domain/payments/index.js';
import { apiHandler } from '#functions/handlers/api-handler.js';

export const handler = apiHandler(upiPendingList, async () => ({ items: await listPendingUpiPayments() }));
