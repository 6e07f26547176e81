import { paymentOfOrder } from '../../domain/payments/card.js';
import { ensureReceiptNumber, issueReceiptToken } from '../../domain/payments/receipts.js';
import { apiHandler } from '../../lib/api-handler.js';
import { NotFound } from '../../lib/errors.js';

export const handler = apiHandler('GET /api/orders/{orderId}', {}, async ({ params }) => {
  const payment = await paymentOfOrder(params.orderId!);
  if (!payment) throw new NotFound('order_not_found');
  if (payment.status !== 'paid') return { status: payment.status };
  // A payment whose request ended before its receipt was numbered is numbered by whoever asks next.
  const receiptNumber = payment.receiptNumber ?? (await ensureReceiptNumber(payment.id));
  if (!receiptNumber) return { status: payment.status };
  return { status: payment.status, receiptNumber, receiptToken: await issueReceiptToken(receiptNumber) };
});
