/**
 * Refunds against DynamoDB Local and the Razorpay stand-in: a card refund end to end (the refunds API,
 * then its signed refund.processed webhook), partial refunds, a refund Razorpay fails, UPI and offline
 * refunds paid back by the office, access kept or removed, retries and races that never give back more
 * than was paid, the credit notes' own gap-free series, and the counters equal to the ledger after all.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { ulid } from 'ulid';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { api, loginAdmin, registerStudent } from '../support/api.js';
import { useEmulators } from '../support/domain.js';
import { countersOf, difference, figuresOf, scanTable } from '../support/ledger.js';
import { createOrder, sendWebhook, verify } from '../support/payments.js';

let admin: string;
const today = () => new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 10);

interface RefundReply {
  refund: { _id: string; amount: number; state: string; creditNoteNumber?: string };
  payment: { status: string; refunded?: number; creditNotes?: string[] };
}

const refund = (paymentId: string, body: Record<string, unknown>) =>
  api<RefundReply>('POST', `/api/admin/payments/${paymentId}/refund`, {
    token: admin,
    body: { refundId: ulid(), reason: 'Joined the wrong batch', ...body },
  });

async function paymentOf(id: string) {
  const items = await scanTable();
  return items.find((item) => item.pk === `PAYMENT#${id}` && item.sk === 'PAYMENT')!;
}

/** A card payment made through the stand-in's checkout (so Razorpay knows it), then verified. */
async function paidCardPayment() {
  const order = await createOrder({ course: 'gpsc', includeMaterial: true });
  const { url } = inject('razorpay');
  const paid = (await (await fetch(`${url}/standin/orders/${order.orderId}/pay`, { method: 'POST' })).json()) as Record<
    string,
    string
  >;
  expect((await verify(paid)).status).toBe(200);
  const { paymentOfOrder } = await import('#domain/payments/card.js');
  return (await paymentOfOrder(order.orderId))!;
}

async function courseAndStudent(price: number) {
  const course = await api<{ course: { _id: string } }>('POST', '/api/courses', {
    token: admin,
    body: { title: `Refund course ${randomBytes(3).toString('hex')}`, description: 'Refunds', price, category: 'ssc' },
  });
  const student = await registerStudent();
  return { courseId: course.body.course._id, student };
}

async function offlinePayment(studentId: string, courseId: string, amount: number) {
  const reply = await api<{ payment: { _id: string } }>('POST', `/api/admin/students/${studentId}/offline-payments`, {
    token: admin,
    body: { courseId, amount, mode: 'cash', paidOn: today(), reference: `RB-${randomBytes(4).toString('hex')}` },
  });
  expect(reply.status).toBe(201);
  return reply.body.payment._id;
}

const enrolled = async (token: string) =>
  (
    await api<{ enrollments: { course: { _id: string } }[] }>('GET', '/api/payments/enrollments', { token })
  ).body.enrollments.map((e) => e.course._id);

beforeAll(async () => {
  useEmulators();
  admin = await loginAdmin();
});

describe('card refunds through Razorpay', () => {
  it('a full refund: pending, then refund.processed settles it once: refunded, revenue reduced, credit note numbered; a retry and a repeated webhook change nothing', async () => {
    const payment = await paidCardPayment();
    const before = await scanTable();
    const refundId = ulid();
    const first = await api<RefundReply>('POST', `/api/admin/payments/${payment.id}/refund`, {
      token: admin,
      body: { refundId, reason: 'Course cancelled' },
    });
    expect(first.status).toBe(200);
    expect(first.body.refund).toMatchObject({ _id: refundId, amount: 17923 });
    await expect.poll(async () => (await paymentOf(payment.id)).status, { timeout: 10_000 }).toBe('refunded');
    const settled = await paymentOf(payment.id);
    expect(settled).toMatchObject({
      refundedPaise: 1792300,
      creditNotes: [expect.stringMatching(/^CN-\d{2}-\d{2}-\d{6}$/)],
    });

    const again = await api<RefundReply>('POST', `/api/admin/payments/${payment.id}/refund`, {
      token: admin,
      body: { refundId, reason: 'Course cancelled' },
    });
    expect(again.status).toBe(200);
    expect(again.body.refund).toMatchObject({
      _id: refundId,
      state: 'processed',
      creditNoteNumber: (settled.creditNotes as string[])[0],
    });
    const refundItem = (await scanTable()).find(
      (item) => item.pk === `PAYMENT#${payment.id}` && item.sk === `REFUND#${refundId}`,
    )!;
    const repeat = JSON.stringify({
      entity: 'event',
      event: 'refund.processed',
      payload: {
        refund: {
          entity: {
            id: refundItem.gatewayRefundId,
            receipt: refundId,
            notes: { paymentId: payment.id },
            status: 'processed',
          },
        },
      },
    });
    expect((await sendWebhook(repeat)).status).toBe(200);
    const after = await scanTable();
    expect((await paymentOf(payment.id)).refundedPaise).toBe(1792300);
    const change = difference(figuresOf(after), figuresOf(before));
    expect(difference(countersOf(after), countersOf(before))).toEqual(change);
    expect(change.revenuePaise).toBe(-1792300);
    // More than is left is refused.
    expect((await refund(payment.id, { amountRupees: 1 })).body).toMatchObject({ code: 'refund_too_large' });
  });

  it('a refund Razorpay fails is released: nothing changes and the amount can be refunded again', async () => {
    const payment = await paidCardPayment();
    const failing = await refund(payment.id, { amountRupees: 5000, reason: 'Test a failure [standin:fail]' });
    expect(failing.status).toBe(200);
    await expect
      .poll(
        async () =>
          (await scanTable()).find(
            (item) => item.pk === `PAYMENT#${payment.id}` && item.sk === `REFUND#${failing.body.refund._id}`,
          )?.state,
        { timeout: 10_000 },
      )
      .toBe('failed');
    expect(await paymentOf(payment.id)).toMatchObject({ status: 'paid' });
    const retry = await refund(payment.id, { amountRupees: 17923 });
    expect(retry.status).toBe(200);
    await expect.poll(async () => (await paymentOf(payment.id)).status, { timeout: 10_000 }).toBe('refunded');
  });
});

describe('UPI and offline refunds paid back by the office', () => {
  it('partial, then the rest: partially_refunded, then refunded; the credit notes form their own series', async () => {
    const { courseId, student } = await courseAndStudent(1200);
    const paymentId = await offlinePayment(student.id, courseId, 1200);
    const before = await scanTable();
    const part = await refund(paymentId, { amountRupees: 500, mode: 'cash', reference: 'VOUCHER-1' });
    expect(part.status).toBe(200);
    expect(part.body.payment).toMatchObject({ status: 'partially_refunded', refunded: 500 });
    const rest = await refund(paymentId, { mode: 'bank_transfer', reference: 'NEFT-BACK-2' });
    expect(rest.body.refund).toMatchObject({ amount: 700, state: 'processed' });
    expect(rest.body.payment).toMatchObject({ status: 'refunded', refunded: 1200 });
    const [a, b] = [part.body.refund.creditNoteNumber!, rest.body.refund.creditNoteNumber!].map((n) =>
      Number(n.slice(-6)),
    );
    expect(b! - a!).toBe(1);
    expect((await refund(paymentId, { amountRupees: 1, mode: 'cash', reference: 'X' })).body).toMatchObject({
      code: 'refund_too_large',
    });
    expect((await refund(paymentId, { mode: 'cash' })).status).toBe(409);
    const after = await scanTable();
    expect(difference(countersOf(after), countersOf(before))).toEqual(difference(figuresOf(after), figuresOf(before)));
    // The student sees it and opens the credit note; another student cannot.
    const mine = await api<{ payments: { status: string; refunded?: number; creditNotes?: string[] }[] }>(
      'GET',
      '/api/payments/mine',
      { token: student.token },
    );
    expect(mine.body.payments[0]).toMatchObject({
      status: 'refunded',
      refunded: 1200,
      creditNotes: [part.body.refund.creditNoteNumber, rest.body.refund.creditNoteNumber],
    });
    const note = await fetch(`${inject('apiUrl')}/api/credit-note/${rest.body.refund.creditNoteNumber}`, {
      headers: { authorization: `Bearer ${student.token}` },
    });
    expect(note.status).toBe(200);
    const text = execFileSync('pdftotext', ['-layout', '-', '-'], {
      input: Buffer.from(await note.arrayBuffer()),
      encoding: 'utf8',
    });
    expect(text).toMatch(/Amount refunded\s+₹700\.00/);
    expect(text).toMatch(/Paid back by Bank transfer\s+NEFT-BACK-2/);
    const stranger = await registerStudent();
    expect(
      (await api('GET', `/api/credit-note/${rest.body.refund.creditNoteNumber}`, { token: stranger.token })).status,
    ).toBe(404);
  });

  it('access is kept, or removed when the admin chooses', async () => {
    const { courseId, student } = await courseAndStudent(800);
    const kept = await offlinePayment(student.id, courseId, 800);
    expect((await refund(kept, { amountRupees: 100, mode: 'upi', reference: 'UPI-BACK' })).status).toBe(200);
    expect(await enrolled(student.token)).toContain(courseId);
    const before = await scanTable();
    expect((await refund(kept, { mode: 'upi', reference: 'UPI-BACK-2', removeAccess: true })).status).toBe(200);
    expect(await enrolled(student.token)).not.toContain(courseId);
    const profile = await api<{ user: { enrolledCourses: string[] } }>('GET', '/api/auth/profile', {
      token: student.token,
    });
    expect(profile.body.user.enrolledCourses).not.toContain(courseId);
    const after = await scanTable();
    expect(difference(countersOf(after), countersOf(before))).toEqual(difference(figuresOf(after), figuresOf(before)));
  });

  it('ten refunds at once that together exceed the payment never give back more than was paid', async () => {
    const { courseId, student } = await courseAndStudent(1000);
    const paymentId = await offlinePayment(student.id, courseId, 1000);
    const replies = await Promise.all(
      Array.from({ length: 10 }, (_, i) => refund(paymentId, { amountRupees: 300, mode: 'cash', reference: `R-${i}` })),
    );
    const made = replies.filter((reply) => reply.status === 200).length;
    expect(made).toBe(3);
    expect(
      replies
        .filter((reply) => reply.status !== 200)
        .every((reply) => (reply.body as { code?: string }).code === 'refund_too_large'),
    ).toBe(true);
    expect((await paymentOf(paymentId)).refundedPaise).toBe(90000);
  });

  it('the same refund sent twice at once is one refund', async () => {
    const { courseId, student } = await courseAndStudent(600);
    const paymentId = await offlinePayment(student.id, courseId, 600);
    const body = { refundId: ulid(), reason: 'Duplicate click', amountRupees: 200, mode: 'cash', reference: 'ONE' };
    const replies = await Promise.all(
      [0, 1].map(() => api<RefundReply>('POST', `/api/admin/payments/${paymentId}/refund`, { token: admin, body })),
    );
    expect(replies.map((reply) => reply.status)).toEqual([200, 200]);
    expect((await paymentOf(paymentId)).refundedPaise).toBe(20000);
  });
});
