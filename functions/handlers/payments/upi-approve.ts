import { approveUpiPayment } from '#domain/payments/upi.js';
import { apiHandler } from '#lib/api-handler.js';

export const handler = apiHandler('POST /api/upi-payments/{id}/approve', {}, async ({ params, user }) => {
  await approveUpiPayment(params.id!, user!.userId);
  return {};
});
