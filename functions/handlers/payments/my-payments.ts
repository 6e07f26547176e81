import { myPayments } from '#domain/payments/my-payments.js';
import { apiHandler } from '#lib/api-handler.js';

export const handler = apiHandler('GET /api/payments/mine', {}, async ({ user }) => ({ payments: await myPayments(user!.userId) }));
