import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRazorpayStandin, type RunningStandin } from '../../infra/local/razorpay-standin.js';

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
  return import('../../functions/lib/razorpay.js');
}

describe('Razorpay client', () => {
  it('creates orders at the configured base URL with basic auth', async () => {
    const { createGatewayOrder } = await freshClient(standin.url);
    const { order, keyId } = await createGatewayOrder({ amountPaise: 1024200, receipt: 'PAYMENT1', notes: { course: 'gpsc' } });
    expect(keyId).toBe('rzp_test_unit');
    expect(order).toMatchObject({ id: expect.stringMatching(/^order_/), amount: 1024200, currency: 'INR' });
  });

  it('gives up with GatewayUnavailable when nothing listens', async () => {
    const { createGatewayOrder, GatewayUnavailable } = await freshClient('http://127.0.0.1:1');
    await expect(createGatewayOrder({ amountPaise: 100, receipt: 'x', notes: {} })).rejects.toBeInstanceOf(GatewayUnavailable);
  });

  it('times out a gateway that never answers, after one retry', async () => {
    const { createGatewayOrder, GatewayUnavailable, RAZORPAY_TIMEOUT_MS } = await freshClient(silentUrl);
    const started = Date.now();
    await expect(createGatewayOrder({ amountPaise: 100, receipt: 'x', notes: {} })).rejects.toBeInstanceOf(GatewayUnavailable);
    expect(Date.now() - started).toBeLessThan(RAZORPAY_TIMEOUT_MS * 2 + 3000);
    expect(requestsToSilent).toBe(2);
  }, 20_000);

  it('does not retry a refusal (wrong keys)', async () => {
    process.env.RAZORPAY_KEY_SECRET = 'wrong';
    const { createGatewayOrder, GatewayUnavailable } = await freshClient(standin.url);
    await expect(createGatewayOrder({ amountPaise: 100, receipt: 'x', notes: {} })).rejects.toBeInstanceOf(GatewayUnavailable);
    process.env.RAZORPAY_KEY_SECRET = keys.keySecret;
  });
});

describe('signatures', () => {
  it('checks the checkout signature in constant time against order_id|payment_id', async () => {
    const { checkoutSignatureValid, hmacHex } = await import('../../functions/lib/razorpay-signature.js');
    const good = hmacHex(keys.keySecret, 'order_A|pay_B');
    expect(await checkoutSignatureValid('order_A', 'pay_B', good)).toBe(true);
    expect(await checkoutSignatureValid('order_A', 'pay_B', good.toUpperCase())).toBe(true);
    expect(await checkoutSignatureValid('order_A', 'pay_C', good)).toBe(false);
    expect(await checkoutSignatureValid('order_A', 'pay_B', good.slice(0, 62))).toBe(false);
    expect(await checkoutSignatureValid('order_A', 'pay_B', undefined)).toBe(false);
    expect(await checkoutSignatureValid('order_A', 'pay_B', 'zz')).toBe(false);
  });
});
