import { fetchOrderStatus, type OrderStatus } from './api';

/**
 * Pauses between order checks when the browser could not verify a paid checkout itself: soon at
 * first, then less often, about a minute in all.
 */
export const ORDER_CHECK_DELAYS_MS = [1000, 2000, 3000, 5000, 8000, 10_000, 10_000, 10_000, 11_000];

/**
 * The checkout said paid but the verify call failed (a dropped network, a 5xx, no answer): the server
 * still learns of the payment from the gateway's webhook. Asks for the order until it is paid with its
 * receipt, or failed. Answers the last status seen, 'created' when it never changed; a check that
 * fails counts as no news.
 */
export async function waitForOrder(orderId: string, signal: AbortSignal, delays = ORDER_CHECK_DELAYS_MS): Promise<OrderStatus> {
  let last: OrderStatus = { status: 'created' };
  for (const delay of delays) {
    await new Promise((resolve) => setTimeout(resolve, delay));
    if (signal.aborted) break;
    try {
      last = await fetchOrderStatus(orderId, signal);
    } catch {
      continue;
    }
    if (last.status === 'failed' || (last.status === 'paid' && last.receiptNumber && last.receiptToken)) break;
  }
  return last;
}
