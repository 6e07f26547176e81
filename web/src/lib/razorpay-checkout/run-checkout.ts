import type { CheckoutConstructor, CheckoutSuccess } from './checkout-script';

/** The order a checkout opens: the card order's and the online checkout's replies both have it. */
interface Order {
  key: string;
  amountPaise: number;
  currency: string;
  orderId: string;
}

export type CheckoutOutcome = { kind: 'paid'; response: CheckoutSuccess } | { kind: 'failed' } | { kind: 'dismissed' };

interface Buyer {
  name: string;
  mobile: string;
  description: string;
}

/**
 * Opens the checkout for an order and settles with the first thing that happens: paid, failed, or
 * closed by the payer. Whatever the checkout reports after that is ignored.
 */
export function runCheckout(
  Checkout: CheckoutConstructor,
  order: Order,
  buyer: Buyer,
  institute: string,
): Promise<CheckoutOutcome> {
  return new Promise((resolve) => {
    let settled = false;
    const settle = (outcome: CheckoutOutcome) => {
      if (settled) return;
      settled = true;
      resolve(outcome);
    };
    const checkout = new Checkout({
      key: order.key,
      amount: order.amountPaise,
      currency: order.currency,
      order_id: order.orderId,
      name: institute,
      description: buyer.description,
      prefill: { name: buyer.name, contact: buyer.mobile },
      handler: (response) => settle({ kind: 'paid', response }),
      modal: { ondismiss: () => settle({ kind: 'dismissed' }) },
    });
    checkout.on('payment.failed', () => {
      settle({ kind: 'failed' });
      checkout.close?.();
    });
    checkout.open();
  });
}
