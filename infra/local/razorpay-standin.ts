import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { checkoutScript } from './razorpay-standin-checkout.js';

/**
 * A local stand-in for Razorpay, with the same API shape for what the site uses:
 *   POST /v1/orders, GET /v1/orders/:id     basic auth key_id:key_secret, Razorpay's entities and errors
 *   POST /v1/payments/:id/refund            a refund of a payment made here (all that is left, or `amount`
 *                                           paise), `pending` at once; then the signed `refund.processed`
 *                                           webhook, or `refund.failed` when its notes ask for it
 *                                           ({ standin: 'fail' }, or a reason with [standin:fail]); a reason
 *                                           with [standin:quiet] settles it without a webhook (one lost on
 *                                           the way), [standin:hold] leaves it pending. A second request
 *                                           with the same X-Refund-Idempotency key answers the same refund
 *                                           (a different body with it is refused, as Razorpay does)
 *   GET  /v1/payments/:id/refunds/:refundId the refund as it stands now
 *   GET  /v1/payments/:id/refunds           its refunds, newest first, `count` (at most 100) after `skip`
 *   GET  /checkout.js                       window.Razorpay with Razorpay's interface; open() shows an
 *                                           overlay with the amount and Pay / Fail payment / ×
 *   POST /standin/orders/:id/pay | /fail    what the overlay's buttons call: the payment result signed
 *                                           with the key secret as Razorpay signs it, and the matching
 *                                           webhooks (order.paid + payment.captured, or payment.failed)
 *                                           signed with the webhook secret, sent to the local API
 * It listens on loopback only and holds its orders in memory.
 */
export interface StandinOptions {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  port?: number;
}

export interface RunningStandin {
  url: string;
  /** Where webhooks go (the local API's /api/razorpay/webhook); none are sent until it is set. */
  setWebhookTarget(url: string): void;
  /** Resolves when every webhook sent so far has been answered. */
  webhooksDelivered(): Promise<void>;
  stop(): Promise<void>;
}

interface Order {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string | null;
  offer_id: null;
  status: 'created' | 'attempted' | 'paid';
  attempts: number;
  notes: Record<string, string>;
  created_at: number;
}

const id = (prefix: string) =>
  `${prefix}_${randomBytes(10)
    .toString('base64url')
    .replace(/[^A-Za-z0-9]/g, '')
    .padEnd(14, '0')
    .slice(0, 14)}`;
const now = () => Math.floor(Date.now() / 1000);
const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
  'access-control-allow-headers': 'content-type',
};

function reply(res: ServerResponse, status: number, payload: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(payload));
}

function error(res: ServerResponse, status: number, description: string, headers: Record<string, string> = {}) {
  reply(
    res,
    status,
    { error: { code: 'BAD_REQUEST_ERROR', description, source: 'NA', step: 'NA', reason: 'NA', metadata: {} } },
    headers,
  );
}

async function readJson(req: IncomingMessage): Promise<Record<string, unknown> | undefined> {
  const chunks: Buffer[] = [];
  for await (const chunk of req as AsyncIterable<Buffer>) chunks.push(chunk);
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text) return {};
  try {
    const value = JSON.parse(text) as unknown;
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

export async function startRazorpayStandin(options: StandinOptions): Promise<RunningStandin> {
  const orders = new Map<string, Order>();
  // A payment's refunds by Razorpay's id, oldest first; and the idempotency keys it was asked with.
  const payments = new Map<
    string,
    {
      entity: Record<string, unknown>;
      refunded: number;
      refunds: Map<string, Record<string, unknown>>;
      keys: Map<string, { body: string; refund: Record<string, unknown> }>;
    }
  >();
  const pending = new Set<Promise<unknown>>();
  let webhookTarget: string | undefined;
  let baseUrl = '';
  const expectedAuth = `Basic ${Buffer.from(`${options.keyId}:${options.keySecret}`).toString('base64')}`;

  const sendWebhook = (event: string, payload: Record<string, unknown>) => {
    if (!webhookTarget) return;
    const body = JSON.stringify({
      entity: 'event',
      account_id: 'acc_standin',
      event,
      contains: Object.keys(payload),
      payload,
      created_at: now(),
    });
    const delivery = fetch(webhookTarget, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-event-id': id('evt'),
        'x-razorpay-signature': createHmac('sha256', options.webhookSecret).update(body).digest('hex'),
      },
      body,
    }).catch((failure: unknown) => console.error(`[razorpay stand-in] webhook ${event} not delivered:`, failure));
    pending.add(delivery);
    void delivery.finally(() => pending.delete(delivery));
  };

  const paymentEntity = (order: Order, paymentId: string, status: 'captured' | 'failed') => ({
    id: paymentId,
    entity: 'payment',
    amount: order.amount,
    currency: order.currency,
    status,
    order_id: order.id,
    method: 'card',
    captured: status === 'captured',
    description: null,
    notes: order.notes,
    ...(status === 'failed'
      ? {
          error_code: 'BAD_REQUEST_ERROR',
          error_description: 'Payment failed (stand-in: "Fail payment" was chosen)',
          error_source: 'customer',
          error_step: 'payment_authentication',
          error_reason: 'payment_failed',
        }
      : { error_code: null, error_description: null }),
    created_at: now(),
  });

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const method = req.method ?? 'GET';
    if (method === 'OPTIONS') return void res.writeHead(204, CORS).end();

    if (method === 'GET' && url.pathname === '/checkout.js') {
      res.writeHead(200, {
        'content-type': 'application/javascript; charset=utf-8',
        'cache-control': 'no-store',
        ...CORS,
      });
      return void res.end(checkoutScript({ baseUrl, keyId: options.keyId }));
    }

    const standin = /^\/standin\/orders\/([A-Za-z0-9_]+)\/(pay|fail)$/.exec(url.pathname);
    if (method === 'POST' && standin) {
      const order = orders.get(standin[1]!);
      if (!order) return error(res, 404, 'The id provided does not exist', CORS);
      const paymentId = id('pay');
      order.attempts += 1;
      if (standin[2] === 'fail') {
        if (order.status !== 'paid') order.status = 'attempted';
        sendWebhook('payment.failed', { payment: { entity: paymentEntity(order, paymentId, 'failed') } });
        return reply(
          res,
          200,
          {
            error: {
              code: 'BAD_REQUEST_ERROR',
              description: 'Payment failed',
              source: 'customer',
              step: 'payment_authentication',
              reason: 'payment_failed',
              metadata: { order_id: order.id, payment_id: paymentId },
            },
          },
          CORS,
        );
      }
      if (order.status === 'paid') return error(res, 400, 'Order is already paid', CORS);
      Object.assign(order, { status: 'paid', amount_paid: order.amount, amount_due: 0 });
      const payment = paymentEntity(order, paymentId, 'captured');
      payments.set(paymentId, { entity: payment, refunded: 0, refunds: new Map(), keys: new Map() });
      sendWebhook('payment.captured', { payment: { entity: payment } });
      sendWebhook('order.paid', { payment: { entity: payment }, order: { entity: order } });
      const signature = createHmac('sha256', options.keySecret).update(`${order.id}|${paymentId}`).digest('hex');
      return reply(
        res,
        200,
        { razorpay_payment_id: paymentId, razorpay_order_id: order.id, razorpay_signature: signature },
        CORS,
      );
    }

    if (!url.pathname.startsWith('/v1/')) return error(res, 404, 'The requested URL was not found on the server.');
    if (req.headers.authorization !== expectedAuth) return error(res, 401, 'Authentication failed');

    if (method === 'POST' && url.pathname === '/v1/orders') {
      const body = await readJson(req);
      const amount = body?.amount;
      if (!body || typeof amount !== 'number' || !Number.isInteger(amount) || amount < 100)
        return error(res, 400, 'The amount must be atleast INR 1.00');
      if (body.currency !== undefined && body.currency !== 'INR') return error(res, 400, 'Currency is not supported');
      const receipt = typeof body.receipt === 'string' ? body.receipt : null;
      if (receipt && receipt.length > 40) return error(res, 400, 'receipt: the length must be no more than 40.');
      const order: Order = {
        id: id('order'),
        entity: 'order',
        amount,
        amount_paid: 0,
        amount_due: amount,
        currency: 'INR',
        receipt,
        offer_id: null,
        status: 'created',
        attempts: 0,
        notes: (body.notes as Record<string, string> | undefined) ?? {},
        created_at: now(),
      };
      orders.set(order.id, order);
      return reply(res, 200, order);
    }
    const refundOf = /^\/v1\/payments\/([A-Za-z0-9_]+)\/refund$/.exec(url.pathname);
    if (method === 'POST' && refundOf) {
      const payment = payments.get(refundOf[1]!);
      if (!payment) return error(res, 400, 'The id provided does not exist');
      const body = await readJson(req);
      if (!body) return error(res, 400, 'The request body is not valid JSON');
      const receipt = typeof body.receipt === 'string' ? body.receipt : undefined;
      const key = req.headers['x-refund-idempotency'];
      const earlier = typeof key === 'string' ? payment.keys.get(key) : undefined;
      if (earlier && earlier.body !== JSON.stringify(body))
        return error(res, 400, 'Different request with the same idempotency key has already been processed.');
      if (earlier) return reply(res, 200, earlier.refund);
      const left = (payment.entity.amount as number) - payment.refunded;
      const amount = body.amount === undefined ? left : body.amount;
      if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 100)
        return error(res, 400, 'The amount must be atleast INR 1.00');
      if (amount > left) return error(res, 400, 'The refund amount provided is greater than amount captured');
      const notes = (body.notes as Record<string, string> | undefined) ?? {};
      const refund: Record<string, unknown> = {
        id: id('rfnd'),
        entity: 'refund',
        amount,
        currency: 'INR',
        payment_id: refundOf[1],
        notes,
        receipt: receipt ?? null,
        acquirer_data: { arn: null },
        created_at: now(),
        batch_id: null,
        status: 'pending',
        speed_processed: 'normal',
        speed_requested: 'normal',
      };
      payment.refunded += amount;
      payment.refunds.set(refund.id as string, refund);
      if (typeof key === 'string') payment.keys.set(key, { body: JSON.stringify(body), refund });
      const asked = (knob: string) =>
        notes.standin === knob || String(notes.reason ?? '').includes(`[standin:${knob}]`);
      const fails = asked('fail');
      // Razorpay settles a refund later and says so by webhook; the stand-in does it a moment later.
      if (!asked('hold')) {
        setTimeout(() => {
          if (fails) payment.refunded -= amount;
          refund.status = fails ? 'failed' : 'processed';
          if (!asked('quiet'))
            sendWebhook(fails ? 'refund.failed' : 'refund.processed', {
              refund: { entity: { ...refund } },
              payment: { entity: payment.entity },
            });
        }, 50);
      }
      return reply(res, 200, { ...refund });
    }
    const refundsOf = /^\/v1\/payments\/([A-Za-z0-9_]+)\/refunds(?:\/([A-Za-z0-9_]+))?$/.exec(url.pathname);
    if (method === 'GET' && refundsOf) {
      const payment = payments.get(refundsOf[1]!);
      if (!payment) return error(res, 400, 'The id provided does not exist');
      if (refundsOf[2]) {
        const refund = payment.refunds.get(refundsOf[2]);
        return refund ? reply(res, 200, { ...refund }) : error(res, 400, 'The id provided does not exist');
      }
      const count = Math.min(100, Number(url.searchParams.get('count') ?? 10) || 10);
      const skip = Number(url.searchParams.get('skip') ?? 0) || 0;
      const items = [...payment.refunds.values()]
        .reverse()
        .slice(skip, skip + count)
        .map((refund) => ({ ...refund }));
      return reply(res, 200, { entity: 'collection', count: items.length, items });
    }
    const get = /^\/v1\/orders\/([A-Za-z0-9_]+)$/.exec(url.pathname);
    if (method === 'GET' && get) {
      const order = orders.get(get[1]!);
      return order ? reply(res, 200, order) : error(res, 400, 'The id provided does not exist');
    }
    return error(res, 404, 'The requested URL was not found on the server.');
  };

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((failure: unknown) => {
      console.error('[razorpay stand-in]', failure);
      if (!res.headersSent) error(res, 500, 'Stand-in failure');
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  baseUrl = `http://127.0.0.1:${(server.address() as { port: number }).port}`;

  return {
    url: baseUrl,
    setWebhookTarget: (target) => void (webhookTarget = target),
    webhooksDelivered: async () => {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
