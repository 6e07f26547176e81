import { createHmac, timingSafeEqual } from 'node:crypto';
import Razorpay from 'razorpay';
import { razorpayApiUrl, razorpayKeys, type RazorpayKeys } from './payment-settings.js';

/**
 * The Razorpay client (the `razorpay` package) and the signature checks. razorpay-node hard-codes
 * its host in the axios instance it builds (`api.rq`), so the base URL and a timeout are set on that
 * instance: Razorpay in AWS, the local stand-in when RAZORPAY_API_URL is set.
 */
export const RAZORPAY_TIMEOUT_MS = 4_000;
const ATTEMPTS = 2;

interface AxiosLike {
  defaults: { baseURL?: string; timeout?: number };
}

let cached: { keys: RazorpayKeys; client: Razorpay } | undefined;

async function client(): Promise<{ keys: RazorpayKeys; client: Razorpay }> {
  const keys = await razorpayKeys();
  if (!cached || cached.keys.keyId !== keys.keyId || cached.keys.keySecret !== keys.keySecret) {
    const instance = new Razorpay({ key_id: keys.keyId, key_secret: keys.keySecret });
    const rq = (instance as unknown as { api: { rq: AxiosLike } }).api.rq;
    rq.defaults.baseURL = razorpayApiUrl();
    rq.defaults.timeout = RAZORPAY_TIMEOUT_MS;
    cached = { keys, client: instance };
  }
  return cached;
}

export interface GatewayOrder {
  id: string;
  amount: number;
  currency: string;
}

export class GatewayUnavailable extends Error {
  override name = 'GatewayUnavailable';
}

/** razorpay-node rejects with {statusCode, error} for an HTTP reply, or a TypeError when there was none. */
function isRetryable(error: unknown): boolean {
  const status = (error as { statusCode?: number } | null)?.statusCode;
  return status === undefined || status >= 500 || status === 429;
}

/**
 * Creates an order. Bounded in time (RAZORPAY_TIMEOUT_MS per attempt, two attempts on a timeout or a
 * 5xx). A retry may leave an extra unpaid order at Razorpay; that is harmless: only the order id we
 * store can ever be verified, and an unpaid order expires there.
 */
export async function createGatewayOrder(input: { amountPaise: number; receipt: string; notes: Record<string, string> }): Promise<{ order: GatewayOrder; keyId: string }> {
  const { keys, client: razorpay } = await client();
  let lastError: unknown;
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    try {
      const order = await razorpay.orders.create({ amount: input.amountPaise, currency: 'INR', receipt: input.receipt, notes: input.notes });
      return { order: { id: order.id, amount: Number(order.amount), currency: order.currency }, keyId: keys.keyId };
    } catch (error) {
      lastError = error;
      if (!isRetryable(error)) break;
    }
  }
  throw new GatewayUnavailable(`Razorpay order creation failed: ${JSON.stringify((lastError as { error?: unknown })?.error ?? String(lastError))}`, { cause: lastError });
}

export function hmacHex(secret: string, message: string): string {
  return createHmac('sha256', secret).update(message, 'utf8').digest('hex');
}

/** Constant-time comparison of a hex signature against the expected one. */
export function signatureMatches(expectedHex: string, givenHex: string | undefined): boolean {
  if (!givenHex || !/^[0-9a-f]+$/i.test(givenHex)) return false;
  const expected = Buffer.from(expectedHex, 'hex');
  const given = Buffer.from(givenHex.toLowerCase(), 'hex');
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** Checkout's signature: HMAC-SHA256 of `order_id|payment_id` with the key secret. */
export async function checkoutSignatureValid(orderId: string, paymentId: string, signature: string | undefined): Promise<boolean> {
  const { keySecret } = await razorpayKeys();
  return signatureMatches(hmacHex(keySecret, `${orderId}|${paymentId}`), signature);
}
