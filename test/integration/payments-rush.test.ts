/**
 * Admission day against DynamoDB Local: a hundred card payments and a hundred UTRs at once, receipt
 * numbers for every rupee in one gap-free series, counters that equal the ledger, the UPI instalment of
 * a student already enrolled, retries that get the first outcome, and revenue past ₹100 crore.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { api, freshAddress, loginAdmin, registerStudent } from '../support/api.js';
import { useEmulators } from '../support/domain.js';
import { countersOf, difference, figuresOf, scanTable, type Item } from '../support/ledger.js';
import {
  checkoutResult,
  DELIVERY,
  gatewayPaymentId,
  sendWebhook,
  verify,
  webhookBody,
  type OrderReply,
} from '../support/payments.js';

let admin: string;

const freshUtr = () => randomBytes(6).toString('hex').toUpperCase();
const RECEIPT = /^GA-(\d{2}-\d{2})-(\d{6})$/;

async function createCourse(title: string, price: number) {
  const reply = await api<{ course: { _id: string } }>('POST', '/api/courses', {
    token: admin,
    body: { title, description: 'Admission day course', price, category: 'gpsc' },
  });
  if (reply.status !== 201) throw new Error(`course: ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body.course._id;
}

const submit = (token: string, courseId: string, utrNumber: string) =>
  api<{ receipt: Record<string, unknown> }>('POST', '/api/upi-payments/submit-utr', {
    token,
    body: { courseId, utrNumber },
  });
const pendingIdOf = async (utr: string) =>
  (
    await api<{ items: { _id: string; utrNumber: string }[] }>('GET', '/api/upi-payments/pending', { token: admin })
  ).body.items.find((item) => item.utrNumber === utr)?._id;
const offline = (studentId: string, body: Record<string, unknown>) =>
  api<{ payment: { _id: string; receiptNumber?: string; status: string } }>(
    'POST',
    `/api/admin/students/${studentId}/offline-payments`,
    { token: admin, body },
  );
const today = () => new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 10);

/** Every receipt number in the table, checked to form 1..n per financial year with no gap and no repeat, each pointing at a received payment. */
function receiptSeries(items: Item[], before: Item[] = []) {
  const older = new Set(before.filter((item) => item.sk === 'PAYMENT').map((item) => item.id as string));
  const payments = new Map(items.filter((item) => item.sk === 'PAYMENT').map((item) => [item.id as string, item]));
  const links = items.filter((item) => String(item.pk).startsWith('RECEIPT#') && item.sk === 'RECEIPT');
  const byYear = new Map<string, number[]>();
  for (const link of links) {
    const [, fy, n] = RECEIPT.exec(link.number as string)!;
    byYear.set(fy!, [...(byYear.get(fy!) ?? []), Number(n)]);
    const payment = payments.get(link.paymentId as string);
    expect(payment?.receiptNumber, `receipt ${String(link.number)}`).toBe(link.number);
    // Money that arrived keeps its receipt when some or all of it is refunded later (other files refund in this table).
    expect(['paid', 'approved', 'partially_refunded', 'refunded']).toContain(payment?.status);
  }
  for (const [fy, numbers] of byYear) {
    numbers.sort((a, b) => a - b);
    expect(numbers, `series ${fy}`).toEqual(numbers.map((_, i) => i + 1));
    const counter = items.find((item) => item.pk === 'COUNTER#RECEIPT' && item.sk === `FY#${fy}`);
    expect(counter?.last).toBe(numbers.length);
  }
  const received = [...payments.values()].filter(
    (payment) => (payment.status === 'paid' || payment.status === 'approved') && !older.has(payment.id as string),
  );
  expect(
    received.filter((payment) => !payment.receiptNumber),
    'received payments without a receipt number',
  ).toEqual([]);
  expect(
    items.filter((item) => item.pk === 'RECEIPTQUEUE'),
    'payments still in line for a number',
  ).toEqual([]);
  return links.length;
}

beforeAll(async () => {
  useEmulators();
  admin = await loginAdmin();
});

describe('admission day', () => {
  it('100 card payments at once (verify and webhook racing each other): every reply 2xx, receipts gap-free, counters equal the ledger', async () => {
    const before = await scanTable();
    const orders = await Promise.all(
      Array.from({ length: 100 }, async (_, i) => {
        const reply = await api<OrderReply>('POST', '/api/create-order', {
          body: {
            course: i % 2 ? 'gpsc' : 'upsc',
            name: `Payer ${i}`,
            mobile: `98${String(10_000_000 + i).slice(-8)}`,
            includeMaterial: i % 4 === 1,
            ...(i % 4 === 1 ? DELIVERY : {}),
          },
          from: freshAddress(),
        });
        expect(reply.status, JSON.stringify(reply.body)).toBe(200);
        return reply.body;
      }),
    );
    const started = Date.now();
    const replies = await Promise.all(
      orders.flatMap((order) => {
        const paymentId = gatewayPaymentId();
        return [
          verify(checkoutResult(order.orderId, paymentId)),
          sendWebhook(webhookBody('payment.captured', order, paymentId)),
        ];
      }),
    );
    const slowest = Date.now() - started;
    expect(
      replies.filter((reply) => reply.status >= 300).map((reply) => `${reply.status} ${JSON.stringify(reply.body)}`),
    ).toEqual([]);
    const numbers = replies
      .filter((_, i) => i % 2 === 0)
      .map((reply) => (reply.body as { receiptNumber: string }).receiptNumber);
    expect(new Set(numbers).size).toBe(100);

    const after = await scanTable();
    receiptSeries(after, before);
    const truth = difference(figuresOf(after), figuresOf(before));
    expect(difference(countersOf(after), countersOf(before))).toEqual(truth);
    expect(truth.receivedCount).toBe(100);
    expect(slowest).toBeGreaterThan(0);
  }, 180_000);

  it('100 UTR submissions at once: every reply 2xx, each a pending payment, the ledger count exact; approving them numbers their receipts', async () => {
    const courseId = await createCourse('Admission day UPI course', 4500);
    const students = [];
    for (let i = 0; i < 100; i += 20)
      students.push(...(await Promise.all(Array.from({ length: 20 }, () => registerStudent()))));
    const before = await scanTable();
    const utrs = students.map(() => freshUtr());
    const replies = await Promise.all(students.map((student, i) => submit(student.token, courseId, utrs[i]!)));
    expect(
      replies.filter((reply) => reply.status !== 200).map((reply) => `${reply.status} ${JSON.stringify(reply.body)}`),
    ).toEqual([]);
    const middle = await scanTable();
    expect(difference(countersOf(middle), countersOf(before))).toEqual(
      difference(figuresOf(middle), figuresOf(before)),
    );

    const ids = await Promise.all(utrs.slice(0, 30).map((utr) => pendingIdOf(utr)));
    const approvals = await Promise.all(
      ids.map((id) => api('POST', `/api/upi-payments/${id}/approve`, { token: admin })),
    );
    expect(approvals.map((reply) => reply.status)).toEqual(ids.map(() => 200));
    const after = await scanTable();
    receiptSeries(after, before);
    expect(difference(countersOf(after), countersOf(before))).toEqual(difference(figuresOf(after), figuresOf(before)));
  }, 180_000);
});

describe('a receipt for every rupee', () => {
  it('card, approved UPI and offline payments take numbers from one series', async () => {
    const courseId = await createCourse('One series course', 1200);
    const before = await scanTable();
    const student = await registerStudent();
    const utr = freshUtr();
    expect((await submit(student.token, courseId, utr)).status).toBe(200);
    expect((await api('POST', `/api/upi-payments/${await pendingIdOf(utr)}/approve`, { token: admin })).status).toBe(
      200,
    );
    const other = await registerStudent();
    const cash = await offline(other.id, {
      courseId,
      amount: 1200,
      mode: 'cash',
      paidOn: today(),
      reference: `RB-${randomBytes(3).toString('hex')}`,
    });
    expect(cash.status).toBe(201);
    expect(cash.body.payment.receiptNumber).toMatch(RECEIPT);
    const mine = await api<{ payments: { method: string; receiptNumber?: string }[] }>('GET', '/api/payments/mine', {
      token: student.token,
    });
    const upiNumber = mine.body.payments.find((payment) => payment.method === 'upi')?.receiptNumber;
    expect(upiNumber).toMatch(RECEIPT);
    expect(
      Number(RECEIPT.exec(cash.body.payment.receiptNumber!)![2]) - Number(RECEIPT.exec(upiNumber!)![2]),
    ).toBeGreaterThan(0);
    receiptSeries(await scanTable(), before);

    // Each payer opens their own receipt from My Payments with their session, an admin any, nobody else.
    const pdf = async (number: string, token: string) => {
      const reply = await fetch(`${inject('apiUrl')}/api/receipt/${number}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      return {
        status: reply.status,
        text: reply.ok
          ? execFileSync('pdftotext', ['-layout', '-', '-'], {
              input: Buffer.from(await reply.arrayBuffer()),
              encoding: 'utf8',
            })
          : '',
      };
    };
    const own = await pdf(upiNumber!, student.token);
    expect(own.status).toBe(200);
    expect(own.text).toMatch(new RegExp(`UTR\\s+${utr}`));
    expect(own.text).toMatch(/Total paid\s+₹1,200\.00/);
    const office = await pdf(cash.body.payment.receiptNumber!, other.token);
    expect(office.status).toBe(200);
    expect(office.text).toMatch(/Paid by\s+Cash/);
    expect(office.text).toMatch(/Cash receipt book number\s+RB-/);
    expect((await pdf(upiNumber!, other.token)).status).toBe(403);
    expect((await pdf(cash.body.payment.receiptNumber!, student.token)).status).toBe(403);
    expect((await pdf('GA-99-00-999999', student.token)).status).toBe(403);
    expect((await pdf('GA-99-00-999999', admin)).status).toBe(404);
    expect((await pdf(upiNumber!, admin)).status).toBe(200);
  });
});

describe('retries get the first outcome', () => {
  it('the same UTR for the same course from the same student answers the first receipt; another student still gets 409', async () => {
    const courseId = await createCourse('Retried UTR course', 800);
    const student = await registerStudent();
    const utr = freshUtr();
    const [first, second] = await Promise.all([
      submit(student.token, courseId, utr),
      submit(student.token, courseId, utr),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.body.receipt).toEqual(first.body.receipt);
    const third = await submit(student.token, courseId, ` ${utr.toLowerCase()} `);
    expect(third.status).toBe(200);
    const stranger = await registerStudent();
    expect((await submit(stranger.token, courseId, utr)).body).toMatchObject({ code: 'utr_already_used' });
    const mine = await api<{ payments: unknown[] }>('GET', '/api/payments/mine', { token: student.token });
    expect(mine.body.payments).toHaveLength(1);
  });

  it('the same offline payment sent twice at once is recorded once and every answer names it; another amount with that reference is another payment', async () => {
    const courseId = await createCourse('Retried cash course', 3000);
    const student = await registerStudent();
    const body = {
      courseId,
      amount: 3000,
      mode: 'cash',
      paidOn: today(),
      reference: `rcpt ${randomBytes(3).toString('hex')}`,
    };
    const replies = await Promise.all([
      offline(student.id, body),
      offline(student.id, body),
      offline(student.id, { ...body, reference: body.reference.toUpperCase() }),
    ]);
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 200, 201]);
    expect(new Set(replies.map((reply) => reply.body.payment._id)).size).toBe(1);
    expect((await offline(student.id, { ...body, amount: 2999 })).status).toBe(201);
    const student_ = await api<{ payments: unknown[] }>('GET', `/api/admin/students/${student.id}`, { token: admin });
    expect(student_.body.payments).toHaveLength(2);
  });

  it('a verify sent again after the webhook answers the same receipt', async () => {
    const order = (
      await api<OrderReply>('POST', '/api/create-order', {
        body: { course: 'gpsc', name: 'Retry Payer', mobile: '9825012345' },
        from: freshAddress(),
      })
    ).body;
    const paymentId = gatewayPaymentId();
    expect((await sendWebhook(webhookBody('order.paid', order, paymentId))).status).toBe(200);
    const [a, b] = await Promise.all([
      verify(checkoutResult(order.orderId, paymentId)),
      verify(checkoutResult(order.orderId, paymentId)),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.receiptNumber).toBe(b.body.receiptNumber);
    const status = await api<{ status: string; receiptNumber: string }>('GET', `/api/orders/${order.orderId}`);
    expect(status.body).toMatchObject({ status: 'paid', receiptNumber: a.body.receiptNumber });
  });
});

describe('a UPI payment from a student already enrolled', () => {
  it('is approved as an instalment: counted, numbered, and the student enrolled once', async () => {
    const courseId = await createCourse('Instalment by UPI course', 5000);
    const student = await registerStudent();
    const utr = freshUtr();
    expect((await submit(student.token, courseId, utr)).status).toBe(200);
    // Meanwhile the office takes the first instalment in cash and enrols the student.
    expect(
      (
        await offline(student.id, {
          courseId,
          amount: 2000,
          mode: 'cash',
          paidOn: today(),
          reference: `RB-${randomBytes(3).toString('hex')}`,
        })
      ).status,
    ).toBe(201);
    const before = await scanTable();
    const approval = await api('POST', `/api/upi-payments/${await pendingIdOf(utr)}/approve`, { token: admin });
    expect(approval.status).toBe(200);
    const after = await scanTable();
    const change = difference(figuresOf(after), figuresOf(before));
    expect(difference(countersOf(after), countersOf(before))).toEqual(change);
    expect(change.byCourse[`COURSE#${courseId}`]).toEqual({
      revenuePaise: 500_000,
      receivedCount: 1,
      enrollmentCount: 0,
    });
    const profile = await api<{ user: { enrolledCourses: string[] } }>('GET', '/api/auth/profile', {
      token: student.token,
    });
    expect(profile.body.user.enrolledCourses.filter((id) => id === courseId)).toHaveLength(1);
  });
});

describe('money beyond ₹100 crore', () => {
  it('101 offline payments of ₹1 crore: the dashboard, stats, course list, payments and export still answer, exactly', async () => {
    const courseId = await createCourse('Crore course', 10_000_000);
    const student = await registerStudent();
    const before = (await api<{ totalAmount: number }>('GET', '/api/stats', { token: admin })).body.totalAmount;
    for (let i = 0; i < 101; i += 10) {
      const batch = Array.from({ length: Math.min(10, 101 - i) }, (_, j) =>
        offline(student.id, {
          courseId,
          amount: 10_000_000,
          mode: 'bank_transfer',
          paidOn: today(),
          reference: `NEFT-${i + j}-${randomBytes(2).toString('hex')}`,
        }),
      );
      expect((await Promise.all(batch)).map((reply) => reply.status)).toEqual(batch.map(() => 201));
    }
    const stats = await api<{ totalAmount: number; courseStats: { course: string; amount: number }[] }>(
      'GET',
      '/api/stats',
      { token: admin },
    );
    expect(stats.status).toBe(200);
    expect(stats.body.totalAmount - before).toBe(1_010_000_000);
    expect(stats.body.courseStats.find((entry) => entry.course === 'Crore course')?.amount).toBe(1_010_000_000);
    for (const path of [
      '/api/admin/dashboard',
      '/api/admin/courses',
      '/api/payments?page=1&limit=10',
      '/api/admin/payments',
    ]) {
      expect((await api('GET', path, { token: admin })).status, path).toBe(200);
    }
  }, 120_000);

  it('₹10,000 crore and more adds up to the paisa, and a counter holding nonsense shows as a warning, not a 500', async () => {
    const { statsChanges, statsKeys, statsWrites } = await import('#domain/stats/stats.js');
    const { transactWrite } = await import('#lib/db.js');
    const { paise } = await import('#shared/money.js');
    const before = (await api<{ totalAmount: number }>('GET', '/api/stats', { token: admin })).body.totalAmount;
    const tenThousandCrore = 100_000_000_000_00 + 50; // ₹10,000 crore and 50 paise, in paise
    for (let shard = 0; shard < 2; shard++)
      await transactWrite(
        statsWrites(statsChanges.moneyReceived(paise(tenThousandCrore), statsKeys.direct('upsc')), shard),
      );
    const after = await api<{ totalAmount: number; warnings?: string[] }>('GET', '/api/stats', { token: admin });
    expect(after.status).toBe(200);
    expect(Math.round((after.body.totalAmount - before) * 100)).toBe(2 * tenThousandCrore);
    expect(after.body.warnings).toBeUndefined();

    const { db, tableName } = await import('#lib/db.js');
    const { PutCommand, DeleteCommand } = await import('@aws-sdk/lib-dynamodb');
    const bad = { pk: 'STATS', sk: 'TOTALS#S7' };
    const existing = (await scanTable()).find((item) => item.pk === bad.pk && item.sk === bad.sk);
    await db().send(
      new PutCommand({ TableName: tableName(), Item: { ...bad, totalRevenuePaise: 'lots', paymentCount: 1.5 } }),
    );
    try {
      for (const path of [
        '/api/stats',
        '/api/admin/dashboard',
        '/api/admin/courses',
        '/api/payments?page=1&limit=10',
      ]) {
        const reply = await api<{ warnings?: string[] }>('GET', path, { token: admin });
        expect(reply.status, path).toBe(200);
        if (path !== '/api/payments?page=1&limit=10') expect(reply.body.warnings?.join(' '), path).toMatch(/TOTALS#S7/);
      }
    } finally {
      if (existing) await db().send(new PutCommand({ TableName: tableName(), Item: existing }));
      else await db().send(new DeleteCommand({ TableName: tableName(), Key: bad }));
      for (let shard = 0; shard < 2; shard++) {
        await transactWrite(
          statsWrites(
            [
              { key: statsKeys.totals, add: { totalRevenuePaise: -tenThousandCrore, paymentCount: -1 } },
              { key: statsKeys.direct('upsc'), add: { totalRevenuePaise: -tenThousandCrore, paymentCount: -1 } },
            ],
            shard,
          ),
        );
      }
    }
  });
});
