/**
 * Online checkout for any course or test series, through the real routes against DynamoDB Local and
 * the local Razorpay stand-in: the order's amount is the server's price with the coupon and the plan,
 * verify and the webhooks settle it once with the enrolment (or the series) in the same transaction,
 * a 100% coupon enrols at once, and a coupon's last use goes to exactly one of the students racing for
 * it. Expected figures are worked out by hand here, not taken from the pricing code.
 */
import { randomBytes } from 'node:crypto';
import { ulid } from 'ulid';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { CheckoutOrderReply } from '#shared/checkout.js';
import { jobs } from '#shared/jobs.js';
import { runWithBindings } from '#infra/local/local-iam.js';
import { api, loginAdmin, registerStudent } from '../support/api.js';
import { useEmulators } from '../support/domain.js';
import { checkoutResult, gatewayPaymentId, orderStatus, sendWebhook, webhookBody } from '../support/payments.js';

type Order = Extract<CheckoutOrderReply, { orderId: string }>;

let admin: string;
let payments: typeof import('#domain/payments/index.js');
let learning: typeof import('#domain/learning/index.js');
let mockTests: typeof import('#domain/mock-tests/index.js');
let stats: typeof import('#domain/stats/index.js');

const threeInstalments = {
  name: '3 instalments',
  instalments: [
    { percent: 40, dueAfterDays: 0 },
    { percent: 30, dueAfterDays: 30 },
    { percent: 30, dueAfterDays: 60 },
  ],
};

async function createCourse(price: number, plans: unknown[] = []) {
  const reply = await api<{ course: { _id: string; plans?: { _id: string }[] } }>('POST', '/api/courses', {
    token: admin,
    body: { title: `Checkout course ${ulid()}`, description: 'Paid online.', price, category: 'gpsc', plans },
  });
  expect(reply.status).toBe(201);
  return reply.body.course;
}

async function createCoupon(body: Record<string, unknown>) {
  const code = `C-${randomBytes(5).toString('hex').toUpperCase()}`;
  const reply = await api('POST', '/api/admin/coupons', { token: admin, body: { code, ...body } });
  expect(reply.status).toBeLessThan(300);
  return code;
}

const couponUses = async (code: string) => (await payments.couponUseOf(code)).totalUses;

const order = (token: string, body: Record<string, unknown>) =>
  api<CheckoutOrderReply>('POST', '/api/checkout/order', { token, body });

async function orderOf(token: string, body: Record<string, unknown>): Promise<Order> {
  const reply = await order(token, body);
  if (reply.status !== 200 || !('orderId' in reply.body))
    throw new Error(`order failed: ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body;
}

const verify = (token: string, result: Record<string, unknown>) =>
  api<{ enrolled: boolean; receiptNumber: string; receiptToken: string }>('POST', '/api/checkout/verify', {
    token,
    body: result,
  });

const courseCounters = async (courseId: string) => stats.readCounters(stats.statsKeys.course(courseId));

beforeAll(async () => {
  useEmulators();
  admin = await loginAdmin();
  payments = await import('#domain/payments/index.js');
  learning = await import('#domain/learning/index.js');
  mockTests = await import('#domain/mock-tests/index.js');
  stats = await import('#domain/stats/index.js');
});

describe('POST /api/checkout/order', () => {
  it("asks Razorpay for the plan's first instalment of the price less the coupon, and records the terms", async () => {
    const course = await createCourse(10000, [threeInstalments]);
    const planId = course.plans![0]!._id;
    const code = await createCoupon({ percentOff: 10 });
    const student = await registerStudent();
    // 10,000 less 10% is 9,000; 40% of it now: 3,600, then 2,700 and 2,700.
    const placed = await orderOf(student.token, {
      courseId: course._id,
      planId,
      couponCode: code.toLowerCase(),
      price: 1,
    });
    expect(placed).toMatchObject({
      amount: 3600,
      amountPaise: 360000,
      currency: 'INR',
      key: expect.stringMatching(/^rzp_test_/),
    });
    const { url, keyId, keySecret } = inject('razorpay');
    const atGateway = await fetch(`${url}/v1/orders/${placed.orderId}`, {
      headers: { authorization: `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}` },
    });
    expect(await atGateway.json()).toMatchObject({ amount: 360000, status: 'created' });
    const stored = await payments.paymentOfOrder(placed.orderId);
    expect(stored).toMatchObject({
      method: 'card',
      status: 'created',
      product: 'course',
      courseId: course._id,
      userId: student.id,
      amountPaise: 360000,
      checkout: {
        pricePaise: 1000000,
        discountPaise: 100000,
        couponCode: code,
        plan: { _id: planId, instalments: [{ amountPaise: 360000 }, { amountPaise: 270000 }, { amountPaise: 270000 }] },
      },
    });
    // The coupon's use is held by the order from now on.
    expect(await couponUses(code)).toBe(1);
  });

  it('answers the same order again while its terms stand, and gives a coupon back when they change', async () => {
    const course = await createCourse(5000);
    const first = await createCoupon({ percentOff: 20, perStudent: 1 });
    const second = await createCoupon({ amountOff: 100 });
    const student = await registerStudent();
    const placed = await orderOf(student.token, { courseId: course._id, couponCode: first });
    expect(placed.amount).toBe(4000);
    // Checkout closed and opened again: the same order, and the once-per-student coupon is not spent twice.
    expect((await orderOf(student.token, { courseId: course._id, couponCode: first })).orderId).toBe(placed.orderId);
    expect(await couponUses(first)).toBe(1);
    const other = await orderOf(student.token, { courseId: course._id, couponCode: second });
    expect(other).toMatchObject({ amount: 4900 });
    expect(other.orderId).not.toBe(placed.orderId);
    expect(await couponUses(first)).toBe(0);
    expect(await couponUses(second)).toBe(1);
  });

  it('refuses a student enrolled already and one who owns the series, with the existing codes', async () => {
    const course = await createCourse(2000);
    const student = await registerStudent();
    const placed = await orderOf(student.token, { courseId: course._id });
    expect((await verify(student.token, checkoutResult(placed.orderId))).status).toBe(200);
    const again = await order(student.token, { courseId: course._id });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'already_enrolled' });
  });

  it('enrols at once for a 100% coupon: one ₹0 payment with its receipt, the coupon counted, no gateway', async () => {
    const course = await createCourse(7500);
    const code = await createCoupon({ percentOff: 100, maxUses: 5 });
    const student = await registerStudent();
    // An order opened first without the coupon is replaced by the free enrolment.
    await orderOf(student.token, { courseId: course._id });
    const before = await courseCounters(course._id);
    const reply = await order(student.token, { courseId: course._id, couponCode: code });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ success: true, enrolled: true, receiptNumber: expect.stringMatching(/^GA-/) });
    expect(await learning.isEnrolled(student.id, course._id)).toBe(true);
    expect(await couponUses(code)).toBe(1);
    const after = await courseCounters(course._id);
    expect(after.enrollmentCount - before.enrollmentCount).toBe(1);
    expect(after.totalRevenuePaise - before.totalRevenuePaise).toBe(0);
    const mine = await api<{ payments: { amount: number; status: string; receiptNumber?: string }[] }>(
      'GET',
      '/api/payments/mine',
      { token: student.token },
    );
    expect(mine.body.payments).toEqual([
      expect.objectContaining({ amount: 0, status: 'paid', receiptNumber: expect.any(String) }),
    ]);
  });

  it("gives a coupon's last use to exactly one of the students racing for it", async () => {
    const course = await createCourse(3000);
    const code = await createCoupon({ percentOff: 50, maxUses: 3 });
    const early = await Promise.all([registerStudent(), registerStudent()]);
    for (const student of early) await orderOf(student.token, { courseId: course._id, couponCode: code });
    const racers = await Promise.all(Array.from({ length: 6 }, () => registerStudent()));
    const replies = await Promise.all(
      racers.map((student) => order(student.token, { courseId: course._id, couponCode: code })),
    );
    expect(replies.filter((reply) => reply.status === 200)).toHaveLength(1);
    for (const reply of replies.filter((one) => one.status !== 200))
      expect(reply).toMatchObject({ status: 400, body: { code: 'coupon_used_up', field: 'couponCode' } });
    expect(await couponUses(code)).toBe(3);
  });
});

describe('settling a checkout order', () => {
  it("paying a plan's first instalment leaves the later ones as the student's dues, once, with the plan's rule", async () => {
    const suspending = {
      ...threeInstalments,
      overdue: { rule: 'suspend', afterDays: 5 },
    };
    const course = await createCourse(10000, [suspending]);
    const planId = course.plans![0]!._id;
    const student = await registerStudent();
    const placed = await orderOf(student.token, { courseId: course._id, planId });
    expect(placed.amount).toBe(4000);
    const paymentId = gatewayPaymentId();
    // The browser's verify, its retry and both webhooks: the plan's dues are written once.
    const replies = await Promise.all([
      verify(student.token, checkoutResult(placed.orderId, paymentId)),
      verify(student.token, checkoutResult(placed.orderId, paymentId)),
      sendWebhook(webhookBody('order.paid', placed, paymentId)),
      sendWebhook(webhookBody('payment.captured', placed, paymentId)),
    ]);
    expect(replies.map((reply) => reply.status)).toEqual([200, 200, 200, 200]);
    const mine = await api<{
      dues: { instalment: number; amount: number; dueOn: string; status: string }[];
      balance: number;
    }>('GET', '/api/my/dues', { token: student.token });
    expect(mine.status).toBe(200);
    // 40% paid now; 30% and 30% of 10,000 after 30 and 60 days (India dates, worked out here).
    const indiaDateAfter = (days: number) =>
      new Date(Date.now() + 5.5 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
    expect(
      mine.body.dues.map(({ instalment, amount, dueOn, status }) => ({ instalment, amount, dueOn, status })),
    ).toEqual([
      { instalment: 2, amount: 3000, dueOn: indiaDateAfter(30), status: 'upcoming' },
      { instalment: 3, amount: 3000, dueOn: indiaDateAfter(60), status: 'upcoming' },
    ]);
    expect(mine.body.balance).toBe(6000);
    const stored = await payments.duesOfStudent(student.id);
    expect(stored.map((due) => due.suspendAfterDays)).toEqual([5, 5]);
  });

  it('a student enrolled while the order was open keeps one enrolment: the payment is counted, the seat checked', async () => {
    const course = await createCourse(3000);
    const student = await registerStudent();
    const placed = await orderOf(student.token, { courseId: course._id });
    // The office enrols the student (a cash payment, an admin's seat) before the online payment settles.
    await learning.enroll(student.id, course._id);
    const before = await courseCounters(course._id);
    const verified = await verify(student.token, checkoutResult(placed.orderId, gatewayPaymentId()));
    expect(verified.status).toBe(200);
    expect(verified.body.receiptNumber).toMatch(/^GA-/);
    const after = await courseCounters(course._id);
    expect(after.enrollmentCount - before.enrollmentCount).toBe(0);
    expect(after.totalRevenuePaise - before.totalRevenuePaise).toBe(300000);
    const enrolments = await learning.listEnrollments(student.id);
    expect(enrolments.filter((enrolment) => enrolment.course._id === course._id)).toHaveLength(1);
  });

  it('a payment without a plan leaves no dues', async () => {
    const course = await createCourse(2500, [threeInstalments]);
    const student = await registerStudent();
    const placed = await orderOf(student.token, { courseId: course._id });
    expect((await verify(student.token, checkoutResult(placed.orderId, gatewayPaymentId()))).status).toBe(200);
    expect(await payments.duesOfStudent(student.id)).toEqual([]);
  });

  it('verify then the webhook: paid once, one receipt, enrolled once, counted once', async () => {
    const course = await createCourse(4000);
    const student = await registerStudent();
    const placed = await orderOf(student.token, { courseId: course._id });
    const before = await courseCounters(course._id);
    const paymentId = gatewayPaymentId();
    const verified = await verify(student.token, checkoutResult(placed.orderId, paymentId));
    expect(verified.status).toBe(200);
    expect(verified.body).toMatchObject({ enrolled: true, receiptNumber: expect.stringMatching(/^GA-/) });
    expect(await learning.isEnrolled(student.id, course._id)).toBe(true);
    const hook = await sendWebhook(webhookBody('payment.captured', placed, paymentId));
    expect(hook.body).toMatchObject({ outcome: 'unchanged' });
    expect((await orderStatus(placed.orderId)).body).toMatchObject({
      status: 'paid',
      receiptNumber: verified.body.receiptNumber,
    });
    const after = await courseCounters(course._id);
    expect(after.enrollmentCount - before.enrollmentCount).toBe(1);
    expect(after.totalRevenuePaise - before.totalRevenuePaise).toBe(400000);
    expect(after.paymentCount - before.paymentCount).toBe(1);
    const mine = await api<{ payments: { receiptNumber?: string }[] }>('GET', '/api/payments/mine', {
      token: student.token,
    });
    expect(mine.body.payments.map((payment) => payment.receiptNumber)).toEqual([verified.body.receiptNumber]);
  });

  it('verify and webhooks at once: one settlement, one enrolment, one receipt', async () => {
    const course = await createCourse(6000);
    const student = await registerStudent();
    const placed = await orderOf(student.token, { courseId: course._id });
    const before = await courseCounters(course._id);
    const paymentId = gatewayPaymentId();
    const replies = await Promise.all([
      verify(student.token, checkoutResult(placed.orderId, paymentId)),
      verify(student.token, checkoutResult(placed.orderId, paymentId)),
      sendWebhook(webhookBody('order.paid', placed, paymentId)),
      sendWebhook(webhookBody('payment.captured', placed, paymentId)),
    ]);
    expect(replies.map((reply) => reply.status)).toEqual([200, 200, 200, 200]);
    const [first, second] = replies as { body: { receiptNumber?: string; outcome?: string } }[];
    expect(first!.body.receiptNumber).toMatch(/^GA-/);
    expect(second!.body.receiptNumber).toBe(first!.body.receiptNumber);
    // At most one webhook found it unpaid (none, when a verify came first).
    expect(
      replies.slice(2).filter((reply) => (reply.body as { outcome?: string }).outcome === 'paid').length,
    ).toBeLessThanOrEqual(1);
    const after = await courseCounters(course._id);
    expect(after.enrollmentCount - before.enrollmentCount).toBe(1);
    expect(after.paymentCount - before.paymentCount).toBe(1);
    expect(after.totalRevenuePaise - before.totalRevenuePaise).toBe(600000);
    const enrolments = await learning.listEnrollments(student.id);
    expect(enrolments.filter((enrolment) => enrolment.course._id === course._id)).toHaveLength(1);
  });

  it("refuses a bad signature, and another student's order, with 400 and changes nothing", async () => {
    const course = await createCourse(1500);
    const student = await registerStudent();
    const stranger = await registerStudent();
    const placed = await orderOf(student.token, { courseId: course._id });
    const good = checkoutResult(placed.orderId);
    for (const result of [
      { ...good, razorpay_signature: 'f'.repeat(64) },
      { ...good, razorpay_payment_id: gatewayPaymentId() },
    ]) {
      const reply = await verify(student.token, result);
      expect(reply).toMatchObject({ status: 400, body: { code: 'payment_signature_invalid' } });
    }
    expect(await verify(stranger.token, good)).toMatchObject({
      status: 400,
      body: { code: 'payment_signature_invalid' },
    });
    expect(await payments.paymentOfOrder(placed.orderId)).toMatchObject({ status: 'created' });
    expect(await learning.isEnrolled(student.id, course._id)).toBe(false);
    expect(await learning.isEnrolled(stranger.id, course._id)).toBe(false);
  });

  it('grants a test series bought online the moment the webhook says it is paid', async () => {
    const series = await api<{ testSeries: { _id: string } }>('POST', '/api/test-series', {
      token: admin,
      body: { title: `Online series ${ulid()}`, description: 'Mocks', price: 799.5, category: 'ssc', numberOfTests: 5 },
    });
    const seriesId = series.body.testSeries._id;
    const student = await registerStudent();
    const placed = await orderOf(student.token, { seriesId });
    expect(placed.amount).toBe(799.5);
    expect(await mockTests.hasSeriesAccess(student.id, seriesId)).toBe(false);
    expect((await sendWebhook(webhookBody('order.paid', placed, gatewayPaymentId()))).body).toMatchObject({
      outcome: 'paid',
    });
    expect(await mockTests.hasSeriesAccess(student.id, seriesId)).toBe(true);
    const again = await order(student.token, { seriesId });
    expect(again).toMatchObject({ status: 409, body: { code: 'test_series_already_purchased' } });
  });
});

describe('an order left unpaid', () => {
  it('gives its coupon back after the hold; paying it after all counts the use again', async () => {
    const course = await createCourse(2500);
    const code = await createCoupon({ percentOff: 10, maxUses: 10 });
    const student = await registerStudent();
    const placed = await orderOf(student.token, { courseId: course._id, couponCode: code });
    expect(await couponUses(code)).toBe(1);
    const later = new Date(Date.now() + (payments.CHECKOUT_ORDER_HOLD_MINUTES + 1) * 60_000);
    // As the job runs it, under its own bindings.
    const job = jobs.find((one) => one.name === 'ReleaseCheckoutCoupons')!;
    const release = () =>
      runWithBindings(`job ${job.name}`, job.uses, () => payments.releaseExpiredCheckoutCoupons(later));
    expect((await release()).released).toBeGreaterThanOrEqual(1);
    expect(await couponUses(code)).toBe(0);
    expect((await release()).released).toBe(0);
    expect((await verify(student.token, checkoutResult(placed.orderId))).status).toBe(200);
    expect(await couponUses(code)).toBe(1);
  });
});
