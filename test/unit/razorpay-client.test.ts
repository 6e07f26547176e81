import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRazorpayStandin, type RunningStandin } from '#infra/local/razorpay-standin.js';

/** The razorpay package pointed at the stand-in, at a port that refuses, and at one that never answers. */
let standin: RunningStandin;
let silent: Server;
let silentUrl: string;
let requestsToSilent = 0;
const keys = { keyId: 'rzp_test_unit', keySecret: 'unit-secret', webhookSecret: 'unit-webhook' };

beforeAll(async () => {
  standin = await startRazorpayStandin(keys);
  silent = createServer(() => void requestsToSilent++);
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', () => resolve()));
  silentUrl = `http://127.0.0.1:${(silent.address() as { port: number }).port}`;
  Object.assign(process.env, { RAZORPAY_KEY_ID: keys.keyId, RAZORPAY_KEY_SECRET: keys.keySecret });
});

afterAll(async () => {
  await standin.stop();
  silent.closeAllConnections();
  await new Promise((resolve) => silent.close(resolve));
});

async function freshClient(apiUrl: string) {
  process.env.RAZORPAY_API_URL = apiUrl;
  const { vi } = await import('vitest');
  vi.resetModules();
  return import('#lib/razorpay.js');
}

describe('Razorpay client', () => {
  it('creates orders at the configured base URL with basic auth', async () => {
    const { createGatewayOrder } = await freshClient(standin.url);
    const { order, keyId } = await createGatewayOrder({
      amountPaise: 1024200,
      receipt: 'PAYMENT1',
      notes: { course: 'gpsc' },
    });
    expect(keyId).toBe('rzp_test_unit');
    expect(order).toMatchObject({ id: expect.stringMatching(/^order_/), amount: 1024200, currency: 'INR' });
  });

  it('gives up with GatewayUnavailable when nothing listens', async () => {
    const { createGatewayOrder, GatewayUnavailable } = await freshClient('http://127.0.0.1:1');
    await expect(createGatewayOrder({ amountPaise: 100, receipt: 'x', notes: {} })).rejects.toBeInstanceOf(
      GatewayUnavailable,
    );
  });

  it('times out a gateway that never answers, after one retry', async () => {
    const { createGatewayOrder, GatewayUnavailable, RAZORPAY_TIMEOUT_MS } = await freshClient(silentUrl);
    const started = Date.now();
    await expect(createGatewayOrder({ amountPaise: 100, receipt: 'x', notes: {} })).rejects.toBeInstanceOf(
      GatewayUnavailable,
    );
    expect(Date.now() - started).toBeLessThan(RAZORPAY_TIMEOUT_MS * 2 + 3000);
    expect(requestsToSilent).toBe(2);
  }, 20_000);

  it('does not retry a refusal (wrong keys)', async () => {
    process.env.RAZORPAY_KEY_SECRET = 'wrong';
    const { createGatewayOrder, GatewayUnavailable } = await freshClient(standin.url);
    await expect(createGatewayOrder({ amountPaise: 100, receipt: 'x', notes: {} })).rejects.toBeInstanceOf(
      GatewayUnavailable,
    );
    process.env.RAZORPAY_KEY_SECRET = keys.keySecret;
  });
});

describe('Razorpay refunds', () => {
  /** A payment made at the stand-in, as its checkout makes one. */
  async function paidPayment(amountPaise: number): Promise<string> {
    const { createGatewayOrder } = await freshClient(standin.url);
    const { order } = await createGatewayOrder({ amountPaise, receipt: 'PAYMENT2', notes: {} });
    const paid = (await (await fetch(`${standin.url}/standin/orders/${order.id}/pay`, { method: 'POST' })).json()) as {
      razorpay_payment_id: string;
    };
    return paid.razorpay_payment_id;
  }

  it('makes a refund once per idempotency key (our refund id): the same request again answers it, a different one with the key is refused', async () => {
    const payment = await paidPayment(50_000);
    const { createGatewayRefund, GatewayError } = await freshClient(standin.url);
    const request = {
      gatewayPaymentId: payment,
      amountPaise: 10_000,
      receipt: '01KAREFUNDAAAAAAAAAAAAAAAA',
      notes: { reason: 'Twice [standin:hold]' },
    };
    const first = await createGatewayRefund(request);
    expect(first).toMatchObject({
      id: expect.stringMatching(/^rfnd_/),
      amount: 10_000,
      status: 'pending',
      receipt: request.receipt,
    });
    expect((await createGatewayRefund(request)).id).toBe(first.id);
    await expect(createGatewayRefund({ ...request, amountPaise: 20_000 })).rejects.toBeInstanceOf(GatewayError);
  });

  it("reads a refund's state as it stands, and finds a refund by our receipt on any page of the payment's refunds", async () => {
    const payment = await paidPayment(20_000);
    const { createGatewayRefund, fetchGatewayRefund, findGatewayRefundByReceipt } = await freshClient(standin.url);
    const quiet = await createGatewayRefund({
      gatewayPaymentId: payment,
      amountPaise: 100,
      receipt: 'FIRST',
      notes: { reason: 'No webhook [standin:quiet]' },
    });
    await expect.poll(async () => (await fetchGatewayRefund(payment, quiet.id)).status).toBe('processed');
    for (let i = 0; i < 104; i++)
      await createGatewayRefund({
        gatewayPaymentId: payment,
        amountPaise: 100,
        receipt: `MORE${i}`,
        notes: { reason: '[standin:hold]' },
      });
    // Newest first, a hundred a page: the first refund is on the second page.
    expect(await findGatewayRefundByReceipt(payment, 'FIRST')).toMatchObject({
      id: quiet.id,
      status: 'processed',
      receipt: 'FIRST',
    });
    expect(await findGatewayRefundByReceipt(payment, 'MORE103')).toMatchObject({ amount: 100, status: 'pending' });
    expect(await findGatewayRefundByReceipt(payment, 'NEVER-MADE')).toBeUndefined();
  });
});

describe('signatures', () => {
  it('checks the checkout signature in constant time against order_id|payment_id', async () => {
    const { checkoutSignatureValid, hmacHex } = await import('#lib/razorpay-signature.js');
    const good = hmacHex(keys.keySecret, 'order_A|pay_B');
    expect(await checkoutSignatureValid('order_A', 'pay_B', good)).toBe(true);
    expect(await checkoutSignatureValid('order_A', 'pay_B', good.toUpperCase())).toBe(true);
    expect(await checkoutSignatureValid('order_A', 'pay_C', good)).toBe(false);
    expect(await checkoutSignatureValid('order_A', 'pay_B', good.slice(0, 62))).toBe(false);
    expect(await checkoutSignatureValid('order_A', 'pay_B', undefined)).toBe(false);
    expect(await checkoutSignatureValid('order_A', 'pay_B', 'zz')).toBe(false);
  });
});
