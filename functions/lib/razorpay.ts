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

type Send = (
  method: 'GET' | 'POST',
  url: string,
  data?: Record<string, unknown>,
  headers?: Record<string, string>,
) => Promise<unknown>;

function sender(keys: RazorpayKeys): Send {
  const base = `${razorpayApiUrl().replace(/\/$/, '')}/v1`;
  const authorization = `Basic ${Buffer.from(`${keys.keyId}:${keys.keySecret}`).toString('base64')}`;
  return async (method, url, data, headers = {}) => {
    let response: Response;
    try {
      response = await fetch(`${base}${url}`, {
        method,
        headers: { authorization, ...(method === 'POST' ? { 'content-type': 'application/json' } : {}), ...headers },
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
}

function transport(keys: RazorpayKeys): RazorpayTransport {
  const send = sender(keys);
  return { get: ({ url }) => send('GET', url), post: ({ url, data }) => send('POST', url, data) };
}

export interface GatewayOrder {
  id: string;
  amount: number;
  currency: string;
}

const isRetryable = (error: unknown) =>
  !(error instanceof GatewayError) ||
  error.statusCode === undefined ||
  error.statusCode >= 500 ||
  error.statusCode === 429;

/**
 * Creates an order. Bounded in time (RAZORPAY_TIMEOUT_MS per attempt, two attempts on a timeout, a
 * network error or a 5xx). A retry may leave an extra unpaid order at Razorpay; that is harmless:
 * only the order id we store can ever be verified, and an unpaid order expires there.
 */
export async function createGatewayOrder(input: {
  amountPaise: number;
  receipt: string;
  notes: Record<string, string>;
}): Promise<{ order: GatewayOrder; keyId: string }> {
  const keys = await razorpayKeys();
  const orders = ordersResource(transport(keys));
  let lastError: unknown;
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    try {
      const order = await orders.create({
        amount: input.amountPaise,
        currency: 'INR',
        receipt: input.receipt,
        notes: input.notes,
      });
      return { order: { id: order.id, amount: Number(order.amount), currency: order.currency }, keyId: keys.keyId };
    } catch (error) {
      lastError = error;
      if (!isRetryable(error)) break;
    }
  }
  throw new GatewayUnavailable(
    `Razorpay order creation failed: ${(lastError as Error)?.message ?? String(lastError)}`,
    { cause: lastError },
  );
}

export interface GatewayRefund {
  id: string;
  amount: number;
  status: 'pending' | 'processed' | 'failed';
  /** Our refund id, as we sent it. */
  receipt: string | null;
}

const toGatewayRefund = (refund: Record<string, unknown>): GatewayRefund => ({
  id: refund.id as string,
  amount: Number(refund.amount),
  status: refund.status as GatewayRefund['status'],
  receipt: (refund.receipt as string | null | undefined) ?? null,
});

/**
 * One Razorpay call, bounded like an order's (two attempts on a timeout, a network error or a 5xx). A
 * refusal (4xx) is thrown as the GatewayError it is; anything else ends as GatewayUnavailable.
 */
async function refundsCall<T>(what: string, call: (send: Send) => Promise<T>): Promise<T> {
  const send = sender(await razorpayKeys());
  let lastError: unknown;
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    try {
      return await call(send);
    } catch (error) {
      lastError = error;
      if (!isRetryable(error)) break;
    }
  }
  if (lastError instanceof GatewayError && lastError.statusCode !== undefined && lastError.statusCode < 500)
    throw lastError;
  throw new GatewayUnavailable(`Razorpay ${what} failed: ${(lastError as Error)?.message ?? String(lastError)}`, {
    cause: lastError,
  });
}

/**
 * Refunds `amountPaise` of a captured payment (POST /v1/payments/:id/refund). `receipt` is our refund's
 * id: Razorpay keeps it with the refund (so the refund can be found by it later), and it is also the
 * X-Refund-Idempotency key, so the retry after a lost reply is answered with the refund already made,
 * never a second one. Razorpay answers `pending` and settles the refund later (the `refund.processed`
 * or `refund.failed` webhook); it may also answer `processed` at once.
 */
export function createGatewayRefund(input: {
  gatewayPaymentId: string;
  amountPaise: number;
  receipt: string;
  notes: Record<string, string>;
}): Promise<GatewayRefund> {
  return refundsCall('refund', async (send) =>
    toGatewayRefund(
      (await send(
        'POST',
        `/payments/${encodeURIComponent(input.gatewayPaymentId)}/refund`,
        { amount: input.amountPaise, speed: 'normal', receipt: input.receipt, notes: input.notes },
        { 'x-refund-idempotency': input.receipt },
      )) as Record<string, unknown>,
    ),
  );
}

/** A refund's state at Razorpay (GET /v1/payments/:id/refunds/:refundId): what a lost webhook would have said. */
export function fetchGatewayRefund(gatewayPaymentId: string, gatewayRefundId: string): Promise<GatewayRefund> {
  return refundsCall('refund lookup', async (send) =>
    toGatewayRefund(
      (await send(
        'GET',
        `/payments/${encodeURIComponent(gatewayPaymentId)}/refunds/${encodeURIComponent(gatewayRefundId)}`,
      )) as Record<string, unknown>,
    ),
  );
}

const REFUNDS_PAGE = 100;

/**
 * The payment's refund at Razorpay that carries our refund id as its receipt, if Razorpay has one
 * (GET /v1/payments/:id/refunds, a hundred at a time): after a crash between asking for a refund and
 * recording Razorpay's answer, the only way to learn whether it was made.
 */
export function findGatewayRefundByReceipt(
  gatewayPaymentId: string,
  receipt: string,
): Promise<GatewayRefund | undefined> {
  return refundsCall('refund search', async (send) => {
    for (let skip = 0; ; skip += REFUNDS_PAGE) {
      const page = (await send(
        'GET',
        `/payments/${encodeURIComponent(gatewayPaymentId)}/refunds?count=${REFUNDS_PAGE}&skip=${skip}`,
      )) as { items?: Record<string, unknown>[] };
      const items = page.items ?? [];
      const found = items.find((item) => item.receipt === receipt);
      if (found) return toGatewayRefund(found);
      if (items.length < REFUNDS_PAGE) return undefined;
    }
  });
}
