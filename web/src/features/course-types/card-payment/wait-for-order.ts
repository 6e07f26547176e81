import { fetchOrderStatus, type OrderStatus } from './api';

/**
 * Pauses between order checks when the browser could not verify a paid checkout itself: soon at
 * first, then less often, about a minute in all.
 */
export const ORDER_CHECK_DELAYS_MS = [1000, 2000, 3000, 5000, 8000, 10_000, 10_000, 10_000, 11_000];

/** The money arrived and its receipt is numbered: there is a receipt to hand over. */
export function hasReceipt(order: OrderStatus): order is OrderStatus & { receiptNumber: string; receiptToken: string } {
  return Boolean(order.receiptNumber && order.receiptToken);
}

/**
 * Whether asking again can change the answer. Not yet: an order still open (created; pending is a
 * UPI payment's open state), or paid before its receipt is numbered. Every other status is where
 * the payment ended: failed or rejected, refunded in full, or received with its receipt.
 */
export function isSettled(order: OrderStatus): boolean {
  switch (order.status) {
    case 'created':
    case 'pending':
      return false;
    case 'failed':
    case 'rejected':
    case 'refunded':
      return true;
    case 'paid':
    case 'approved':
    case 'partially_refunded':
      return hasReceipt(order);
  }
}

/**
 * The checkout said paid but the verify call failed (a dropped network, a 5xx, no answer): the server
 * still learns of the payment from the gateway's webhook. Asks for the order until it is settled
 * (`isSettled`). Answers the last status seen, 'created' when it never changed; a check that fails
 * counts as no news.
 */
export async function waitForOrder(
  orderId: string,
  signal: AbortSignal,
  delays = ORDER_CHECK_DELAYS_MS,
): Promise<OrderStatus> {
  let last: OrderStatus = { status: 'created' };
  for (const delay of delays) {
    await new Promise((resolve) => setTimeout(resolve, delay));
    if (signal.aborted) break;
    try {
      last = await fetchOrderStatus(orderId, signal);
    } catch {
      continue;
    }
    if (isSettled(last)) break;
  }
  return last;
}
