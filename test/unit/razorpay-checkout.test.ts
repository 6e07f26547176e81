// @vitest-environment jsdom
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startRazorpayStandin, type RunningStandin } from '#infra/local/razorpay-standin.js';

/** The stand-in's checkout.js in a DOM: Razorpay's interface, an overlay with Pay / Fail payment / ×. */
const keys = { keyId: 'rzp_test_dom', keySecret: 'dom-secret', webhookSecret: 'dom-webhook' };
let standin: RunningStandin;

interface RazorpayInstance {
  open(): void;
  on(event: string, cb: (payload: unknown) => void): void;
}
type RazorpayCtor = new (options: Record<string, unknown>) => RazorpayInstance;

beforeAll(async () => {
  standin = await startRazorpayStandin(keys);
  const script = await (await fetch(`${standin.url}/checkout.js`)).text();
  new Function(script)();
});
afterAll(() => standin.stop());

async function order(amount: number): Promise<string> {
  const reply = await fetch(`${standin.url}/v1/orders`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${keys.keyId}:${keys.keySecret}`).toString('base64')}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ amount, currency: 'INR', receipt: 'r1' }),
  });
  return ((await reply.json()) as { id: string }).id;
}

const Razorpay = () => (window as unknown as { Razorpay: RazorpayCtor }).Razorpay;
const button = (name: string) =>
  [...document.querySelectorAll('button')].find(
    (b) => b.textContent === name || b.getAttribute('aria-label') === name,
  )!;

describe('stand-in checkout.js', () => {
  it('shows the amount and pays: handler gets the result signed with the key secret', async () => {
    const orderId = await order(1792300);
    const handler = vi.fn();
    new (Razorpay())({
      key: keys.keyId,
      amount: 1792300,
      currency: 'INR',
      order_id: orderId,
      name: 'Gyanpath Academy',
      handler,
    }).open();
    expect(document.querySelector('[data-amount]')!.textContent).toBe('₹17,923');
    button('Pay').click();
    await vi.waitFor(() => expect(handler).toHaveBeenCalledOnce());
    const result = handler.mock.calls[0]![0] as Record<string, string>;
    expect(result.razorpay_order_id).toBe(orderId);
    expect(result.razorpay_signature).toBe(
      createHmac('sha256', keys.keySecret).update(`${orderId}|${result.razorpay_payment_id}`).digest('hex'),
    );
    expect(document.querySelector('[data-razorpay-standin]')).toBeNull();
  });

  it("'Fail payment' fires payment.failed with the order and payment ids; × calls ondismiss", async () => {
    const orderId = await order(1024200);
    const failed = vi.fn();
    const ondismiss = vi.fn();
    const rzp = new (Razorpay())({
      key: keys.keyId,
      amount: 1024200,
      order_id: orderId,
      handler: vi.fn(),
      modal: { ondismiss },
    });
    rzp.on('payment.failed', failed);
    rzp.open();
    button('Fail payment').click();
    await vi.waitFor(() => expect(failed).toHaveBeenCalledOnce());
    expect(failed.mock.calls[0]![0]).toMatchObject({
      error: {
        description: expect.any(String),
        metadata: { order_id: orderId, payment_id: expect.stringMatching(/^pay_/) },
      },
    });
    button('Close').click();
    expect(ondismiss).toHaveBeenCalledOnce();
    expect(document.querySelector('[data-razorpay-standin]')).toBeNull();
  });
});
