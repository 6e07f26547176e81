import { onTestFinished, vi } from 'vitest';

/** Makes the page think it runs on a phone (coarse pointer) or a desktop. */
export function stubDevice(device: 'phone' | 'desktop') {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({ matches: device === 'phone' && query === '(pointer: coarse)', media: query })),
  );
}

/** The text a QR code `<svg>` encodes, as the component records it. */
export function qrLink(svg: Element): string | null {
  return svg.getAttribute('data-upi-link');
}

interface CheckoutOptionsSeen {
  key: string;
  amount: number;
  currency: string;
  order_id: string;
  name: string;
  description: string;
  prefill: { name: string; contact: string };
  handler: (response: { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string }) => void;
  modal: { ondismiss: () => void };
}

/** A stand-in for checkout.js's `Razorpay`: records each checkout so a test can pay, fail or close it. */
export function fakeCheckoutClass() {
  const instances: FakeCheckout[] = [];
  class FakeCheckout {
    opened = false;
    closed = false;
    private failedListeners: ((response: unknown) => void)[] = [];
    constructor(readonly options: CheckoutOptionsSeen) {
      instances.push(this);
    }
    open() {
      this.opened = true;
    }
    close() {
      this.closed = true;
    }
    on(event: string, listener: (response: unknown) => void) {
      if (event === 'payment.failed') this.failedListeners.push(listener);
    }
    pay() {
      this.options.handler({
        razorpay_order_id: this.options.order_id,
        razorpay_payment_id: 'pay_1',
        razorpay_signature: 'sig_1',
      });
    }
    fail() {
      for (const listener of this.failedListeners) listener({ error: { description: 'Card declined' } });
    }
    dismiss() {
      this.options.modal.ondismiss();
    }
  }
  return { FakeCheckout, instances, last: () => instances[instances.length - 1]! };
}

/**
 * Records every press of a upi:// link (the only way the page leaves for a UPI app), and keeps the
 * test page where it is. Removed when the test ends.
 */
export function recordUpiLinkPresses(): string[] {
  const pressed: string[] = [];
  const listener = (event: MouseEvent) => {
    const link = event.target instanceof Element ? event.target.closest('a[href^="upi:"]') : null;
    if (!link || event.defaultPrevented) return;
    pressed.push(link.getAttribute('href')!);
    event.preventDefault();
  };
  document.addEventListener('click', listener);
  onTestFinished(() => document.removeEventListener('click', listener));
  return pressed;
}
