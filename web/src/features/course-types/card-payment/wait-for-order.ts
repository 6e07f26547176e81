import { fetchOrderStatus, type OrderStatus } from './api';

/** Pauses between order checks after the checkout closes: about 20 seconds in all. */
export const ORDER_CHECK_DELAYS_MS = [1000, 2000, 3000, 4000, 5000, 5000];

/**
 * After the payer closes the checkout the payment may still have gone through (the server learns of
 * it from the gateway's webhook): asks for the order a few times until it is paid or failed. Answers
 * the last status seen, 'created' when it never changed. Failed checks count as 'created'.
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
    if (last.status !== 'created') break;
  }
  return last;
}
