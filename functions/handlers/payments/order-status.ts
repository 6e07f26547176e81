import { paymentOfOrder } from '../../domain/payments/card.js';
import { issueReceiptToken } from '../../domain/payments/receipts.js';
import { apiHandler } from '../../lib/api-handler.js';
import { NotFound } from '../../lib/errors.js';

export const handler = apiHandler('GET /api/orders/{orderId}', {}, async ({ params }) => {
  const payment = await paymentOfOrder(params.orderId!);
  if (!payment) throw new NotFound('order_not_found');
  if (payment.status !== 'paid' || !payment.receiptNumber) return { status: payment.status };
  return { status: payment.status, receiptNumber: payment.receiptNumber, receiptToken: await issueReceiptToken(payment.receiptNumber) };
});
