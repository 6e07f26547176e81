import ordersResource, { type RazorpayTransport } from 'razorpay/dist/resources/orders.js';
import { razorpayApiUrl, razorpayKeys, type RazorpayKeys } from './payment-settings.js';

/**
 * Razorpay orders through the `razorpay` package's orders resource (its request shapes and
 * defaults), over a small fetch transport instead of the package's axios client: axios and the
 * MIME database it pulls in would push this function past its 600 KB bundle budget. The transport
 * speaks to Razorpay in AWS and to the local stand-in when RAZORPAY_API_URL is set, with basic auth,
 * a timeout per attempt, and errors shaped as razorpay-node shapes them ({statusCode, error}).
 */
export const RAZORPAY_TIMEOUT_MS = 4_000;
const ATTEMPTS = 2;

export class GatewayError extends Error {
  override name = 'GatewayError';
  constructor(
    readonly statusCode: number | undefined,
    readonly error: unknown,
    options?: { cause?: unknown },
  ) {
    super(`Razorpay ${statusCode ?? 'no reply'}: ${JSON.stringify(error)}`, options);
  }
}

export class GatewayUnavailable extends Error {
  override name = 'GatewayUnavailable';
}

function transport(keys: RazorpayKeys): RazorpayTransport {
  const base = `${razorpayApiUrl().replace(/\/$/, '')}/v1`;
  const authorization = `Basic ${Buffer.from(`${keys.keyId}:${keys.keySecret}`).toString('base64')}`;
  const send = async (method: 'GET' | 'POST', url: string, data?: Record<string, unknown>) => {
    let response: Response;
    try {
      response = await fetch(`${base}${url}`, {
        method,
        headers: { authorization, ...(method === 'POST' ? { 'content-type': 'application/json' } : {}) },
        body: method === 'POST' ? JSON.stringify(data ?? {}) : undefined,
        signal: AbortSignal.timeout(RAZORPAY_TIMEOUT_MS),
      });
    } catch (cause) {
      throw new GatewayError(undefined, String(cause), { cause });
    }
    const body = (await response.json().catch(() => ({}))) as { error?: unknown };
    if (!response.ok) throw new GatewayError(response.status, body.error ?? body);
    return body;
  };
  return { get: ({ url }) => send('GET', url), post: ({ url, data }) => send('POST', url, data) };
}

export interface GatewayOrder {
  id: string;
  amount: number;
  currency: string;
}

const isRetryable = (error: unknown) => !(error instanceof GatewayError) || error.statusCode === undefined || error.statusCode >= 500 || error.statusCode === 429;

/**
 * Creates an order. Bounded in time (RAZORPAY_TIMEOUT_MS per attempt, two attempts on a timeout, a
 * network error or a 5xx). A retry may leave an extra unpaid order at Razorpay; that is harmless:
 * only the order id we store can ever be verified, and an unpaid order expires there.
 */
export async function createGatewayOrder(input: { amountPaise: number; receipt: string; notes: Record<string, string> }): Promise<{ order: GatewayOrder; keyId: string }> {
  const keys = await razorpayKeys();
  const orders = ordersResource(transport(keys));
  let lastError: unknown;
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    try {
      const order = await orders.create({ amount: input.amountPaise, currency: 'INR', receipt: input.receipt, notes: input.notes });
      return { order: { id: order.id, amount: Number(order.amount), currency: order.currency }, keyId: keys.keyId };
    } catch (error) {
      lastError = error;
      if (!isRetryable(error)) break;
    }
  }
  throw new GatewayUnavailable(`Razorpay order creation failed: ${(lastError as Error)?.message ?? String(lastError)}`, { cause: lastError });
}

export interface GatewayRefund {
  id: string;
  amount: number;
  status: 'pending' | 'processed' | 'failed';
}

/**
 * Refunds `amountPaise` of a captured payment (POST /v1/payments/:id/refund). `receipt` is our refund's
 * id: Razorpay keeps it with the refund, and a request sent again with it is answered by the refund
 * already made, so a retry after a lost reply never refunds twice. Razorpay answers `pending` and
 * settles the refund later (the `refund.processed` or `refund.failed` webhook); it may also answer
 * `processed` at once.
 */
export async function createGatewayRefund(input: { gatewayPaymentId: string; amountPaise: number; receipt: string; notes: Record<string, string> }): Promise<GatewayRefund> {
  const keys = await razorpayKeys();
  const send = transport(keys);
  let lastError: unknown;
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    try {
      const refund = (await send.post({
        url: `/payments/${encodeURIComponent(input.gatewayPaymentId)}/refund`,
        data: { amount: input.amountPaise, speed: 'normal', receipt: input.receipt, notes: input.notes },
      })) as { id: string; amount: number; status: GatewayRefund['status'] };
      return { id: refund.id, amount: Number(refund.amount), status: refund.status };
    } catch (error) {
      lastError = error;
      if (!isRetryable(error)) break;
    }
  }
  if (lastError instanceof GatewayError && lastError.statusCode !== undefined && lastError.statusCode < 500) throw lastError;
  throw new GatewayUnavailable(`Razorpay refund failed: ${(lastError as Error)?.message ?? String(lastError)}`, { cause: lastError });
}
