/**
 * Rules that only the table's conditional writes enforce, each shown where no check the code makes
 * before writing can stand in for it: the read that such a check relies on is taken before another
 * request's write, so it is stale when the write lands. Each test fails when its condition is removed.
 */
import { randomBytes } from 'node:crypto';
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, loginAdmin, registerStudent } from '../support/api.js';
import { useEmulators } from '../support/domain.js';
import { createOrder, gatewayPaymentId } from '../support/payments.js';
import { getOf, inTurn, landingBefore, transaction, transactionWith } from '../support/interleave.js';

let admin: string;
const today = () => new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 10);

beforeAll(async () => {
  useEmulators();
  admin = await loginAdmin();
});

async function itemOf(pk: string, sk: string) {
  const { db, tableName } = await import('#lib/db.js');
  return (await db().send(new GetCommand({ TableName: tableName(), Key: { pk, sk }, ConsistentRead: true }))).Item;
}

/** Sets a gap-free series' counter by hand, as an edit in the console or a restore of that one item would. */
async function setCounter(key: { pk: string; sk: string }, last: number) {
  const { db, tableName } = await import('#lib/db.js');
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: key,
      UpdateExpression: 'SET #last = :last',
      ExpressionAttributeNames: { '#last': 'last' },
      ExpressionAttributeValues: { ':last': last },
    }),
  );
}

/** A new course at ₹`rupees` and a new student. */
async function courseAndStudent(rupees: number) {
  const course = await api<{ course: { _id: string } }>('POST', '/api/courses', {
    token: admin,
    body: {
      title: `Conditions course ${randomBytes(3).toString('hex')}`,
      description: 'Conditional writes',
      price: rupees,
      category: 'ssc',
    },
  });
  return { courseId: course.body.course._id, student: await registerStudent() };
}

/** A cash payment of what the office types in, with a reference of its own. */
const cash = (courseId: string, rupees: number) => ({
  courseId,
  amount: rupees,
  mode: 'cash' as const,
  paidOn: today(),
  reference: `RB-${randomBytes(4).toString('hex')}`,
});

/** A ₹`rupees` cash payment for a new course by a new student, recorded by the office. */
async function offlinePayment(rupees: number) {
  const { courseId, student } = await courseAndStudent(rupees);
  const reply = await api<{ payment: { _id: string } }>('POST', `/api/admin/students/${student.id}/offline-payments`, {
    token: admin,
    body: cash(courseId, rupees),
  });
  expect(reply.status).toBe(201);
  return { paymentId: reply.body.payment._id, student, courseId };
}

async function refundModules() {
  const { getPayment } = await import('#domain/payments/ledger.js');
  const { reserveRefund } = await import('#domain/payments/refunds.js');
  const { finishRefund, releaseRefund } = await import('#domain/payments/refund-settle.js');
  const { financialYear } = await import('#domain/payments/receipts.js');
  return { getPayment, reserveRefund, finishRefund, releaseRefund, financialYear };
}

/** An office refund of `rupees` (cash), as the admin's screen sends it. */
const officeRefund = (rupees: number, refundId = ulid()) => ({
  refundId,
  reason: 'Joined the wrong batch',
  amountRupees: rupees,
  mode: 'cash' as const,
  reference: `R-${randomBytes(3).toString('hex')}`,
});

describe('a refund', () => {
  it('never gives back more than was paid, even when two refunds were checked against the same stale payment', async () => {
    const { getPayment, reserveRefund, finishRefund } = await refundModules();
    const { paymentId } = await offlinePayment(1000);
    // Both admins' requests read the payment before either refund was written: ₹1,000 left to refund.
    const stale = (await getPayment(paymentId))!;

    const first = await reserveRefund(stale, officeRefund(600), 'admin-a');
    await expect(reserveRefund(stale, officeRefund(600), 'admin-b')).rejects.toMatchObject({
      code: 'refund_too_large',
    });

    expect(await itemOf(`PAYMENT#${paymentId}`, 'PAYMENT')).toMatchObject({ refundablePaise: 40_000 });
    await finishRefund(paymentId, first!.refundId);
    expect(await itemOf(`PAYMENT#${paymentId}`, 'PAYMENT')).toMatchObject({
      refundedPaise: 60_000,
      refundablePaise: 40_000,
      status: 'partially_refunded',
    });
  });

  it('sent twice is reserved once, even when the second request checked before the first was written', async () => {
    const { getPayment, reserveRefund, finishRefund } = await refundModules();
    const { paymentId } = await offlinePayment(1000);
    const stale = (await getPayment(paymentId))!;
    const input = officeRefund(300);

    expect(await reserveRefund(stale, input, 'admin')).toMatchObject({ refundId: input.refundId, amountPaise: 30_000 });
    // The same refund id again: the request that reserved it first goes on, this one reserves nothing.
    expect(await reserveRefund(stale, input, 'admin')).toBeUndefined();
    expect(await itemOf(`PAYMENT#${paymentId}`, 'PAYMENT')).toMatchObject({ refundablePaise: 70_000 });
    await finishRefund(paymentId, input.refundId);
  });

  it('is settled once when a second settling read it as pending just before the first was written', async () => {
    const { getPayment, reserveRefund, finishRefund } = await refundModules();
    const { paymentId } = await offlinePayment(1000);
    const refund = (await reserveRefund((await getPayment(paymentId))!, officeRefund(300), 'admin'))!;

    // The webhook's settling has read the refund (still pending); the request's settling lands before it reads the payment.
    const restore = landingBefore(getOf(`PAYMENT#${paymentId}`, 'PAYMENT'), () =>
      finishRefund(paymentId, refund.refundId),
    );
    try {
      expect(await finishRefund(paymentId, refund.refundId)).toMatchObject({ state: 'processed' });
    } finally {
      restore();
    }
    const payment = await itemOf(`PAYMENT#${paymentId}`, 'PAYMENT');
    expect(payment).toMatchObject({ refundedPaise: 30_000, refundablePaise: 70_000, status: 'partially_refunded' });
    expect(payment!.creditNotes).toHaveLength(1);
  });

  it('adds to what other refunds of the payment gave back, when one settled between the payment’s read and the write', async () => {
    const { getPayment, reserveRefund, finishRefund, financialYear } = await refundModules();
    const { paymentId } = await offlinePayment(1000);
    const first = (await reserveRefund((await getPayment(paymentId))!, officeRefund(300), 'admin'))!;
    const second = (await reserveRefund((await getPayment(paymentId))!, officeRefund(200), 'admin'))!;

    // The first has read the payment (nothing refunded yet); the second settles before the first reads the credit-note counter.
    const restore = landingBefore(getOf('COUNTER#CREDITNOTE', `FY#${financialYear(new Date())}`), () =>
      finishRefund(paymentId, second.refundId),
    );
    try {
      await finishRefund(paymentId, first.refundId);
    } finally {
      restore();
    }
    const payment = await itemOf(`PAYMENT#${paymentId}`, 'PAYMENT');
    expect(payment).toMatchObject({ refundedPaise: 50_000, refundablePaise: 50_000, status: 'partially_refunded' });
    expect(new Set(payment!.creditNotes as string[]).size).toBe(2);
  });

  it('that was settled is not released as well when the release read it as pending', async () => {
    const { getPayment, reserveRefund, finishRefund, releaseRefund } = await refundModules();
    const { paymentId } = await offlinePayment(1000);
    const refund = (await reserveRefund((await getPayment(paymentId))!, officeRefund(300), 'admin'))!;

    // The job has read the refund as pending and decided to release it; the settling lands before its write.
    const restore = landingBefore(transaction(), () => finishRefund(paymentId, refund.refundId));
    try {
      expect(await releaseRefund(paymentId, refund.refundId, 'Never reached the gateway')).toMatchObject({
        state: 'processed',
      });
    } finally {
      restore();
    }
    const payment = await itemOf(`PAYMENT#${paymentId}`, 'PAYMENT');
    expect(payment).toMatchObject({ refundedPaise: 30_000, refundablePaise: 70_000 });
    expect(payment!.refundsNotMade).toBeUndefined();
  });

  it('never takes a credit note number that was issued already, whatever set the counter back', async () => {
    const { getPayment, reserveRefund, finishRefund, financialYear } = await refundModules();
    const { paymentId } = await offlinePayment(1000);
    // One credit note before: set back by one, the counter still holds a number (0 reads as a series not begun).
    await finishRefund(
      paymentId,
      (await reserveRefund((await getPayment(paymentId))!, officeRefund(100), 'admin'))!.refundId,
    );
    const first = (await reserveRefund((await getPayment(paymentId))!, officeRefund(300), 'admin'))!;
    const issued = (await finishRefund(paymentId, first.refundId)).creditNoteNumber!;
    const second = (await reserveRefund((await getPayment(paymentId))!, officeRefund(200), 'admin'))!;
    const counter = { pk: 'COUNTER#CREDITNOTE', sk: `FY#${financialYear(new Date())}` };
    const last = (await itemOf(counter.pk, counter.sk))!.last as number;

    await setCounter(counter, last - 1);
    try {
      // The next number would be the one just issued: the refund waits rather than take it.
      await expect(finishRefund(paymentId, second.refundId)).rejects.toMatchObject({ code: 'busy_try_again' });
      expect(await itemOf(`CREDITNOTE#${issued}`, 'CREDITNOTE')).toMatchObject({ refundId: first.refundId });
    } finally {
      await setCounter(counter, last);
    }
    expect((await finishRefund(paymentId, second.refundId)).creditNoteNumber).not.toBe(issued);
  });
});

describe('a receipt number', () => {
  async function receiptModules() {
    const receipts = await import('#domain/payments/receipts.js');
    const { recordOfflinePayment } = await import('#domain/payments/offline.js');
    return {
      ...receipts,
      recordOfflinePayment,
      counter: receipts.receiptKeys.counter(receipts.financialYear(new Date())),
    };
  }

  it('issued already is never given to another payment, whatever set the counter back', async () => {
    const { recordOfflinePayment, counter } = await receiptModules();
    // One receipt before: set back by one, the counter still holds a number (0 reads as a series not begun).
    await offlinePayment(700);
    const first = await offlinePayment(1000);
    const issued = (await itemOf(`PAYMENT#${first.paymentId}`, 'PAYMENT'))!.receiptNumber as string;
    const last = (await itemOf(counter.pk, counter.sk))!.last as number;

    // The next payment's numbering reads the counter one behind; by its next read the counter is right again.
    const restore = inTurn(
      [getOf(counter.pk, counter.sk), () => setCounter(counter, last - 1)],
      [getOf(counter.pk, counter.sk), () => setCounter(counter, last)],
    );
    let second;
    try {
      ({ payment: second } = await recordOfflinePayment(first.student.id, cash(first.courseId, 500), 'admin'));
    } finally {
      restore();
    }
    expect(second.receiptNumber).toMatch(/^GA-/);
    expect(second.receiptNumber).not.toBe(issued);
    expect(await itemOf(`RECEIPT#${issued}`, 'RECEIPT')).toMatchObject({ paymentId: first.paymentId });
  });

  it('follows the counter as it stands when the number is written: a numbering that read it before it moved on never puts it back', async () => {
    const { recordOfflinePayment, counter } = await receiptModules();
    const first = await offlinePayment(1000);
    const last = (await itemOf(counter.pk, counter.sk))!.last as number;

    // The next payment's numbering has read the counter; it is moved three on (a restore of the item, an edit in the console) before the write.
    const restore = landingBefore(transactionWith(counter.pk, counter.sk), () => setCounter(counter, last + 3));
    let second;
    try {
      ({ payment: second } = await recordOfflinePayment(first.student.id, cash(first.courseId, 500), 'admin'));
    } finally {
      restore();
    }
    expect(second.receiptNumber).toMatch(new RegExp(`^GA-\\d\\d-\\d\\d-${String(last + 4).padStart(6, '0')}$`));
    expect(await itemOf(counter.pk, counter.sk)).toMatchObject({ last: last + 4 });

    // The three numbers skipped go to three more payments, so the series in this shared table stays gap-free.
    await setCounter(counter, last);
    for (const rupees of [100, 200, 300])
      await recordOfflinePayment(first.student.id, cash(first.courseId, rupees), 'admin');
    expect(await itemOf(counter.pk, counter.sk)).toMatchObject({ last: last + 3 });
    await setCounter(counter, last + 4);
    const series = second.receiptNumber!.slice(0, -6);
    for (let n = last + 1; n <= last + 4; n++)
      expect(await itemOf(`RECEIPT#${series}${String(n).padStart(6, '0')}`, 'RECEIPT')).toBeDefined();
  });

  it('is given to a payment once, even when the payment was put in line twice', async () => {
    const { receiptQueueWrite, numberAllQueuedReceipts, counter } = await receiptModules();
    const { db } = await import('#lib/db.js');
    const { paymentId } = await offlinePayment(1000);
    const numbered = (await itemOf(`PAYMENT#${paymentId}`, 'PAYMENT'))!.receiptNumber;
    const last = (await itemOf(counter.pk, counter.sk))!.last;

    await db().send(new PutCommand(receiptQueueWrite(paymentId, new Date()).Put));
    expect(await numberAllQueuedReceipts()).toBe(0);
    expect(await itemOf(`PAYMENT#${paymentId}`, 'PAYMENT')).toMatchObject({ receiptNumber: numbered });
    expect((await itemOf(counter.pk, counter.sk))!.last).toBe(last);
  });
});

describe('a card payment', () => {
  it('that was paid is not marked failed by a failure event read while it was still created', async () => {
    const { markCardFailed, markCardPaid, paymentOfOrder } = await import('#domain/payments/card.js');
    const order = await createOrder({ course: 'upsc', includeMaterial: false });
    const payment = (await paymentOfOrder(order.orderId))!;
    const paidWith = gatewayPaymentId();

    // payment.failed (an earlier try at checkout) has read the payment as created; payment.captured lands before its write.
    const restore = landingBefore(transaction(), () =>
      markCardPaid(payment.id, paidWith, { kind: 'webhook', eventId: `evt_${randomBytes(6).toString('hex')}` }),
    );
    try {
      expect(
        await markCardFailed(payment.id, gatewayPaymentId(), 'Card declined', {
          kind: 'webhook',
          eventId: `evt_${randomBytes(6).toString('hex')}`,
        }),
      ).toBe(false);
    } finally {
      restore();
    }
    expect(await itemOf(`PAYMENT#${payment.id}`, 'PAYMENT')).toMatchObject({
      status: 'paid',
      gatewayPaymentId: paidWith,
      receiptNumber: expect.stringMatching(/^GA-/),
    });
  });
});

describe('an enrolment', () => {
  it('is made once when a payment read the student as not enrolled and an enrolment landed before its write', async () => {
    const { enroll } = await import('#domain/learning/enrollments.js');
    const { recordOfflinePayment } = await import('#domain/payments/offline.js');
    const { courseId, student } = await courseAndStudent(800);

    // The office records a cash payment (the student is not enrolled yet); an enrolment lands before its write.
    const restore = landingBefore(transaction(), () => enroll(student.id, courseId));
    try {
      expect(await recordOfflinePayment(student.id, cash(courseId, 800), 'admin')).toMatchObject({
        payment: { status: 'approved' },
        alreadyRecorded: false,
      });
    } finally {
      restore();
    }
    const profile = await itemOf(`USER#${student.id}`, 'PROFILE');
    expect((profile!.enrolledCourses as string[]).filter((id) => id === courseId)).toHaveLength(1);
  });
});

describe('an attempt', () => {
  /** A published one-question test in a new series, and a student who has the series. */
  async function studentAndTest() {
    const series = await api<{ testSeries: { _id: string } }>('POST', '/api/test-series', {
      token: admin,
      body: {
        title: `Conditions series ${randomBytes(3).toString('hex')}`,
        description: 'Tests',
        price: 499,
        category: 'gpsc',
        numberOfTests: 1,
      },
    });
    const seriesId = series.body.testSeries._id;
    const created = await api<{ test: { _id: string; sections: { _id: string }[] } }>(
      'POST',
      `/api/admin/test-series/${seriesId}/tests`,
      {
        token: admin,
        body: {
          title: 'Mock',
          durationMinutes: 30,
          marksCorrect: 2,
          marksWrong: -0.5,
          sections: [{ title: 'History' }],
        },
      },
    );
    const testId = created.body.test._id;
    const question = {
      sectionId: created.body.test.sections[0]!._id,
      textEn: 'Question',
      textGu: 'પ્રશ્ન',
      optionsEn: ['A', 'B', 'C', 'D'],
      optionsGu: ['ક', 'ખ', 'ગ', 'ઘ'],
      correctOption: 1,
    };
    expect((await api('POST', `/api/admin/tests/${testId}/questions`, { token: admin, body: question })).status).toBe(
      201,
    );
    expect(
      (await api('PUT', `/api/admin/tests/${testId}/published`, { token: admin, body: { published: true } })).status,
    ).toBe(200);
    const student = await registerStudent();
    expect(
      (await api('POST', `/api/admin/students/${student.id}/test-series/${seriesId}`, { token: admin })).status,
    ).toBe(201);
    return { testId, student };
  }

  it('started on two devices at once is one attempt, the ranked one', async () => {
    const { startAttempt } = await import('#domain/mock-tests/attempts.js');
    const { testId, student } = await studentAndTest();
    let other: { _id: string } | undefined;

    // The laptop has read that there is no attempt yet; the phone's start lands before the laptop's write.
    const restore = landingBefore(transaction(), async () => (other = await startAttempt(student.id, testId)));
    let laptop;
    try {
      laptop = await startAttempt(student.id, testId);
    } finally {
      restore();
    }
    expect(laptop).toMatchObject({ _id: other!._id, ranked: true, status: 'running' });
    expect(await itemOf(`USER#${student.id}`, `TESTATTEMPT#${testId}`)).toMatchObject({
      attemptId: other!._id,
      attempts: 1,
    });
  });
});
