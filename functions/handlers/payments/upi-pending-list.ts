import { listPendingUpiPayments } from '#domain/payments/upi.js';
import { apiHandler } from '#lib/api-handler.js';

export const handler = apiHandler('GET /api/upi-payments/pending', {}, async () => ({ items: await listPendingUpiPayments() }));
