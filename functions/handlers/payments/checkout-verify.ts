import { checkoutVerify } from '#shared/api/payments.js';
import { issueReceiptToken, verifyCheckoutPayment } from '#domain/payments/index.js';
import { apiHandler } from '#functions/handlers/api-handler.js';
import { Unavailable } from '#lib/errors.js';

export const handler = apiHandler(checkoutVerify, async ({ body, user }) => {
  const payment = await verifyCheckoutPayment({
    orderId: body.razorpay_order_id,
    gatewayPaymentId: body.razorpay_payment_id,
    signature: body.razorpay_signature,
    userId: user.userId,
  });
  // Paid and enrolled, but the receipt's number is still in line (a rush): the same verify, or the order's status, answers it shortly.
  if (!payment.receiptNumber) throw new Unavailable('busy_try_again');
  return {
    enrolled: true as const,
    receiptNumber: payment.receiptNumber,
    receiptToken: await issueReceiptToken(payment.receiptNumber),
  };
});
