/**
 * A checkout priced by the server through the real route: the stored price (never the client's), a
 * plan's instalments to the paisa with their India dates, a coupon's discount and each of its refusals,
 * and who may ask. Expected figures are worked out by hand below, not taken from the pricing code.
 */
import { randomBytes } from 'node:crypto';
import { ulid } from 'ulid';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutQuote } from '#shared/checkout.js';
import { api, loginAdmin, registerStudent } from '../support/api.js';
import { useEmulators } from '../support/domain.js';

let admin: string;
let student: string;
let studentId: string;
let courseId: string;
let planId: string;
let otherCourseId: string;
let seriesId: string;

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
    body: { title: `Quote course ${ulid()}`, description: 'Priced at checkout.', price, category: 'gpsc', plans },
  });
  expect(reply.status).toBe(201);
  return reply.body.course;
}

const freshCode = () => `Q-${randomBytes(5).toString('hex').toUpperCase()}`;
async function createCoupon(body: Record<string, unknown>) {
  const code = freshCode();
  const reply = await api('POST', '/api/admin/coupons', { token: admin, body: { code, ...body } });
  expect(reply.status).toBeLessThan(300);
  return code;
}

const quote = (body: Record<string, unknown>, token = student) =>
  api<{ quote: CheckoutQuote }>('POST', '/api/checkout/quote', { token, body });

/** Today's date in India, `days` later, worked out here on its own: IST is UTC+5:30 all year. */
function indiaDate(days: number): string {
  const ist = new Date(Date.now() + 5.5 * 3600_000);
  ist.setUTCHours(0, 0, 0, 0);
  return new Date(ist.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

beforeAll(async () => {
  useEmulators();
  admin = await loginAdmin();
  const registered = await registerStudent();
  student = registered.token;
  studentId = registered.id;
  const course = await createCourse(24999, [threeInstalments]);
  courseId = course._id;
  planId = course.plans![0]!._id;
  otherCourseId = (await createCourse(5000))._id;
  const series = await api<{ testSeries: { _id: string } }>('POST', '/api/test-series', {
    token: admin,
    body: { title: `Quote series ${ulid()}`, description: 'Mocks', price: 799.99, category: 'ssc', numberOfTests: 10 },
  });
  seriesId = series.body.testSeries._id;
});

describe('POST /api/checkout/quote', () => {
  it('prices the whole fee from the stored price, whatever price the client sends', async () => {
    const reply = await quote({ courseId, price: 1 });
    expect(reply.status).toBe(200);
    expect(reply.body.quote).toEqual({
      product: { kind: 'course', _id: courseId, title: expect.any(String) },
      price: 24999,
      discount: 0,
      total: 24999,
      payNow: 24999,
      instalments: [],
    });
  });

  it("splits the fee by the chosen plan to the paisa, each instalment due on India's calendar", async () => {
    const reply = await quote({ courseId, planId });
    expect(reply.status).toBe(200);
    // 40 % of ₹24,999 = ₹9,999.60; 30 % = ₹7,499.70 twice: 9,999.60 + 7,499.70 + 7,499.70 = 24,999.
    expect(reply.body.quote).toMatchObject({
      plan: { _id: planId, name: '3 instalments' },
      total: 24999,
      payNow: 9999.6,
      instalments: [
        { amount: 9999.6, dueOn: indiaDate(0) },
        { amount: 7499.7, dueOn: indiaDate(30) },
        { amount: 7499.7, dueOn: indiaDate(60) },
      ],
    });
  });

  it("takes a coupon's discount off before the plan splits the rest", async () => {
    const code = await createCoupon({ percentOff: 15, courseIds: [courseId] });
    const reply = await quote({ courseId, planId, couponCode: code.toLowerCase() });
    expect(reply.status).toBe(200);
    // 15 % of ₹24,999 = ₹3,749.85; the rest ₹21,249.15: 30 % of it is ₹6,374.745 → ₹6,374.74 (rounded
    // down) twice, and the first instalment takes the rest: 21,249.15 − 12,749.48 = ₹8,499.67.
    expect(reply.body.quote).toMatchObject({
      discount: 3749.85,
      coupon: { code, percentOff: 15 },
      total: 21249.15,
      payNow: 8499.67,
      instalments: [{ amount: 8499.67 }, { amount: 6374.74 }, { amount: 6374.74 }],
    });
  });

  it('prices a test series with an amount off, and a 100 % coupon to nothing to pay', async () => {
    const amountOff = await createCoupon({ amountOff: 100, seriesIds: [seriesId] });
    const series = await quote({ seriesId, couponCode: amountOff });
    expect(series.status).toBe(200);
    expect(series.body.quote).toMatchObject({
      product: { kind: 'test-series', _id: seriesId },
      price: 799.99,
      discount: 100,
      coupon: { code: amountOff, amountOff: 100 },
      total: 699.99,
      payNow: 699.99,
    });
    const free = await createCoupon({ percentOff: 100 });
    expect((await quote({ courseId, planId, couponCode: free })).body.quote).toMatchObject({
      discount: 24999,
      total: 0,
      payNow: 0,
      instalments: [],
    });
  });

  it('refuses a coupon for another course, an unknown or paused code, and one used up', async () => {
    const forOther = await createCoupon({ percentOff: 10, courseIds: [otherCourseId] });
    expect((await quote({ courseId, couponCode: forOther })).body).toMatchObject({
      code: 'coupon_not_for_this_course',
    });
    expect((await quote({ courseId, couponCode: 'NO-SUCH-CODE' })).body).toMatchObject({ code: 'coupon_invalid' });

    const paused = await createCoupon({ percentOff: 10 });
    await api('PATCH', `/api/admin/coupons/${paused}`, { token: admin, body: { paused: true } });
    const refused = await quote({ courseId, couponCode: paused });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 'coupon_invalid' });

    const once = await createCoupon({ percentOff: 10, maxUses: 1, perStudent: 1 });
    await useCouponOnce(once, studentId);
    expect((await quote({ courseId, couponCode: once })).body).toMatchObject({ code: 'coupon_used_up' });
  });

  it("counts the use a student's own open order holds as theirs, as the order route does, and nobody else's", async () => {
    const oncePerStudent = await createCoupon({ percentOff: 25, perStudent: 1 });
    const lastUse = await createCoupon({ amountOff: 500, maxUses: 1 });
    const buyer = await registerStudent();
    const order = (couponCode: string) =>
      api('POST', '/api/checkout/order', { token: buyer.token, body: { courseId: otherCourseId, couponCode } });
    expect((await order(oncePerStudent)).status).toBe(200);
    // The open order holds the student's one use: the quote gives the discount the order route would
    // give again (it hands that use over to the student's next order), not coupon_already_used.
    const again = await quote({ courseId: otherCourseId, couponCode: oncePerStudent }, buyer.token);
    expect(again.status).toBe(200);
    expect(again.body.quote).toMatchObject({ discount: 1250, payNow: 3750, coupon: { code: oncePerStudent } });
    expect((await order(oncePerStudent)).status).toBe(200);
    // For a product the student has no open order for, the use is spent.
    expect((await quote({ courseId, couponCode: oncePerStudent }, buyer.token)).body).toMatchObject({
      code: 'coupon_already_used',
    });

    // A coupon's last use held by the student's open order: theirs to quote, used up for anyone else.
    expect((await order(lastUse)).status).toBe(200);
    expect((await quote({ courseId: otherCourseId, couponCode: lastUse }, buyer.token)).body.quote).toMatchObject({
      discount: 500,
      payNow: 4500,
    });
    expect((await quote({ courseId: otherCourseId, couponCode: lastUse })).body).toMatchObject({
      code: 'coupon_used_up',
    });
  });

  it('refuses a plan of another course, both products or none, and callers who are not students', async () => {
    expect((await quote({ courseId: otherCourseId, planId })).body).toMatchObject({ code: 'fee_plan_not_found' });
    expect((await quote({ courseId, seriesId })).status).toBe(400);
    expect((await quote({})).status).toBe(400);
    expect((await quote({ courseId: 'NOSUCHCOURSE' })).status).toBe(404);
    expect((await api('POST', '/api/checkout/quote', { body: { courseId } })).status).toBe(401);
    expect((await quote({ courseId }, admin)).status).toBe(403);
  });
});

/** One use of a coupon, counted as a payment's transaction counts it. */
async function useCouponOnce(code: string, userId: string) {
  const { transactWrite, tableName } = await import('#lib/db.js');
  const { couponUseWrites, findCoupon } = await import('#domain/payments/index.js');
  const coupon = (await findCoupon(code))!;
  await transactWrite([
    { Put: { TableName: tableName(), Item: { pk: `TESTPAYMENT#${ulid()}`, sk: 'PAYMENT' } } },
    ...(couponUseWrites(coupon, userId, 100 as never) as never[]),
  ]);
}
