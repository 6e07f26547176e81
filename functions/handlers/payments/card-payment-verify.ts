import { cardPaymentVerify } from '#shared/api/payments.js';
import { issueReceiptToken, verifyCardPayment } from '#domain/payments/index.js';
import { apiHandler } from '#functions/handlers/api-handler.js';
import { Unavailable } from '#lib/errors.js';

export const handler = apiHandler(cardPaymentVerify, async ({ body }) => {
  const payment = await verifyCardPayment({
    orderId: body.razorpay_order_id,
    gatewayPaymentId: body.razorpay_payment_id,
    signature: body.razorpay_signature,
  });
  // Paid, but the receipt's number is still in line (a rush): the same verify, or the order's status, answers it shortly.
  if (!payment.receiptNumber) throw new Unavailable('busy_try_again');
  return { receiptNumber: payment.receiptNumber, receiptToken: await issueReceiptToken(payment.receiptNumber) };
});
