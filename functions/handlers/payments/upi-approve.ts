import { upiApprove } from '#shared/api/payments.js';
import { approveUpiPayment } from '#domain/payments/index.js';
import { apiHandler } from '#functions/handlers/api-handler.js';

export const handler = apiHandler(upiApprove, async ({ params, user }) => {
  const receiptNumber = await approveUpiPayment(params.id, user.userId);
  return receiptNumber ? { receiptNumber } : {};
});
