/**
 * Money taken at the office, against DynamoDB Local: a receipt book number typed again for another day
 * or amount is another payment (recorded), the same payment sent again is answered with the first
 * (flagged as already recorded), two identical requests at once record one; a test series paid at the
 * office (receipt, access, counters); a refund found by its credit note's number; and what the refund
 * policy offers back (never a card gateway's fee).
 */
import { randomBytes } from 'node:crypto';
import { ulid } from 'ulid';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { api, loginAdmin, registerStudent } from '../support/api.js';
import { useEmulators } from '../support/domain.js';
import { scanTable } from '../support/ledger.js';
import { createOrder, verify } from '../support/payments.js';

let admin: string;

interface Recorded {
  payment: {
    _id: string;
    amount: number;
    receiptNumber?: string;
    product?: string;
    course: { _id: string; title: string };
    refundableUnderPolicy?: number;
  };
  alreadyRecorded: boolean;
  code?: string;
  field?: string;
}

const record = (studentId: string, body: Record<string, unknown>) =>
  api<Recorded>('POST', `/api/admin/students/${studentId}/offline-payments`, {
    token: admin,
    body: { mode: 'cash', paidOn: '2026-05-10', ...body },
  });

async function createCourse(price: number) {
  const reply = await api<{ course: { _id: string } }>('POST', '/api/courses', {
    token: admin,
    body: { title: `Office course ${randomBytes(3).toString('hex')}`, description: 'Office', price, category: 'ssc' },
  });
  expect(reply.status).toBe(201);
  return reply.body.course._id;
}

async function createSeries(title: string, price: number) {
  const reply = await api<{ testSeries: { _id: string } }>('POST', '/api/test-series', {
    token: admin,
    body: { title, description: 'Mock tests', price, category: 'gpsc', numberOfTests: 5 },
  });
  expect([200, 201]).toContain(reply.status);
  return reply.body.testSeries._id;
}

const ledgerOf = async (userId: string) =>
  (await scanTable()).filter((item) => item.sk === 'PAYMENT' && item.userId === userId);

const search = async (q: string) =>
  (
    await api<{ payments: Recorded['payment'][] }>('GET', `/api/admin/payments?q=${encodeURIComponent(q)}`, {
      token: admin,
    })
  ).body.payments;

beforeAll(async () => {
  useEmulators();
  admin = await loginAdmin();
});

describe('a receipt book number typed again', () => {
  it('records another day or another amount; answers a true retry with the first payment and its receipt', async () => {
    const courseId = await createCourse(9000);
    const student = await registerStudent();
    const first = await record(student.id, { courseId, amount: 3000, reference: 'RB 0042' });
    expect(first.status).toBe(201);
    expect(first.body.alreadyRecorded).toBe(false);
    expect(first.body.payment.receiptNumber).toMatch(/^GA-/);

    const nextDay = await record(student.id, { courseId, amount: 3000, reference: 'rb  0042', paidOn: '2026-05-11' });
    expect(nextDay.status).toBe(201);
    expect(nextDay.body.alreadyRecorded).toBe(false);
    expect(nextDay.body.payment._id).not.toBe(first.body.payment._id);

    const otherAmount = await record(student.id, { courseId, amount: 2500, reference: 'RB 0042' });
    expect(otherAmount.status).toBe(201);
    expect(otherAmount.body.payment._id).not.toBe(first.body.payment._id);
    expect(otherAmount.body.payment.receiptNumber).not.toBe(nextDay.body.payment.receiptNumber);

    const retry = await record(student.id, { courseId, amount: 3000, reference: ' Rb 0042 ' });
    expect(retry.status).toBe(200);
    expect(retry.body).toMatchObject({
      alreadyRecorded: true,
      payment: { _id: first.body.payment._id, receiptNumber: first.body.payment.receiptNumber },
    });
    expect((await ledgerOf(student.id)).map((item) => item.amountPaise).sort()).toEqual([250000, 300000, 300000]);
  });

  it('two identical requests at once: one payment, both answers naming it with its receipt', async () => {
    const courseId = await createCourse(4000);
    const student = await registerStudent();
    const body = { courseId, amount: 4000, reference: `RB-${randomBytes(3).toString('hex')}` };
    const replies = await Promise.all([record(student.id, body), record(student.id, body)]);
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 201]);
    expect(replies.map((reply) => reply.body.alreadyRecorded).sort()).toEqual([false, true]);
    const [a, b] = replies.map((reply) => reply.body.payment);
    expect(b!._id).toBe(a!._id);
    expect(b!.receiptNumber).toBe(a!.receiptNumber);
    expect(await ledgerOf(student.id)).toHaveLength(1);
  });
});

describe('a test series paid at the office', () => {
  const mySeries = async (token: string) =>
    (
      await api<{ testSeries: { testSeries: { _id: string }; status: string; grantedBy?: string }[] }>(
        'GET',
        '/api/my/test-series',
        { token },
      )
    ).body.testSeries;
  const seriesFigures = async (title: string) =>
    (
      await api<{ courseStats: { course: string; students: number; amount: number; product?: string }[] }>(
        'GET',
        '/api/stats',
        { token: admin },
      )
    ).body.courseStats.find((entry) => entry.course === title);

  it('gives a receipt and the series, counted once per student and per rupee', async () => {
    const title = `Office series ${randomBytes(3).toString('hex')}`;
    const seriesId = await createSeries(title, 1500);
    const student = await registerStudent();
    const paid = await record(student.id, { seriesId, amount: 1000, reference: 'TS-1' });
    expect(paid.status).toBe(201);
    expect(paid.body.payment).toMatchObject({ product: 'test-series', course: { _id: seriesId, title }, amount: 1000 });
    expect(paid.body.payment.receiptNumber).toMatch(/^GA-/);
    expect(await mySeries(student.token)).toMatchObject([
      { testSeries: { _id: seriesId }, status: 'purchased', grantedBy: 'payment' },
    ]);
    // The balance: recorded and counted, the access left as it is.
    expect((await record(student.id, { seriesId, amount: 500, reference: 'TS-2' })).status).toBe(201);
    expect(await mySeries(student.token)).toHaveLength(1);
    expect(await seriesFigures(title)).toEqual({ course: title, students: 1, amount: 1500, product: 'test-series' });
    const receipt = await fetch(`${inject('apiUrl')}/api/receipt/${paid.body.payment.receiptNumber}`, {
      headers: { authorization: `Bearer ${student.token}` },
    });
    expect(receipt.status).toBe(200);
  });

  it('asks for exactly one of a course and a test series', async () => {
    const courseId = await createCourse(100);
    const seriesId = await createSeries(`Either ${randomBytes(3).toString('hex')}`, 100);
    const student = await registerStudent();
    for (const body of [{ courseId, seriesId }, {}]) {
      const reply = await record(student.id, { ...body, amount: 100, reference: 'X-1' });
      expect(reply.status).toBe(400);
      expect(reply.body).toMatchObject({ code: 'validation.offline_product', field: 'courseId' });
    }
    expect(await record(student.id, { seriesId: ulid(), amount: 100, reference: 'X-1' })).toMatchObject({
      status: 404,
      body: { code: 'test_series_not_found' },
    });
    expect(await ledgerOf(student.id)).toEqual([]);
  });
});

describe('refunds as the office finds and offers them', () => {
  it('finds a payment by its credit note number, which its student opens and another student cannot', async () => {
    const courseId = await createCourse(2000);
    const student = await registerStudent();
    const paid = await record(student.id, {
      courseId,
      amount: 2000,
      reference: `RB-${randomBytes(3).toString('hex')}`,
    });
    expect(paid.body.payment.refundableUnderPolicy).toBe(2000);
    const refunded = await api<{ refund: { creditNoteNumber: string }; payment: Recorded['payment'] }>(
      'POST',
      `/api/admin/payments/${paid.body.payment._id}/refund`,
      {
        token: admin,
        body: { refundId: ulid(), amountRupees: 750, reason: 'Left', mode: 'cash', reference: 'CASH-BACK' },
      },
    );
    expect(refunded.status).toBe(200);
    expect(refunded.body.payment.refundableUnderPolicy).toBe(1250);
    const number = refunded.body.refund.creditNoteNumber;
    expect(number).toMatch(/^CN-/);

    expect((await search(` ${number.toLowerCase()} `)).map((payment) => payment._id)).toEqual([paid.body.payment._id]);
    expect(await search(number.replace(/\d$/, (digit) => String((Number(digit) + 1) % 10)))).not.toContainEqual(
      expect.objectContaining({ _id: paid.body.payment._id }),
    );

    const open = (token: string) =>
      fetch(`${inject('apiUrl')}/api/credit-note/${number}`, { headers: { authorization: `Bearer ${token}` } });
    const own = await open(student.token);
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toBe('application/pdf');
    expect((await open((await registerStudent()).token)).status).toBe(404);
  });

  it('offers back a card payment without the gateway fee', async () => {
    const order = await createOrder({ course: 'gpsc' });
    const { url } = inject('razorpay');
    const paid = (await (
      await fetch(`${url}/standin/orders/${order.orderId}/pay`, { method: 'POST' })
    ).json()) as Record<string, string>;
    const verified = await verify(paid);
    expect(verified.status).toBe(200);
    const { receiptNumber } = verified.body as { receiptNumber: string };
    const found = await search(receiptNumber);
    expect(found).toHaveLength(1);
    const payment = found[0];
    const stored = (await scanTable()).find((item) => item.sk === 'PAYMENT' && item.receiptNumber === receiptNumber)!;
    expect(stored.amountPaise).toBeGreaterThan(stored.feePaise as number);
    expect(payment!.refundableUnderPolicy).toBe((stored.feePaise as number) / 100);
  });
});
