import type { CheckoutOrderInput } from '#shared/checkout.js';
import { INSTITUTE_NAME } from '#shared/constants.js';
import { api } from '../api';
import { loadCheckout } from './checkout-script';
import { runCheckout } from './run-checkout';

/** How an online checkout ended, for the screen to say. */
export type PayOutcome =
  | { kind: 'paid'; receiptNumber: string }
  | { kind: 'enrolled' }
  | { kind: 'dismissed' }
  | { kind: 'failed' }
  | { kind: 'unconfirmed'; orderId: string };

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The order's status, asked for half a minute: its receipt number once paid, undefined when failed or still unknown. */
async function confirmed(orderId: string): Promise<string | undefined> {
  for (let asked = 0; asked < 15; asked++) {
    const status = await api('GET /api/orders/{orderId}', { orderId }).catch(() => undefined);
    if (status?.status === 'paid') return status.receiptNumber ?? '';
    if (status?.status === 'failed') return undefined;
    await pause(2000);
  }
  return undefined;
}

/**
 * `POST /api/checkout/order` (a product, or a due), Razorpay's checkout, then verify. When verify does
 * not answer, the order's status says what happened (`onConfirming` lets the screen say it is looking).
 * An order the server refuses throws, with the server's error.
 */
export async function payCheckout(
  body: CheckoutOrderInput,
  description: string,
  onConfirming: () => void,
): Promise<PayOutcome> {
  const order = await api('POST /api/checkout/order', {}, { body });
  if (order.enrolled) return { kind: 'enrolled' };
  const Checkout = await loadCheckout(order.checkoutScriptUrl);
  const outcome = await runCheckout(Checkout, order, { name: '', mobile: '', description }, INSTITUTE_NAME);
  if (outcome.kind !== 'paid') return outcome;
  try {
    const { receiptNumber } = await api('POST /api/checkout/verify', {}, { body: outcome.response });
    return { kind: 'paid', receiptNumber };
  } catch {
    onConfirming();
    const receiptNumber = await confirmed(order.orderId);
    return receiptNumber === undefined
      ? { kind: 'unconfirmed', orderId: order.orderId }
      : { kind: 'paid', receiptNumber };
  }
}
