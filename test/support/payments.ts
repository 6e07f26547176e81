import { createHmac, randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { api, freshAddress } from './api.js';

/** Helpers for the card-payment tests: orders through the API, results signed as Razorpay signs them. */
export interface OrderReply {
  key: string;
  amount: number;
  amountPaise: number;
  currency: string;
  orderId: string;
  checkoutScriptUrl: string;
}

/** A mobile number no other order in this run used, so the per-mobile order limit does not ration the tests. */
export const freshMobile = () => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;

/** Where printed material goes: an order that buys it must say (the helper adds it when a test does not). */
export const DELIVERY = {
  deliveryAddress: '12, Shanti Nagar Society, Near Bus Stand, Mehsana',
  pinCode: '384002',
  email: 'asha.patel@example.com',
} as const;

export async function createOrder(body: Record<string, unknown> = {}): Promise<OrderReply> {
  const delivery = body.includeMaterial === true && !('deliveryAddress' in body) ? DELIVERY : {};
  const reply = await api<OrderReply>('POST', '/api/create-order', {
    body: { course: 'gpsc', name: 'Asha Patel', mobile: freshMobile(), ...delivery, ...body },
    from: freshAddress(),
  });
  if (reply.status !== 200) throw new Error(`create-order failed: ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body;
}

export const gatewayPaymentId = () => `pay_${randomBytes(7).toString('hex')}`;

/** What Checkout hands the browser after a successful payment. */
export function checkoutResult(orderId: string, paymentId = gatewayPaymentId()) {
  const signature = createHmac('sha256', inject('razorpay').keySecret).update(`${orderId}|${paymentId}`).digest('hex');
  return { razorpay_order_id: orderId, razorpay_payment_id: paymentId, razorpay_signature: signature };
}

export function verify(result: Record<string, unknown>) {
  return api<{ receiptNumber: string; receiptToken: string }>('POST', '/api/verify-payment', { body: result });
}

export function webhookBody(
  event: 'order.paid' | 'payment.captured' | 'payment.failed' | string,
  order: { orderId: string; amountPaise: number },
  paymentId: string,
): string {
  const payment = {
    id: paymentId,
    entity: 'payment',
    amount: order.amountPaise,
    currency: 'INR',
    status: event === 'payment.failed' ? 'failed' : 'captured',
    order_id: order.orderId,
    method: 'card',
    ...(event === 'payment.failed' ? { error_description: 'Card declined' } : {}),
  };
  const payload: Record<string, unknown> = { payment: { entity: payment } };
  if (event === 'order.paid')
    payload.order = { entity: { id: order.orderId, entity: 'order', amount: order.amountPaise, status: 'paid' } };
  return JSON.stringify({
    entity: 'event',
    account_id: 'acc_test',
    event,
    contains: Object.keys(payload),
    payload,
    created_at: Math.floor(Date.now() / 1000),
  });
}

export function sendWebhook(
  rawBody: string,
  options: { eventId?: string; secret?: string; signature?: string; contentType?: string; base64?: boolean } = {},
) {
  const signature =
    options.signature ??
    createHmac('sha256', options.secret ?? inject('razorpay').webhookSecret)
      .update(rawBody)
      .digest('hex');
  return api<{ outcome: string }>('POST', '/api/razorpay/webhook', {
    rawBody,
    headers: {
      'content-type': options.contentType ?? 'application/json',
      'x-razorpay-signature': signature,
      'x-razorpay-event-id': options.eventId ?? `evt_${randomBytes(7).toString('hex')}`,
    },
  });
}

export function orderStatus(orderId: string) {
  return api<{ status: string; receiptNumber?: string; receiptToken?: string }>('GET', `/api/orders/${orderId}`);
}

/** GET a receipt as bytes. */
export async function fetchReceipt(number: string, options: { token?: string; bearer?: string } = {}) {
  const query = options.token !== undefined ? `?token=${encodeURIComponent(options.token)}` : '';
  const response = await fetch(`${inject('apiUrl')}/api/receipt/${encodeURIComponent(number)}${query}`, {
    headers: options.bearer ? { authorization: `Bearer ${options.bearer}` } : {},
  });
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}
