/**
 * Card payments for the direct-payment courses against DynamoDB Local, the adapter and the local
 * Razorpay stand-in: server-side pricing, signature checks, replays and races, webhooks in any order.
 */
import { ulid } from 'ulid';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, loginAdmin } from '../support/api.js';
import { useEmulators } from '../support/domain.js';
import {
  checkoutResult,
  createOrder,
  fetchReceipt,
  gatewayPaymentId,
  orderStatus,
  sendWebhook,
  verify,
  webhookBody,
} from '../support/payments.js';

let counters: typeof import('#domain/stats/stats.js');
let getPaymentOfOrder: typeof import('#domain/payments/card.js').paymentOfOrder;

beforeAll(async () => {
  useEmulators();
  counters = await import('#domain/stats/stats.js');
  getPaymentOfOrder = (await import('#domain/payments/card.js')).paymentOfOrder;
});

const directStats = async (course: 'gpsc' | 'upsc') => counters.readCounters(counters.statsKeys.direct(course));
const totals = async () => counters.readCounters(counters.statsKeys.totals);

describe('POST /api/create-order', () => {
  it.each([
    ['gpsc', false, 10242],
    ['gpsc', true, 17923],
    ['upsc', false, 35846],
    ['upsc', true, 35846],
  ] as const)('prices %s (material %s) on the server: %i rupees', async (course, includeMaterial, rupees) => {
    const order = await createOrder({ course, includeMaterial, amount: 1 });
    expect(order).toMatchObject({
      amount: rupees,
      amountPaise: rupees * 100,
      currency: 'INR',
      key: expect.stringMatching(/^rzp_test_/),
    });
    expect(order.orderId).toMatch(/^order_[A-Za-z0-9]{14}$/);
    expect(order.checkoutScriptUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/checkout\.js$/);
    const stored = await getPaymentOfOrder(order.orderId);
    expect(stored).toMatchObject({
      method: 'card',
      status: 'created',
      courseId: course,
      amountPaise: rupees * 100,
      name: 'Asha Patel',
      mobile: expect.stringMatching(/^9\d{9}$/),
    });
  });

  it('creates the order at the gateway with our payment id as receipt and the notes', async () => {
    const order = await createOrder({ course: 'upsc', name: 'Ravi Shah', mobile: '9123456780' });
    const stored = await getPaymentOfOrder(order.orderId);
    const { url, keyId, keySecret } = (await import('vitest')).inject('razorpay');
    const reply = await fetch(`${url}/v1/orders/${order.orderId}`, {
      headers: { authorization: `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}` },
    });
    expect(await reply.json()).toMatchObject({
      id: order.orderId,
      amount: 3584600,
      currency: 'INR',
      receipt: stored!.id,
      status: 'created',
      notes: { course: 'upsc', name: 'Ravi Shah', mobile: '9123456780' },
    });
  });

  it.each([
    [{ course: 'gpsc', name: '', mobile: '9876543210' }, 'validation.required', 'name'],
    [{ course: 'gpsc', mobile: '9876543210' }, 'validation.required', 'name'],
    [{ course: 'gpsc', name: 'A', mobile: '98765' }, 'validation.mobile_digits', 'mobile'],
    [{ course: 'gpsc', name: 'A', mobile: '98765432100' }, 'validation.mobile_digits', 'mobile'],
    [{ course: 'ssc', name: 'A', mobile: '9876543210' }, 'validation.choice', 'course'],
  ])('refuses %j with 400 %s', async (body, code, field) => {
    const reply = await api('POST', '/api/create-order', { body });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ success: false, code, field });
  });
});

describe('POST /api/verify-payment', () => {
  it('marks the order paid once and answers a receipt number and token', async () => {
    const order = await createOrder({ includeMaterial: true });
    const reply = await verify(checkoutResult(order.orderId));
    expect(reply.status).toBe(200);
    expect(reply.body.receiptNumber).toMatch(/^GA-\d{2}-\d{2}-\d{6}$/);
    expect(reply.body.receiptNumber.length).toBeLessThanOrEqual(16);
    expect(reply.body.receiptToken).toEqual(expect.any(String));
    const status = await orderStatus(order.orderId);
    expect(status.body).toMatchObject({
      success: true,
      status: 'paid',
      receiptNumber: reply.body.receiptNumber,
      receiptToken: expect.any(String),
    });
  });

  it('refuses a bad or missing signature with 400 and changes nothing', async () => {
    const order = await createOrder();
    const good = checkoutResult(order.orderId);
    for (const body of [
      { ...good, razorpay_signature: 'f'.repeat(64) },
      { ...good, razorpay_signature: 'not-hex' },
      { ...good, razorpay_payment_id: gatewayPaymentId() },
      { razorpay_order_id: good.razorpay_order_id, razorpay_payment_id: good.razorpay_payment_id },
    ]) {
      const reply = await verify(body);
      expect(reply.status).toBe(400);
    }
    expect((await orderStatus(order.orderId)).body.status).toBe('created');
  });

  it('refuses a signature made for another order', async () => {
    const [mine, other] = await Promise.all([createOrder(), createOrder()]);
    const signedForOther = checkoutResult(other.orderId);
    const reply = await verify({ ...signedForOther, razorpay_order_id: mine.orderId });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ code: 'payment_signature_invalid' });
    expect((await orderStatus(mine.orderId)).body.status).toBe('created');
  });

  it('ignores the client amount, name and course sent with the result', async () => {
    const order = await createOrder({ course: 'gpsc' });
    const before = await directStats('gpsc');
    const reply = await verify({ ...checkoutResult(order.orderId), amount: 1, course: 'upsc', name: 'Someone Else' });
    expect(reply.status).toBe(200);
    const stored = await getPaymentOfOrder(order.orderId);
    expect(stored).toMatchObject({ amountPaise: 1024200, courseId: 'gpsc', name: 'Asha Patel' });
    expect((await directStats('gpsc')).totalRevenuePaise - before.totalRevenuePaise).toBe(1024200);
  });

  it('20 replays at once: one paid payment, one receipt number, revenue counted once', async () => {
    const order = await createOrder({ course: 'upsc' });
    const result = checkoutResult(order.orderId);
    const [beforeDirect, beforeTotals] = await Promise.all([directStats('upsc'), totals()]);
    const replies = await Promise.all(Array.from({ length: 20 }, () => verify(result)));
    expect(replies.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(new Set(replies.map((r) => r.body.receiptNumber)).size).toBe(1);
    const [afterDirect, afterTotals] = await Promise.all([directStats('upsc'), totals()]);
    expect(afterDirect.totalRevenuePaise - beforeDirect.totalRevenuePaise).toBe(3584600);
    expect(afterDirect.paymentCount - beforeDirect.paymentCount).toBe(1);
    expect(afterTotals.totalRevenuePaise - beforeTotals.totalRevenuePaise).toBe(3584600);
    const again = await verify(result);
    expect(again.body.receiptNumber).toBe(replies[0]!.body.receiptNumber);
  });

  it('receipt numbers are consecutive with no gap, even when payments race', async () => {
    const orders = await Promise.all(Array.from({ length: 8 }, () => createOrder()));
    const replies = await Promise.all(orders.map((order) => verify(checkoutResult(order.orderId))));
    expect(replies.map((r) => r.status)).toEqual(Array(8).fill(200));
    const sequence = replies.map((r) => Number(r.body.receiptNumber.slice(-6))).sort((a, b) => a - b);
    for (let i = 1; i < sequence.length; i++) expect(sequence[i]).toBe(sequence[i - 1]! + 1);
    const next = await createOrder();
    const following = await verify(checkoutResult(next.orderId));
    expect(Number(following.body.receiptNumber.slice(-6))).toBe(sequence.at(-1)! + 1);
  });

  it('an unknown order is refused without a 5xx', async () => {
    const reply = await verify(checkoutResult('order_doesnotexist00'));
    expect(reply.status).toBe(400);
  });
});

describe('POST /api/razorpay/webhook', () => {
  it('refuses a bad signature with 400 and changes nothing', async () => {
    const order = await createOrder();
    const body = webhookBody('order.paid', order, gatewayPaymentId());
    expect((await sendWebhook(body, { secret: 'wrong-secret' })).status).toBe(400);
    expect((await sendWebhook(body, { signature: '' })).status).toBe(400);
    expect((await sendWebhook(`${body} `)).status).toBe(200);
    const tampered = body.replace(`"amount":${order.amountPaise}`, '"amount":100');
    const signedOriginal = (await import('node:crypto'))
      .createHmac('sha256', (await import('vitest')).inject('razorpay').webhookSecret)
      .update(body)
      .digest('hex');
    expect((await sendWebhook(tampered, { signature: signedOriginal })).status).toBe(400);
  });

  it('a correctly signed body that is not JSON is 400, not a 5xx', async () => {
    const reply = await sendWebhook('not json at all');
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ success: false, code: 'body_not_json' });
  });

  it('order.paid marks the payment paid and issues a receipt when verify never ran', async () => {
    const order = await createOrder({ includeMaterial: true });
    const reply = await sendWebhook(webhookBody('order.paid', order, gatewayPaymentId()));
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ success: true, outcome: 'paid' });
    const status = await orderStatus(order.orderId);
    expect(status.body).toMatchObject({ status: 'paid', receiptNumber: expect.stringMatching(/^GA-/) });
  });

  it('verifies the signature over the exact bytes of a base64-encoded body', async () => {
    const order = await createOrder();
    const reply = await sendWebhook(webhookBody('payment.captured', order, gatewayPaymentId()), {
      contentType: 'application/octet-stream',
    });
    expect(reply.status).toBe(200);
    expect((await orderStatus(order.orderId)).body.status).toBe('paid');
  });

  it('replayed three times out of order: paid once, never failed afterwards, counted once', async () => {
    const order = await createOrder({ course: 'upsc' });
    const paymentId = gatewayPaymentId();
    const failed = { body: webhookBody('payment.failed', order, gatewayPaymentId()), eventId: `evt_f${Date.now()}` };
    const captured = { body: webhookBody('payment.captured', order, paymentId), eventId: `evt_c${Date.now()}` };
    const paid = { body: webhookBody('order.paid', order, paymentId), eventId: `evt_p${Date.now()}` };
    const before = await directStats('upsc');
    const sequence = [paid, failed, captured, captured, paid, failed, failed, paid, captured];
    const outcomes: string[] = [];
    for (const event of sequence) {
      const reply = await sendWebhook(event.body, { eventId: event.eventId });
      expect(reply.status).toBe(200);
      outcomes.push(reply.body.outcome);
    }
    expect(outcomes[0]).toBe('paid');
    expect(outcomes.slice(1)).not.toContain('paid');
    expect(outcomes).not.toContain('failed');
    const after = await directStats('upsc');
    expect(after.totalRevenuePaise - before.totalRevenuePaise).toBe(3584600);
    expect(after.paymentCount - before.paymentCount).toBe(1);
    expect((await orderStatus(order.orderId)).body.status).toBe('paid');
  });

  it('payment.failed moves a created payment to failed; a repeat changes nothing; a later capture still pays it', async () => {
    const order = await createOrder();
    const failed = webhookBody('payment.failed', order, gatewayPaymentId());
    expect((await sendWebhook(failed, { eventId: 'evt_failed_once' + order.orderId })).body.outcome).toBe('failed');
    expect((await sendWebhook(failed, { eventId: 'evt_failed_once' + order.orderId })).body.outcome).toBe('unchanged');
    expect((await orderStatus(order.orderId)).body.status).toBe('failed');
    const retry = await verify(checkoutResult(order.orderId));
    expect(retry.status).toBe(200);
    expect((await orderStatus(order.orderId)).body.status).toBe('paid');
  });

  it('a capture whose amount differs from the order is not taken as payment', async () => {
    const order = await createOrder();
    const reply = await sendWebhook(
      webhookBody('payment.captured', { ...order, amountPaise: 100 }, gatewayPaymentId()),
    );
    expect(reply.status).toBe(200);
    expect(reply.body.outcome).toBe('ignored');
    expect((await orderStatus(order.orderId)).body.status).toBe('created');
  });

  it('unknown events and unknown orders are acknowledged and ignored', async () => {
    const order = await createOrder();
    expect((await sendWebhook(webhookBody('refund.processed', order, gatewayPaymentId()))).body).toMatchObject({
      success: true,
      outcome: 'ignored',
    });
    expect(
      (
        await sendWebhook(
          webhookBody('order.paid', { orderId: 'order_unknown0000000', amountPaise: 100 }, gatewayPaymentId()),
        )
      ).body.outcome,
    ).toBe('ignored');
    expect((await orderStatus(order.orderId)).body.status).toBe('created');
  });

  it('webhook and verify racing: one paid payment, one receipt number, counted once', async () => {
    const order = await createOrder({ course: 'gpsc', includeMaterial: true });
    const paymentId = gatewayPaymentId();
    const before = await directStats('gpsc');
    const calls = [
      ...Array.from({ length: 5 }, () => verify(checkoutResult(order.orderId, paymentId))),
      ...Array.from({ length: 5 }, (_, i) =>
        sendWebhook(webhookBody(i % 2 ? 'order.paid' : 'payment.captured', order, paymentId)),
      ),
    ];
    const replies = await Promise.all(calls);
    expect(replies.map((r) => r.status)).toEqual(Array(10).fill(200));
    const receipts = new Set(replies.slice(0, 5).map((r) => (r.body as { receiptNumber: string }).receiptNumber));
    expect(receipts.size).toBe(1);
    expect((await orderStatus(order.orderId)).body.receiptNumber).toBe([...receipts][0]);
    const after = await directStats('gpsc');
    expect(after.totalRevenuePaise - before.totalRevenuePaise).toBe(1792300);
    expect(after.paymentCount - before.paymentCount).toBe(1);
  });
});

describe('GET /api/orders/{orderId}', () => {
  it('answers created, then paid with the receipt, and 404 for an unknown order', async () => {
    const order = await createOrder();
    expect((await orderStatus(order.orderId)).body).toEqual({ success: true, status: 'created' });
    expect((await orderStatus('order_nosuchorder000')).status).toBe(404);
  });

  it('answers partially_refunded and refunded once an admin gave money back, still with the receipt the money got', async () => {
    const admin = await loginAdmin();
    const order = await createOrder({ course: 'gpsc', includeMaterial: true });
    const { url } = (await import('vitest')).inject('razorpay');
    const paid = (await (
      await fetch(`${url}/standin/orders/${order.orderId}/pay`, { method: 'POST' })
    ).json()) as Record<string, string>;
    const { receiptNumber } = (await verify(paid)).body;
    const paymentId = (await getPaymentOfOrder(order.orderId))!.id;
    const refundAndWait = async (amountRupees: number, status: string) => {
      const reply = await api('POST', `/api/admin/payments/${paymentId}/refund`, {
        token: admin,
        body: { refundId: ulid(), amountRupees, reason: 'Joined the wrong batch' },
      });
      expect(reply.status).toBe(200);
      await expect.poll(async () => (await orderStatus(order.orderId)).body.status, { timeout: 10_000 }).toBe(status);
    };

    await refundAndWait(5000, 'partially_refunded');
    const partly = await orderStatus(order.orderId);
    expect(partly.body).toEqual({
      success: true,
      status: 'partially_refunded',
      receiptNumber,
      receiptToken: expect.any(String),
    });
    expect((await fetchReceipt(receiptNumber, { token: partly.body.receiptToken })).status).toBe(200);

    await refundAndWait(12_923, 'refunded');
    expect((await orderStatus(order.orderId)).body).toEqual({
      success: true,
      status: 'refunded',
      receiptNumber,
      receiptToken: expect.any(String),
    });
  }, 60_000);
});

describe('the local Razorpay stand-in', () => {
  it('pays through the overlay endpoint: a signed result that verifies, and webhooks that mark the order paid', async () => {
    const { url } = (await import('vitest')).inject('razorpay');
    const order = await createOrder();
    const paid = await fetch(`${url}/standin/orders/${order.orderId}/pay`, { method: 'POST' });
    const result = (await paid.json()) as Record<string, string>;
    expect(result).toMatchObject({
      razorpay_order_id: order.orderId,
      razorpay_payment_id: expect.stringMatching(/^pay_/),
    });
    // The stand-in's webhooks alone mark it paid (the browser may never call verify).
    let status = 'created';
    for (let i = 0; i < 50 && status !== 'paid'; i++) {
      status = (await orderStatus(order.orderId)).body.status;
      if (status !== 'paid') await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(status).toBe('paid');
    const verified = await verify(result);
    expect(verified.status).toBe(200);
    expect(verified.body.receiptNumber).toBe((await orderStatus(order.orderId)).body.receiptNumber);
  });

  it('a failed payment sends payment.failed, which marks the order failed', async () => {
    const { url } = (await import('vitest')).inject('razorpay');
    const order = await createOrder();
    const failed = (await (await fetch(`${url}/standin/orders/${order.orderId}/fail`, { method: 'POST' })).json()) as {
      error: { metadata: { order_id: string } };
    };
    expect(failed.error.metadata.order_id).toBe(order.orderId);
    let status = 'created';
    for (let i = 0; i < 50 && status !== 'failed'; i++) {
      status = (await orderStatus(order.orderId)).body.status;
      if (status !== 'failed') await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(status).toBe('failed');
  });

  it('serves checkout.js defining window.Razorpay, and refuses wrong API keys like Razorpay', async () => {
    const { url } = (await import('vitest')).inject('razorpay');
    const script = await (await fetch(`${url}/checkout.js`)).text();
    expect(script).toContain('window.Razorpay = Razorpay');
    const denied = await fetch(`${url}/v1/orders`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from('rzp_test_x:nope').toString('base64')}`,
        'content-type': 'application/json',
      },
      body: '{"amount":100}',
    });
    expect(denied.status).toBe(401);
  });
});
