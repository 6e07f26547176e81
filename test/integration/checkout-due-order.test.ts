/**
 * A due paid online, through the real routes against DynamoDB Local and the local Razorpay stand-in:
 * `POST /api/checkout/order { dueId }` asks for the due's amount, verify and the webhooks settle it once
 * (the due paid, the money counted, nobody enrolled again), a due paid early or two at once both work,
 * and one due is never paid twice: an open order is answered again, a paid due or one with a UPI payment
 * waiting is refused. Expected figures are worked out by hand from the plan.
 */
import { ulid } from 'ulid';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutOrderReply } from '#shared/checkout.js';
import type { MyDuesReply } from '#shared/dues.js';
import { api, loginAdmin, registerStudent } from '../support/api.js';
import { useEmulators } from '../support/domain.js';
import { checkoutResult, gatewayPaymentId, sendWebhook, webhookBody } from '../support/payments.js';

type Order = Extract<CheckoutOrderReply, { orderId: string }>;
type Student = Awaited<ReturnType<typeof registerStudent>>;

let admin: string;
let courseId: string;
let planId: string;
let stats: typeof import('#domain/stats/index.js');
let payments: typeof import('#domain/payments/index.js');
let learning: typeof import('#domain/learning/index.js');

const order = (token: string, body: Record<string, unknown>) =>
  api<CheckoutOrderReply & { code?: string }>('POST', '/api/checkout/order', { token, body });

async function orderOf(token: string, body: Record<string, unknown>): Promise<Order> {
  const reply = await order(token, body);
  if (reply.status !== 200 || !('orderId' in reply.body))
    throw new Error(`order failed: ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body;
}

const verify = (token: string, orderId: string, paymentId = gatewayPaymentId()) =>
  api<{ enrolled: boolean; receiptNumber: string }>('POST', '/api/checkout/verify', {
    token,
    body: checkoutResult(orderId, paymentId),
  });

const myDues = async (token: string) => (await api<MyDuesReply>('GET', '/api/my/dues', { token })).body;
const counters = () => stats.readCounters(stats.statsKeys.course(courseId));

/** A student who paid the first 40% of ₹10,000 online: dues of ₹3,000 after 30 and after 60 days. */
async function onThePlan(): Promise<{ student: Student; dueIds: string[] }> {
  const student = await registerStudent();
  const first = await orderOf(student.token, { courseId, planId });
  expect(first.amount).toBe(4000);
  expect((await verify(student.token, first.orderId)).status).toBe(200);
  const dues = await myDues(student.token);
  expect(dues.dues.map((due) => [due.instalment, due.amount, due.status])).toEqual([
    [2, 3000, 'upcoming'],
    [3, 3000, 'upcoming'],
  ]);
  return { student, dueIds: dues.dues.map((due) => due._id) };
}

beforeAll(async () => {
  useEmulators();
  admin = await loginAdmin();
  stats = await import('#domain/stats/index.js');
  payments = await import('#domain/payments/index.js');
  learning = await import('#domain/learning/index.js');
  const created = await api<{ course: { _id: string; plans: { _id: string }[] } }>('POST', '/api/courses', {
    token: admin,
    body: {
      title: `Due order course ${ulid()}`,
      description: 'Paid in instalments, online.',
      price: 10000,
      category: 'gpsc',
      plans: [
        {
          name: '3 instalments',
          instalments: [
            { percent: 40, dueAfterDays: 0 },
            { percent: 30, dueAfterDays: 30 },
            { percent: 30, dueAfterDays: 60 },
          ],
        },
      ],
    },
  });
  expect(created.status).toBe(201);
  courseId = created.body.course._id;
  planId = created.body.course.plans[0]!._id;
});

describe('POST /api/checkout/order { dueId }', () => {
  it("asks for the due's amount, and verify then the webhook pay that due once with a receipt, enrolling no one again", async () => {
    const { student, dueIds } = await onThePlan();
    const before = await counters();
    const placed = await orderOf(student.token, { dueId: dueIds[0] });
    expect(placed).toMatchObject({ amount: 3000, amountPaise: 300000, currency: 'INR' });
    const paymentId = gatewayPaymentId();
    const verified = await verify(student.token, placed.orderId, paymentId);
    expect(verified.status).toBe(200);
    expect(verified.body.receiptNumber).toMatch(/^GA-\d{2}-\d{2}-\d{6}$/);
    const hook = await sendWebhook(webhookBody('payment.captured', placed, paymentId));
    expect(hook.body).toMatchObject({ outcome: 'unchanged' });

    const after = await counters();
    expect(after.totalRevenuePaise - before.totalRevenuePaise).toBe(300000);
    expect(after.paymentCount - before.paymentCount).toBe(1);
    expect(after.enrollmentCount - before.enrollmentCount).toBe(0);
    const enrolments = await learning.listEnrollments(student.id);
    expect(enrolments.filter((enrolment) => enrolment.course._id === courseId)).toHaveLength(1);

    const dues = await myDues(student.token);
    expect(dues.dues.map((due) => due.status)).toEqual(['paid', 'upcoming']);
    expect(dues.balance).toBe(3000);
    const mine = await api<{ payments: { receiptNumber?: string; amount: number }[] }>('GET', '/api/payments/mine', {
      token: student.token,
    });
    expect(mine.body.payments.map((payment) => payment.amount).sort()).toEqual([3000, 4000]);
    expect(mine.body.payments.map((payment) => payment.receiptNumber)).toContain(verified.body.receiptNumber);

    // Paid: another order for it is refused.
    expect(await order(student.token, { dueId: dueIds[0] })).toMatchObject({
      status: 409,
      body: { code: 'due_already_paid' },
    });
  });

  it('pays two dues at once, early: both paid, nothing left to pay', async () => {
    const { student, dueIds } = await onThePlan();
    const placed = await Promise.all(dueIds.map((dueId) => orderOf(student.token, { dueId })));
    expect(new Set(placed.map((each) => each.orderId)).size).toBe(2);
    const replies = await Promise.all(placed.map((each) => verify(student.token, each.orderId)));
    expect(replies.map((reply) => reply.status)).toEqual([200, 200]);
    const dues = await myDues(student.token);
    expect(dues.dues.map((due) => due.status)).toEqual(['paid', 'paid']);
    expect(dues.balance).toBe(0);
    expect(dues.next).toBeUndefined();
  });

  it('answers one order for one due asked for twice at once, so it cannot be paid twice', async () => {
    const { student, dueIds } = await onThePlan();
    const [first, second] = await Promise.all([
      orderOf(student.token, { dueId: dueIds[1] }),
      orderOf(student.token, { dueId: dueIds[1] }),
    ]);
    expect(second!.orderId).toBe(first!.orderId);
    expect((await orderOf(student.token, { dueId: dueIds[1] })).orderId).toBe(first!.orderId);
  });

  it('refuses a due with a UPI payment waiting for it, and a due of another student', async () => {
    const { student, dueIds } = await onThePlan();
    const utr = await api('POST', '/api/upi-payments/submit-utr', {
      token: student.token,
      body: { courseId, utrNumber: `D${ulid().slice(-11)}`, dueId: dueIds[0] },
    });
    expect(utr.status).toBe(200);
    expect(await order(student.token, { dueId: dueIds[0] })).toMatchObject({
      status: 409,
      body: { code: 'due_payment_pending' },
    });
    const stranger = await registerStudent();
    expect(await order(stranger.token, { dueId: dueIds[1] })).toMatchObject({
      status: 404,
      body: { code: 'due_not_found' },
    });
    expect(await payments.duesOfStudent(stranger.id)).toEqual([]);
  });

  it('takes a due alone: with a course, a coupon or a plan beside it, or malformed, it is 400', async () => {
    const { student, dueIds } = await onThePlan();
    for (const body of [
      { dueId: dueIds[0], courseId },
      { dueId: dueIds[0], couponCode: 'TOPPER10' },
      { dueId: dueIds[0], planId },
      { dueId: 'not-a-due' },
      { dueId: 42 },
    ]) {
      expect((await order(student.token, body)).status, JSON.stringify(body)).toBe(400);
    }
  });
});
