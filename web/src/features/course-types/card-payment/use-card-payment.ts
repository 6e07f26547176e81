import { useEffect, useRef, useState } from 'react';
import { INSTITUTE_NAME } from '../../../../../shared/constants';
import { createOrder, verifyPayment, type OrderRequest, type ReceiptRef } from './api';
import { loadCheckout } from '../../../lib/razorpay-checkout/checkout-script';
import { downloadReceipt } from './receipt-download';
import { runCheckout } from '../../../lib/razorpay-checkout/run-checkout';
import { hasReceipt, waitForOrder } from './wait-for-order';
import { useT } from '../../../lib/i18n';

export type CardPaymentState =
  | { step: 'form' }
  | { step: 'paying' }
  | { step: 'confirming' }
  | { step: 'unconfirmed'; orderId: string }
  | { step: 'refunded'; orderId: string }
  | { step: 'receipt-failed'; receipt: ReceiptRef };

export interface CardPaymentRequest extends OrderRequest {
  title: string;
}

/** How long the browser waits for its own verify call before asking the server for the order instead. */
export const VERIFY_TIMEOUT_MS = 20_000;

/**
 * Pay Now for a direct course (spec section 4): order, checkout, verification, receipt. When the
 * checkout says paid but the verify call fails for any reason, the server is asked for the order
 * (its webhook tells it too) for up to a minute: the payer hears "failed" only when the gateway or the
 * server says so. Closing the checkout without paying returns to the form at once. `onDone` runs once
 * the receipt has downloaded, with the receipt, so the page can offer it again.
 */
export function useCardPayment(onDone: (receipt: ReceiptRef) => void) {
  const [state, setState] = useState<CardPaymentState>({ step: 'form' });
  const t = useT();
  const abortRef = useRef<AbortController | null>(null);
  useEffect(() => () => abortRef.current?.abort(), []);

  async function deliverReceipt(receipt: ReceiptRef) {
    try {
      await downloadReceipt(receipt);
    } catch {
      // eslint-disable-next-line no-restricted-properties -- spec: alert 'Payment verified, but receipt download failed.'
      window.alert(t('cardPayment.receiptFailed'));
      setState({ step: 'receipt-failed', receipt });
      return;
    }
    // eslint-disable-next-line no-restricted-properties -- spec: a success alert after a direct payment
    window.alert(t('cardPayment.success'));
    onDone(receipt);
  }

  function fail() {
    // eslint-disable-next-line no-restricted-properties -- spec: alert 'Payment failed. Please try again.'
    window.alert(t('cardPayment.failed'));
    setState({ step: 'form' });
  }

  async function pay(request: CardPaymentRequest) {
    abortRef.current?.abort();
    const controller = new AbortController();
    abortRef.current = controller;
    setState({ step: 'paying' });

    let order;
    let outcome;
    try {
      const { title: _title, ...orderRequest } = request;
      order = await createOrder(orderRequest);
      const Checkout = await loadCheckout(order.checkoutScriptUrl);
      outcome = await runCheckout(
        Checkout,
        order,
        { name: request.name, mobile: request.mobile, description: request.title },
        INSTITUTE_NAME,
      );
    } catch {
      if (!controller.signal.aborted) fail();
      return;
    }
    if (controller.signal.aborted) return;

    if (outcome.kind === 'failed') return fail();
    // Closed without paying: nothing happened, so back to the form with nothing to wait for.
    if (outcome.kind === 'dismissed') return setState({ step: 'form' });

    const verifying = new AbortController();
    const giveUp = setTimeout(() => verifying.abort(), VERIFY_TIMEOUT_MS);
    controller.signal.addEventListener('abort', () => verifying.abort());
    try {
      const receipt = await verifyPayment(
        {
          ...outcome.response,
          name: request.name,
          mobile: request.mobile,
          course: request.course,
          amount: order.amount,
        },
        verifying.signal,
      );
      return deliverReceipt(receipt);
    } catch {
      if (controller.signal.aborted) return;
    } finally {
      clearTimeout(giveUp);
    }

    // The payment went through at the gateway; whether we know it yet, the server's order says.
    setState({ step: 'confirming' });
    const status = await waitForOrder(order.orderId, controller.signal);
    if (controller.signal.aborted) return;
    // Given back in full (an admin refunded it meanwhile): no receipt to celebrate, but no failure either.
    if (status.status === 'refunded') return setState({ step: 'refunded', orderId: order.orderId });
    // Paid, partly refunded since or not: the payment went through and its receipt stands.
    if (hasReceipt(status))
      return deliverReceipt({ receiptNumber: status.receiptNumber, receiptToken: status.receiptToken });
    if (status.status === 'failed' || status.status === 'rejected') return fail();
    setState({ step: 'unconfirmed', orderId: order.orderId });
  }

  return {
    state,
    pay,
    retryReceipt: (receipt: ReceiptRef) => deliverReceipt(receipt),
    reset: () => setState({ step: 'form' }),
  };
}
