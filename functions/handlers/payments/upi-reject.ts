import { upiReject } from '#shared/api/payments.js';
import { rejectUpiPayment } from '#domain/payments/index.js';
import { apiHandler } from '#functions/handlers/api-handler.js';

export const handler = apiHandler(upiReject, async ({ params, user, body }) => {
  await rejectUpiPayment(params.id, user.userId, body?.reason || undefined);
  return {};
});
