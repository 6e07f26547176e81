/**
 * UPI payments for catalogue courses against DynamoDB Local: initiate, submit a UTR, admin approval
 * or rejection, "my payments", and the races (one UTR from two students, 20 approvals at once).
 */
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, loginAdmin, registerStudent } from '../support/api.js';
import { useEmulators } from '../support/domain.js';

let admin: string;
let counters: typeof import('#domain/stats/stats.js');

const freshUtr = () => randomBytes(6).toString('hex').toUpperCase();

async function createCourse(title: string, price: number) {
  const reply = await api<{ course: { _id: string } }>('POST', '/api/courses', {
    token: admin,
    body: { title, description: 'UPI course', price, category: 'ssc' },
  });
  if (reply.status !== 201) throw new Error(`course: ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body.course._id;
}

interface PendingItem {
  _id: string;
  name: string;
  email: string;
  phone: string;
  courseTitle: string;
  utrNumber: string;
  amount: number;
  submittedAt: string;
}

const submit = (token: string, courseId: string, utrNumber: string, extra: Record<string, unknown> = {}) =>
  api<{ receipt: Record<string, unknown> }>('POST', '/api/upi-payments/submit-utr', {
    token,
    body: { courseId, utrNumber, ...extra },
  });
const pending = async () =>
  (await api<{ items: PendingItem[] }>('GET', '/api/upi-payments/pending', { token: admin })).body.items;
const pendingIdOf = async (utr: string) => (await pending()).find((item) => item.utrNumber === utr)?._id;
const approve = (id: string) => api('POST', `/api/upi-payments/${id}/approve`, { token: admin });
const reject = (id: string, body?: unknown) =>
  api('POST', `/api/upi-payments/${id}/reject`, { token: admin, ...(body === undefined ? {} : { body }) });
const enrolments = async (token: string) =>
  (
    await api<{ enrollments: { course: { _id: string } }[] }>('GET', '/api/payments/enrollments', { token })
  ).body.enrollments.map((e) => e.course._id);

beforeAll(async () => {
  useEmulators();
  counters = await import('#domain/stats/stats.js');
  admin = await loginAdmin();
});

describe('POST /api/upi-payments/initiate', () => {
  it('answers a UPI link for the course price with a fresh reference, and the payee', async () => {
    const courseId = await createCourse('SSC CGL & CHSL 2027', 2499);
    const student = await registerStudent();
    const reply = await api<{
      upiUrl: string;
      amount: number;
      payee: { address: string; name: string };
      reference: string;
      course: { _id: string; title: string };
    }>('POST', '/api/upi-payments/initiate', { token: student.token, body: { courseId, amount: 1 } });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      amount: 2499,
      payee: { address: 'gyanpathacademy@upi', name: 'Gyanpath Academy' },
      course: { _id: courseId, title: 'SSC CGL & CHSL 2027' },
    });
    expect(reply.body.reference).toMatch(/^[A-Za-z0-9]+$/);
    expect(reply.body.upiUrl).toBe(
      `upi://pay?pa=gyanpathacademy%40upi&pn=Gyanpath%20Academy&am=2499.00&cu=INR&tn=SSC%20CGL%20%26%20CHSL%202027&tr=${reply.body.reference}`,
    );
    const second = await api<{ reference: string }>('POST', '/api/upi-payments/initiate', {
      token: student.token,
      body: { courseId },
    });
    expect(second.body.reference).not.toBe(reply.body.reference);
  });

  it('409 already_enrolled, 409 payment_pending, 404 for an unknown course', async () => {
    const courseId = await createCourse('Talati crash course', 999);
    const student = await registerStudent();
    expect((await submit(student.token, courseId, freshUtr())).status).toBe(200);
    const whilePending = await api('POST', '/api/upi-payments/initiate', { token: student.token, body: { courseId } });
    expect(whilePending).toMatchObject({ status: 409, body: { code: 'payment_pending' } });
    const id = (await api<{ payments: { _id: string }[] }>('GET', '/api/payments/mine', { token: student.token })).body
      .payments[0]!._id;
    expect((await approve(id)).status).toBe(200);
    const enrolled = await api('POST', '/api/upi-payments/initiate', { token: student.token, body: { courseId } });
    expect(enrolled).toMatchObject({ status: 409, body: { code: 'already_enrolled' } });
    const unknown = await api('POST', '/api/upi-payments/initiate', {
      token: student.token,
      body: { courseId: '01ARZ3NDEKTSV4RRFFQ69G5FAV' },
    });
    expect(unknown.status).toBe(404);
  });
});

describe('POST /api/upi-payments/submit-utr', () => {
  let courseId: string;
  beforeAll(async () => {
    courseId = await createCourse('NEET 12 biology', 4500);
  });

  it('normalises the UTR and records a pending payment at the course price, not the client amount', async () => {
    const student = await registerStudent({ name: 'Meera Desai', mobile: '9988776655' });
    const raw = randomBytes(6).toString('hex');
    const spaced = `${raw.slice(0, 4)} ${raw.slice(4, 8)} ${raw.slice(8)}`;
    const reply = await submit(student.token, courseId, spaced, { amount: 1 });
    expect(reply.status).toBe(200);
    expect(reply.body.receipt).toEqual({
      utrNumber: raw.toUpperCase(),
      name: 'Meera Desai',
      email: student.email,
      phone: '9988776655',
      course: 'NEET 12 biology',
      amount: 4500,
      status: 'pending',
    });
    const item = (await pending()).find((p) => p.utrNumber === raw.toUpperCase());
    expect(item).toMatchObject({
      name: 'Meera Desai',
      email: student.email,
      phone: '9988776655',
      courseTitle: 'NEET 12 biology',
      amount: 4500,
    });
  });

  it.each(['ABC123', 'ABCDEF1234567', 'ABCDEF12345!', '', '            '])(
    'refuses the UTR %j with 400 utr_invalid',
    async (utr) => {
      const student = await registerStudent();
      const reply = await submit(student.token, courseId, utr);
      expect(reply.status).toBe(400);
      expect(reply.body).toMatchObject({ success: false, code: 'utr_invalid', field: 'utrNumber' });
    },
  );

  it('accepts a UTR once across the whole system: two students at once → one 200, one 409', async () => {
    const [a, b] = await Promise.all([registerStudent(), registerStudent()]);
    const utr = freshUtr();
    const replies = await Promise.all([submit(a.token, courseId, utr), submit(b.token, courseId, utr.toLowerCase())]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(replies.find((r) => r.status === 409)!.body).toMatchObject({ code: 'utr_already_used' });
    const later = await registerStudent();
    const otherCourse = await createCourse('UTR reuse check', 100);
    expect((await submit(later.token, otherCourse, utr)).body).toMatchObject({ code: 'utr_already_used' });
  });

  it('409 payment_pending for a second UTR while one is pending', async () => {
    const student = await registerStudent();
    expect((await submit(student.token, courseId, freshUtr())).status).toBe(200);
    const second = await submit(student.token, courseId, freshUtr());
    expect(second).toMatchObject({ status: 409, body: { code: 'payment_pending' } });
  });
});

describe('approvals', () => {
  it('lists pending payments oldest first', async () => {
    const courseId = await createCourse('Ordering course', 300);
    const utrs: string[] = [];
    for (let i = 0; i < 3; i++) {
      const student = await registerStudent();
      const utr = freshUtr();
      utrs.push(utr);
      expect((await submit(student.token, courseId, utr)).status).toBe(200);
    }
    const items = await pending();
    const positions = utrs.map((utr) => items.findIndex((item) => item.utrNumber === utr));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    const times = items.map((item) => item.submittedAt);
    expect([...times].sort()).toEqual(times);
  });

  it('20 approvals at once: one 200, the rest 409; one enrolment; revenue and the course counters counted once', async () => {
    const courseId = await createCourse('Parallel approval course', 1250);
    const student = await registerStudent();
    const utr = freshUtr();
    expect((await submit(student.token, courseId, utr)).status).toBe(200);
    const id = (await pendingIdOf(utr))!;
    const before = await counters.readCounters(counters.statsKeys.totals);
    const replies = await Promise.all(Array.from({ length: 20 }, () => approve(id)));
    const statuses = replies.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    const approved = replies.find((r) => r.status === 200)!.body as { receiptNumber?: string };
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    expect(await enrolments(student.token)).toEqual([courseId]);
    const profile = await api<{ user: { enrolledCourses: string[] } }>('GET', '/api/auth/profile', {
      token: student.token,
    });
    expect(profile.body.user.enrolledCourses).toEqual([courseId]);
    const after = await counters.readCounters(counters.statsKeys.totals);
    expect(after.totalRevenuePaise - before.totalRevenuePaise).toBe(125000);
    expect(await counters.readCounters(counters.statsKeys.course(courseId))).toMatchObject({
      enrollmentCount: 1,
      totalRevenuePaise: 125000,
    });
    expect(await pendingIdOf(utr)).toBeUndefined();
    const mine = (
      await api<{ payments: Record<string, unknown>[] }>('GET', '/api/payments/mine', { token: student.token })
    ).body.payments;
    expect(mine).toEqual([
      {
        _id: id,
        method: 'upi',
        status: 'approved',
        course: { _id: courseId, title: 'Parallel approval course' },
        amount: 1250,
        utrNumber: utr,
        receiptNumber: expect.stringMatching(/^GA-\d{2}-\d{2}-\d{6}$/),
        createdAt: expect.any(String),
        decidedAt: expect.any(String),
      },
    ]);
    // The approval answers the number the receipt carries, so the office can say it at once.
    expect(approved.receiptNumber).toBe(mine[0]!.receiptNumber);
  });

  it('reject keeps the UTR used; approving a rejected one or rejecting an approved one is 409', async () => {
    const courseId = await createCourse('Rejection course', 700);
    const student = await registerStudent();
    const utr = freshUtr();
    await submit(student.token, courseId, utr);
    const id = (await pendingIdOf(utr))!;
    expect((await reject(id, { reason: 'No such credit in the bank statement' })).status).toBe(200);
    expect(await approve(id)).toMatchObject({ status: 409, body: { code: 'payment_already_decided' } });
    expect((await reject(id)).status).toBe(409);
    expect(await enrolments(student.token)).toEqual([]);
    expect(await counters.readCounters(counters.statsKeys.course(courseId))).toMatchObject({
      enrollmentCount: 0,
      totalRevenuePaise: 0,
    });
    expect((await submit(student.token, courseId, utr)).body).toMatchObject({ code: 'utr_already_used' });
    const mine = (
      await api<{ payments: Record<string, unknown>[] }>('GET', '/api/payments/mine', { token: student.token })
    ).body.payments;
    expect(mine[0]).toMatchObject({
      _id: id,
      status: 'rejected',
      rejectionReason: 'No such credit in the bank statement',
    });
    // After a rejection the student may pay again with a new UTR.
    const retryUtr = freshUtr();
    expect((await submit(student.token, courseId, retryUtr)).status).toBe(200);
    const retryId = (await pendingIdOf(retryUtr))!;
    expect((await approve(retryId)).status).toBe(200);
    expect((await reject(retryId)).status).toBe(409);
    const newestFirst = (
      await api<{ payments: { _id: string }[] }>('GET', '/api/payments/mine', { token: student.token })
    ).body.payments.map((p) => p._id);
    expect(newestFirst).toEqual([retryId, id]);
  });

  it('reject takes an empty body, {} or {reason}; refuses malformed JSON and a non-text reason', async () => {
    const courseId = await createCourse('Reject bodies', 100);
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const student = await registerStudent();
      const utr = freshUtr();
      await submit(student.token, courseId, utr);
      ids.push((await pendingIdOf(utr))!);
    }
    expect(
      (await api('POST', `/api/upi-payments/${ids[0]}/reject`, { token: admin, rawBody: '{"reason": ' })).status,
    ).toBe(400);
    expect((await reject(ids[0]!, { reason: 42 })).status).toBe(400);
    expect((await reject(ids[0]!)).status).toBe(200);
    expect((await reject(ids[1]!, {})).status).toBe(200);
    expect((await reject(ids[2]!, { reason: 'Amount short' })).status).toBe(200);
  });

  it('404 for an unknown payment and for a card payment id', async () => {
    expect((await approve('01ARZ3NDEKTSV4RRFFQ69G5FAV')).status).toBe(404);
    expect((await reject('01ARZ3NDEKTSV4RRFFQ69G5FAV')).status).toBe(404);
    const order = await api<{ orderId: string }>('POST', '/api/create-order', {
      body: { course: 'gpsc', name: 'Card Payer', mobile: '9876543210' },
    });
    const { paymentOfOrder } = await import('#domain/payments/card.js');
    const cardPayment = (await paymentOfOrder(order.body.orderId))!;
    expect((await approve(cardPayment.id)).status).toBe(404);
    expect((await reject(cardPayment.id)).status).toBe(404);
  });
});
