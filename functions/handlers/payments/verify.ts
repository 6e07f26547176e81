import { verifyPaymentSchema } from '../../../shared/payment-schemas.js';
import { verifyCardPayment } from '../../domain/payments/card.js';
import { issueReceiptToken } from '../../domain/payments/receipts.js';
import { apiHandler } from '../../lib/api-handler.js';

export const handler = apiHandler('POST /api/verify-payment', { body: verifyPaymentSchema }, async ({ body }) => {
  const payment = await verifyCardPayment({ orderId: body.razorpay_order_id, gatewayPaymentId: body.razorpay_payment_id, signature: body.razorpay_signature });
  const receiptNumber = payment.receiptNumber!;
  return { receiptNumber, receiptToken: await issueReceiptToken(receiptNumber) };
});
