/**
 * Refunds that settle or say why, against DynamoDB Local and the Razorpay stand-in: a refund of a
 * payment whose course or series was deleted; an office refund left pending (a failed settling, a
 * request that died) completed by the same refund id, by the SettleRefunds job and by the counter
 * rebuild; card refunds whose webhook or Razorpay's answer was lost settled by asking Razorpay, and one
 * Razorpay never received released with a reason the admin sees. The counters equal the ledger after each.
 */
import { randomBytes } from 'node:crypto';
import { TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { AdminPayment } from '#shared/admin-types.js';
import { jobs } from '#shared/jobs.js';
import { api, loginAdmin, registerStudent } from '../support/api.js';
import { useEmulators } from '../support/domain.js';
import { countersOf, difference, figuresOf, plain, scanTable } from '../support/ledger.js';
import { createOrder, verify } from '../support/payments.js';

let admin: string;
let dbModule: typeof import('#lib/db.js');
let refunds: typeof import('#domain/payments/refunds.js');
let ledger: typeof import('#domain/payments/ledger.js');
let iam: typeof import('#infra/local/local-iam.js');
const today = () => new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 10);

interface RefundReply {
  refund: { _id: string; amount: number; state: string; creditNoteNumber?: string; failureReason?: string };
  payment: AdminPayment;
}

beforeAll(async () => {
  useEmulators();
  const razorpay = inject('razorpay');
  Object.assign(process.env, {
    RAZORPAY_KEY_ID: razorpay.keyId,
    RAZORPAY_KEY_SECRET: razorpay.keySecret,
    RAZORPAY_API_URL: razorpay.url,
  });
  dbModule = await import('#lib/db.js');
  refunds = await import('#domain/payments/refunds.js');
  ledger = await import('#domain/payments/ledger.js');
  iam = await import('#infra/local/local-iam.js');
  // Calls made under a job's bindings are checked as IAM would check them in AWS.
  iam.enforceLocalIam({ dynamo: dbModule.db(), s3: { middlewareStack: { add: () => undefined } } });
  admin = await loginAdmin();
});

const refundBody = (body: Record<string, unknown>) => ({ refundId: ulid(), reason: 'Joined the wrong batch', ...body });
const refund = (paymentId: string, body: Record<string, unknown>) =>
  api<RefundReply>('POST', `/api/admin/payments/${paymentId}/refund`, { token: admin, body: refundBody(body) });

async function itemOf(pk: string, sk: string) {
  return (await scanTable()).find((item) => item.pk === pk && item.sk === sk);
}
const refundItem = (paymentId: string, refundId: string) => itemOf(`PAYMENT#${paymentId}`, `REFUND#${refundId}`);
const paymentItem = (paymentId: string) => itemOf(`PAYMENT#${paymentId}`, 'PAYMENT');

async function courseAndStudent(price: number) {
  const course = await api<{ course: { _id: string } }>('POST', '/api/courses', {
    token: admin,
    body: {
      title: `Recovery course ${randomBytes(3).toString('hex')}`,
      description: 'Refunds',
      price,
      category: 'ssc',
    },
  });
  return { courseId: course.body.course._id, student: await registerStudent() };
}

async function offlinePayment(studentId: string, courseId: string, amount: number) {
  const reply = await api<{ payment: { _id: string } }>('POST', `/api/admin/students/${studentId}/offline-payments`, {
    token: admin,
    body: { courseId, amount, mode: 'cash', paidOn: today(), reference: `RB-${randomBytes(4).toString('hex')}` },
  });
  expect(reply.status).toBe(201);
  return reply.body.payment._id;
}

/** A test series bought by UPI and approved: the student has it by payment. */
async function boughtSeries(price: number) {
  const series = await api<{ testSeries: { _id: string } }>('POST', '/api/test-series', {
    token: admin,
    body: {
      title: `Recovery series ${randomBytes(3).toString('hex')}`,
      description: 'Mock tests',
      price,
      category: 'gpsc',
      numberOfTests: 2,
    },
  });
  const seriesId = series.body.testSeries._id;
  const student = await registerStudent();
  const utr = randomBytes(6).toString('hex').toUpperCase();
  expect(
    (
      await api('POST', `/api/test-series/${seriesId}/upi/submit-utr`, {
        token: student.token,
        body: { utrNumber: utr },
      })
    ).status,
  ).toBe(200);
  const pending = await api<{ items: { _id: string; utrNumber: string }[] }>('GET', '/api/upi-payments/pending', {
    token: admin,
  });
  const paymentId = pending.body.items.find((item) => item.utrNumber === utr)!._id;
  expect((await api('POST', `/api/upi-payments/${paymentId}/approve`, { token: admin })).status).toBe(200);
  return { seriesId, student, paymentId };
}

/** A card payment made through the stand-in's checkout (so Razorpay knows it), then verified. */
async function paidCardPayment() {
  const order = await createOrder({ course: 'gpsc' });
  const paid = (await (
    await fetch(`${inject('razorpay').url}/standin/orders/${order.orderId}/pay`, { method: 'POST' })
  ).json()) as Record<string, string>;
  expect((await verify(paid)).status).toBe(200);
  const { paymentOfOrder } = await import('#domain/payments/card.js');
  return (await paymentOfOrder(order.orderId))!;
}

/**
 * What a request that died right after reserving its refund left, as the version before the pending
 * list wrote it: the refund pending (no index entry) and its amount taken from what is left to refund.
 */
async function reservedTheOldWay(paymentId: string, amountPaise: number, extra: Record<string, unknown> = {}) {
  const refundId = ulid();
  await dbModule.db().send(
    new TransactWriteCommand({
      TransactItems: [
        {
          Put: {
            TableName: dbModule.tableName(),
            Item: {
              pk: `PAYMENT#${paymentId}`,
              sk: `REFUND#${refundId}`,
              entity: 'Refund',
              refundId,
              paymentId,
              amountPaise,
              reason: 'Left pending',
              mode: 'cash',
              reference: `OLD-${refundId.slice(-6)}`,
              state: 'pending',
              removeAccess: false,
              by: 'admin',
              createdAt: new Date().toISOString(),
              ...extra,
            },
          },
        },
        {
          Update: {
            TableName: dbModule.tableName(),
            Key: { pk: `PAYMENT#${paymentId}`, sk: 'PAYMENT' },
            UpdateExpression: 'SET refundablePaise = if_not_exists(refundablePaise, amountPaise) - :amount',
            ExpressionAttributeValues: { ':amount': amountPaise },
          },
        },
      ],
    }),
  );
  return refundId;
}

/** A refund reserved by this version and left there, as a request that died before settling leaves it. */
async function reservedAndLeft(paymentId: string, body: Record<string, unknown>) {
  const payment = (await ledger.getPayment(paymentId))!;
  const reserved = await refunds.reserveRefund(
    payment,
    refundBody(body) as Parameters<typeof refunds.reserveRefund>[1],
    'test-admin',
  );
  return reserved!.refundId;
}

/** Moves a pending refund's start back, as if it had been left `minutes` ago. */
async function age(paymentId: string, refundId: string, minutes: number) {
  const createdAt = new Date(Date.now() - minutes * 60_000).toISOString();
  await dbModule.db().send(
    new UpdateCommand({
      TableName: dbModule.tableName(),
      Key: { pk: `PAYMENT#${paymentId}`, sk: `REFUND#${refundId}` },
      UpdateExpression: 'SET createdAt = :at, gsi1sk = :sk',
      ExpressionAttributeValues: { ':at': createdAt, ':sk': `${createdAt}#${paymentId}#${refundId}` },
    }),
  );
}

/** The SettleRefunds job's handler, under its own bindings, with its log line captured. */
async function runSettleJob() {
  const job = jobs.find((candidate) => candidate.name === 'SettleRefunds')!;
  const { handler } = await import('#functions/jobs/settle-refunds.js');
  const { setLogSink } = await import('#lib/logger.js');
  const lines: string[] = [];
  const format = process.env.LOG_FORMAT;
  process.env.LOG_FORMAT = 'json';
  const previous = setLogSink((line) => lines.push(line));
  try {
    const report = await iam.runWithBindings(`job ${job.name}`, job.uses, () => handler({}));
    return {
      report,
      logged: lines
        .map((line) => JSON.parse(line) as Record<string, unknown>)
        .filter((entry) => entry.message === 'Refunds settled'),
    };
  } finally {
    setLogSink(previous);
    process.env.LOG_FORMAT = format;
  }
}

async function adminPaymentOf(paymentId: string) {
  const page = await api<{ payments: AdminPayment[] }>('GET', `/api/admin/payments?limit=100`, { token: admin });
  return page.body.payments.find((payment) => payment._id === paymentId);
}

describe('a payment whose course or series was deleted', () => {
  it('is refunded with access removed: the enrolment goes, the counters follow what the rebuild would count', async () => {
    const { courseId, student } = await courseAndStudent(1500);
    const paymentId = await offlinePayment(student.id, courseId, 1500);
    expect((await api('DELETE', `/api/courses/${courseId}`, { token: admin })).status).toBe(200);
    const before = await scanTable();
    const reply = await refund(paymentId, { amountRupees: 600, mode: 'cash', reference: 'GONE-1', removeAccess: true });
    expect(reply.status).toBe(200);
    expect(reply.body.refund).toMatchObject({
      state: 'processed',
      creditNoteNumber: expect.stringMatching(/^CN-\d{2}-\d{2}-\d{6}$/),
    });
    expect(reply.body.payment).toMatchObject({ status: 'partially_refunded', refunded: 600 });
    const after = await scanTable();
    expect(after.find((item) => item.pk === `USER#${student.id}` && item.sk === `ENROLL#${courseId}`)).toBeUndefined();
    expect(difference(countersOf(after), countersOf(before))).toEqual(difference(figuresOf(after), figuresOf(before)));
    expect(difference(countersOf(after), countersOf(before)).byCourse[`COURSE#${courseId}`]?.revenuePaise).toBe(-60000);
    // The rest, without removing access (there is none left to remove).
    const rest = await refund(paymentId, { mode: 'upi', reference: 'GONE-2' });
    expect(rest.body.refund.state).toBe('processed');
    expect(rest.body.payment).toMatchObject({ status: 'refunded', refunded: 1500 });
  });

  it('is refunded with access kept', async () => {
    const { courseId, student } = await courseAndStudent(700);
    const paymentId = await offlinePayment(student.id, courseId, 700);
    expect((await api('DELETE', `/api/courses/${courseId}`, { token: admin })).status).toBe(200);
    const before = await scanTable();
    const reply = await refund(paymentId, { mode: 'bank_transfer', reference: 'GONE-3' });
    expect(reply.status).toBe(200);
    expect(reply.body.refund.state).toBe('processed');
    expect(reply.body.payment).toMatchObject({ status: 'refunded', refunded: 700 });
    // Deleting the course already ended the enrolment; the refund only moves the money.
    const after = await scanTable();
    expect(after.find((item) => item.pk === `USER#${student.id}` && item.sk === `ENROLL#${courseId}`)).toBeUndefined();
    expect(difference(countersOf(after), countersOf(before))).toEqual(difference(figuresOf(after), figuresOf(before)));
    expect(difference(countersOf(after), countersOf(before)).byCourse[`COURSE#${courseId}`]?.revenuePaise).toBe(-70000);
  });

  it('of a deleted test series is refunded with access removed: the student loses the series, the counters follow', async () => {
    const { seriesId, student, paymentId } = await boughtSeries(999);
    expect((await api('DELETE', `/api/test-series/${seriesId}`, { token: admin })).status).toBe(200);
    const before = await scanTable();
    const reply = await refund(paymentId, { mode: 'upi', reference: 'SERIES-GONE', removeAccess: true });
    expect(reply.status).toBe(200);
    expect(reply.body.refund.state).toBe('processed');
    const after = await scanTable();
    expect(after.find((item) => item.pk === `USER#${student.id}` && item.sk === `SERIES#${seriesId}`)).toBeUndefined();
    expect(difference(countersOf(after), countersOf(before))).toEqual(difference(figuresOf(after), figuresOf(before)));
  });
});

describe('an office refund left pending', () => {
  it('is completed by the same refund id sent again: processed with its credit note, and the rest can still be refunded', async () => {
    const { courseId, student } = await courseAndStudent(1000);
    const paymentId = await offlinePayment(student.id, courseId, 1000);
    const before = await scanTable();
    const refundId = await reservedTheOldWay(paymentId, 60000);
    const retry = await api<RefundReply>('POST', `/api/admin/payments/${paymentId}/refund`, {
      token: admin,
      body: { refundId, reason: 'Left pending', amountRupees: 600, mode: 'cash', reference: 'X' },
    });
    expect(retry.status).toBe(200);
    expect(retry.body.refund).toMatchObject({
      _id: refundId,
      state: 'processed',
      amount: 600,
      creditNoteNumber: expect.stringMatching(/^CN-/),
    });
    expect(retry.body.payment).toMatchObject({ status: 'partially_refunded', refunded: 600 });
    expect(retry.body.payment.refundPending).toBeUndefined();
    const rest = await refund(paymentId, { mode: 'cash', reference: 'REST' });
    expect(rest.status).toBe(200);
    expect(rest.body.refund).toMatchObject({ amount: 400, state: 'processed' });
    const after = await scanTable();
    expect(difference(countersOf(after), countersOf(before))).toEqual(difference(figuresOf(after), figuresOf(before)));
  });

  it('from before the pending list is found and settled by npm run stats:rebuild', async () => {
    const { courseId, student } = await courseAndStudent(900);
    const paymentId = await offlinePayment(student.id, courseId, 900);
    const refundId = await reservedTheOldWay(paymentId, 30000);
    const { rebuildStats } = await import('#domain/insight/stats-rebuild.js');
    const report = await rebuildStats();
    expect(report.refundsSettled).toBeGreaterThanOrEqual(1);
    expect(await refundItem(paymentId, refundId)).toMatchObject({
      state: 'processed',
      creditNoteNumber: expect.stringMatching(/^CN-/),
    });
    expect(await paymentItem(paymentId)).toMatchObject({
      status: 'partially_refunded',
      refundedPaise: 30000,
      refundablePaise: 60000,
    });
    const items = await scanTable();
    expect(plain(countersOf(items))).toEqual(plain(figuresOf(items)));
  });

  it('is settled by the SettleRefunds job once a few minutes old, not before; the job logs and answers its counts', async () => {
    const { courseId, student } = await courseAndStudent(800);
    const paymentId = await offlinePayment(student.id, courseId, 800);
    const before = await scanTable();
    const old = await reservedAndLeft(paymentId, { amountRupees: 300, mode: 'cash', reference: 'JOB-OLD' });
    const young = await reservedAndLeft(paymentId, { amountRupees: 200, mode: 'cash', reference: 'JOB-YOUNG' });
    expect(await refundItem(paymentId, old)).toMatchObject({ state: 'pending', gsi1pk: 'REFUNDS#pending' });
    expect((await adminPaymentOf(paymentId))?.refundPending).toBe(500);
    await age(paymentId, old, 10);

    const first = await runSettleJob();
    expect(first.report.settled).toBeGreaterThanOrEqual(1);
    expect(first.report.stillPending).toBeGreaterThanOrEqual(1);
    expect(first.report.oldestPendingSeconds).toBeGreaterThanOrEqual(0);
    expect(first.logged).toEqual([expect.objectContaining(first.report)]);
    expect(Object.keys(first.report).sort()).toEqual(['oldestPendingSeconds', 'released', 'settled', 'stillPending']);
    const settled = await refundItem(paymentId, old);
    expect(settled).toMatchObject({ state: 'processed', creditNoteNumber: expect.stringMatching(/^CN-/) });
    expect(settled!.gsi1pk).toBeUndefined();
    expect(await refundItem(paymentId, young)).toMatchObject({ state: 'pending' });

    await age(paymentId, young, 4);
    const second = await runSettleJob();
    expect(second.report.settled).toBeGreaterThanOrEqual(1);
    expect(await refundItem(paymentId, young)).toMatchObject({ state: 'processed' });
    expect(await paymentItem(paymentId)).toMatchObject({
      status: 'partially_refunded',
      refundedPaise: 50000,
      refundablePaise: 30000,
    });
    const after = await scanTable();
    expect(difference(countersOf(after), countersOf(before))).toEqual(difference(figuresOf(after), figuresOf(before)));
  });
});

describe('card refunds Razorpay was asked about', () => {
  it('whose webhook never came: the same refund id sent again asks Razorpay and settles it', async () => {
    const payment = await paidCardPayment();
    const refundId = ulid();
    const body = { refundId, reason: 'Course cancelled [standin:quiet]' };
    const first = await api<RefundReply>('POST', `/api/admin/payments/${payment.id}/refund`, { token: admin, body });
    expect(first.body.refund.state).toBe('pending');
    expect(first.body.payment.refundPending).toBe(payment.amountPaise / 100);
    // Razorpay settles it a moment later and tells no one.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await refundItem(payment.id, refundId))!.state).toBe('pending');
    const again = await api<RefundReply>('POST', `/api/admin/payments/${payment.id}/refund`, { token: admin, body });
    expect(again.body.refund).toMatchObject({ state: 'processed', creditNoteNumber: expect.stringMatching(/^CN-/) });
    expect(again.body.payment).toMatchObject({ status: 'refunded' });
  });

  it('whose Razorpay answer was lost: the job finds it at Razorpay by our refund id and settles it', async () => {
    const payment = await paidCardPayment();
    const refundId = await reservedAndLeft(payment.id, { reason: 'Answer lost [standin:quiet]' });
    const { keyId, keySecret, url } = inject('razorpay');
    const made = await fetch(`${url}/v1/payments/${payment.gatewayPaymentId}/refund`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({
        amount: payment.amountPaise,
        receipt: refundId,
        notes: { paymentId: payment.id, reason: 'Answer lost [standin:quiet]' },
      }),
    });
    const gatewayRefund = (await made.json()) as { id: string };
    await new Promise((resolve) => setTimeout(resolve, 300));
    await age(payment.id, refundId, 5);
    const { report } = await runSettleJob();
    expect(report.settled).toBeGreaterThanOrEqual(1);
    expect(await refundItem(payment.id, refundId)).toMatchObject({
      state: 'processed',
      gatewayRefundId: gatewayRefund.id,
    });
    expect(await paymentItem(payment.id)).toMatchObject({ status: 'refunded', refundedPaise: payment.amountPaise });
  });

  it('that Razorpay never received is released with a reason the admin sees, once old enough, and can be made again', async () => {
    const payment = await paidCardPayment();
    const refundId = await reservedAndLeft(payment.id, { reason: 'Crashed before Razorpay' });
    // Young: a request may still be on its way to Razorpay, so neither the job nor the same refund sent again releases it.
    await runSettleJob();
    const retry = await api<RefundReply>('POST', `/api/admin/payments/${payment.id}/refund`, {
      token: admin,
      body: { refundId, reason: 'Crashed before Razorpay' },
    });
    expect(retry.body.refund.state).toBe('pending');
    expect((await refundItem(payment.id, refundId))!.state).toBe('pending');
    await age(payment.id, refundId, 5);
    const { report } = await runSettleJob();
    expect(report.released).toBeGreaterThanOrEqual(1);
    const released = await refundItem(payment.id, refundId);
    expect(released).toMatchObject({
      state: 'failed',
      failureReason: expect.stringMatching(/^Razorpay has no record of this refund/),
    });
    expect(released!.gsi1pk).toBeUndefined();
    const listed = (await adminPaymentOf(payment.id))!;
    expect(listed.refundPending).toBeUndefined();
    expect(listed.refundsNotMade).toEqual([
      { _id: refundId, amount: payment.amountPaise / 100, reason: released!.failureReason, at: expect.any(String) },
    ]);
    const again = await refund(payment.id, { reason: 'Made again' });
    expect(again.status).toBe(200);
    await expect.poll(async () => (await paymentItem(payment.id))!.status, { timeout: 10_000 }).toBe('refunded');
  });

  it('that Razorpay still holds as pending stays pending, and the job counts it with its age', async () => {
    const payment = await paidCardPayment();
    const held = await refund(payment.id, { amountRupees: 100, reason: 'Slow bank [standin:hold]' });
    expect(held.body.refund.state).toBe('pending');
    await age(payment.id, held.body.refund._id, 10);
    const { report } = await runSettleJob();
    expect((await refundItem(payment.id, held.body.refund._id))!.state).toBe('pending');
    expect(report.stillPending).toBeGreaterThanOrEqual(1);
    expect(report.oldestPendingSeconds).toBeGreaterThanOrEqual(600);
  });
});
