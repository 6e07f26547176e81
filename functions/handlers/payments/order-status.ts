import { orderStatus } from '#shared/api/payments.js';
import type { ResponseOf } from '#shared/api-contract.js';
import { ensureReceiptNumber, isReceived, issueReceiptToken, paymentOfOrder } from '#domain/payments/index.js';
import { apiHandler } from '#functions/handlers/api-handler.js';
import { NotFound } from '#lib/errors.js';

/** What the contract says this route answers: the status is the ledger's own type, so the two cannot drift apart. */
type OrderStatus = Omit<ResponseOf<'GET /api/orders/{orderId}'>, 'success'>;

export const handler = apiHandler(orderStatus, async ({ params }): Promise<OrderStatus> => {
  const payment = await paymentOfOrder(params.orderId);
  if (!payment) throw new NotFound('order_not_found');
  // Money that arrived has a receipt, refunded since or not; an order not paid (yet) has none.
  if (!isReceived(payment.status)) return { status: payment.status };
  // A payment whose request ended before its receipt was numbered is numbered by whoever asks next.
  const receiptNumber = payment.receiptNumber ?? (await ensureReceiptNumber(payment.id));
  if (!receiptNumber) return { status: payment.status };
  return { status: payment.status, receiptNumber, receiptToken: await issueReceiptToken(receiptNumber) };
});
