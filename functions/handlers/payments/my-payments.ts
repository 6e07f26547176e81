import { myPayments as declared } from '#shared/api/payments.js';
import { myPayments } from '#domain/payments/index.js';
import { apiHandler } from '#functions/handlers/api-handler.js';

export const handler = apiHandler(declared, async ({ user }) => ({ payments: await myPayments(user.userId) }));
