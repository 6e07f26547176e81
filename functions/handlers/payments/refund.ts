import { refund as declared } from '#shared/api/payments.js';
import { getPayment, refundPayment, toAdminPayment, toRefundReply } from '#domain/payments/index.js';
import { apiHandler } from '#functions/handlers/api-handler.js';

/** An admin gives money back: card payments through Razorpay, UPI and offline ones paid back by the office. */
export const handler = apiHandler(declared, async ({ params, body, user }) => {
  const refund = await refundPayment(params.id, body, user.userId);
  return { refund: toRefundReply(refund), payment: toAdminPayment((await getPayment(params.id))!) };
});
