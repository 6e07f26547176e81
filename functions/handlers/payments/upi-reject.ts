import { rejectPaymentSchema } from '#shared/payment-schemas.js';
import { rejectUpiPayment } from '#domain/payments/upi.js';
import { apiHandler } from '#lib/api-handler.js';

export const handler = apiHandler('POST /api/upi-payments/{id}/reject', { body: rejectPaymentSchema }, async ({ params, user, body }) => {
  await rejectUpiPayment(params.id!, user!.userId, body?.reason || undefined);
  return {};
});
