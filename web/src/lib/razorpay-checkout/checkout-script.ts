/** What the checkout hands the success handler. */
export interface CheckoutSuccess {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

/** The part of the card checkout (checkout.js) this app uses. */
export interface CheckoutOptions {
  key: string;
  /** Paise. */
  amount: number;
  currency: string;
  order_id: string;
  name: string;
  description: string;
  prefill: { name: string; contact: string };
  handler: (response: CheckoutSuccess) => void;
  modal: { ondismiss: () => void };
}

export interface CheckoutInstance {
  open(): void;
  close?(): void;
  on(event: 'payment.failed', listener: (response: unknown) => void): void;
}

export type CheckoutConstructor = new (options: CheckoutOptions) => CheckoutInstance;

declare global {
  interface Window {
    Razorpay?: CheckoutConstructor;
  }
}

const loading = new Map<string, Promise<CheckoutConstructor>>();

/**
 * Loads the checkout script once, on the first Pay Now (never with the page); later payments reuse
 * it. A failed load is forgotten so the next Pay Now tries again.
 */
export function loadCheckout(scriptUrl: string): Promise<CheckoutConstructor> {
  if (window.Razorpay) return Promise.resolve(window.Razorpay);
  const pending = loading.get(scriptUrl);
  if (pending) return pending;

  const promise = new Promise<CheckoutConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = scriptUrl;
    script.async = true;
    script.addEventListener('load', () => {
      if (window.Razorpay) resolve(window.Razorpay);
      else reject(new Error('The checkout script loaded without a checkout'));
    });
    script.addEventListener('error', () => {
      script.remove();
      reject(new Error('The checkout script could not be loaded'));
    });
    document.head.append(script);
  });
  loading.set(scriptUrl, promise);
  promise.catch(() => loading.delete(scriptUrl));
  return promise;
}
