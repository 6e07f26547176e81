import type { PendingUpiPayment, UpiInitiation, UpiReceipt } from '#shared/types.js';
import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import type { ErrorCode } from '#shared/error-codes.js';
import { paiseToRupees, rupeesToPaise } from '#shared/money.js';
import { buildUpiLink } from '#shared/upi-link.js';
import { cancellationCodes, db, queryAll, tableName, transactWrite } from '#lib/db.js';
import { Conflict, InvalidInput, NotAuthenticated, NotFound, Unavailable } from '#lib/errors.js';
import { timeLeft } from '#lib/deadline.js';
import { upiPayee } from '#lib/payment-settings.js';
import { courseKeys, getCourse, testSeriesKeys } from '../catalogue/index.js';
import { enrollmentKeys, enrollmentWrites, isEnrolled } from '../learning/index.js';
import {
  getPayment,
  indexUpdate,
  paymentItem,
  paymentKeys,
  pendingClaimOf,
  PENDING_PARTITION,
  toPayment,
  type PaymentRecord,
} from './ledger.js';
import type { Paise } from '#shared/money.js';
import { hasSeriesAccess, seriesAccessKeys, seriesAccessWrites } from '../mock-tests/index.js';
import { statsChanges, statsKeys, statsWrites } from '../stats/index.js';
import { ensureReceiptNumber, receiptQueueWrite } from './receipts.js';
import { getUser, userKeys } from '../users/index.js';
import { mailReceipt, mailRejection } from './payer-mail.js';
import { type DueRecord, dueSettleWrites, dueUnpaidCheck } from './dues.js';
import { countMetric } from '#lib/metrics.js';
import { noteAuditChange } from '#lib/audit-trail.js';

/**
 * UPI payments for catalogue courses: the student pays through a UPI app, sends the UTR, an admin
 * checks the bank statement and approves (enrolment + revenue, once) or rejects. The amount is the
 * course's price, never the client's.
 */
const UTR_PATTERN = /^[A-Z0-9]{12}$/;

/** Spaces removed, upper-cased, exactly 12 letters or digits; otherwise utr_invalid. */
export function normaliseUtr(raw: string): string {
  const utr = raw.replace(/\s+/g, '').toUpperCase();
  if (!UTR_PATTERN.test(utr)) throw new InvalidInput('utr_invalid', undefined, { field: 'utrNumber' });
  return utr;
}

async function hasPendingPayment(userId: string, courseId: string): Promise<boolean> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: paymentKeys.pendingClaim(userId, courseId), ConsistentRead: true }),
  );
  return Boolean(Item);
}

export async function initiateUpiPayment(userId: string, courseId: string): Promise<UpiInitiation> {
  const course = await getCourse(courseId);
  if (await isEnrolled(userId, courseId)) throw new Conflict('already_enrolled');
  if (await hasPendingPayment(userId, courseId)) throw new Conflict('payment_pending');
  const payee = upiPayee();
  if (!payee) throw new Conflict('upi_not_configured');
  const amountPaise = rupeesToPaise(course.price);
  const reference = ulid();
  const upiUrl = buildUpiLink({
    payeeAddress: payee.address,
    payeeName: payee.name,
    amount: paiseToRupees(amountPaise),
    note: course.title,
    reference,
  });
  return {
    upiUrl,
    amount: paiseToRupees(amountPaise),
    payee,
    reference,
    course: { _id: course._id, title: course.title },
  };
}

export async function submitUtr(userId: string, courseId: string, rawUtr: string): Promise<{ receipt: UpiReceipt }> {
  const utr = normaliseUtr(rawUtr);
  const course = await getCourse(courseId);
  return recordUtrPayment({
    userId,
    utr,
    item: { id: course._id, title: course.title, pricePaise: rupeesToPaise(course.price) },
    pendingClaim: paymentKeys.pendingClaim(userId, course._id),
    accessKey: enrollmentKeys.item(userId, course._id),
    codes: { taken: 'already_enrolled', pending: 'payment_pending' },
  });
}

/** What a UTR pays for: a course, or a test series (`product`). */
export interface UtrPurchase {
  userId: string;
  utr: string;
  product?: 'test-series';
  item: { id: string; title: string; pricePaise: Paise };
  pendingClaim: { pk: string; sk: string };
  /** The item whose presence means the student has it already (an enrolment, a series' access). */
  accessKey?: { pk: string; sk: string };
  /** Or the due it pays, which must still be unpaid (instead of the access check). */
  due?: Pick<DueRecord, 'id' | 'userId' | 'dueOn'>;
  codes: { taken: ErrorCode; pending: ErrorCode };
}

/**
 * A pending UPI payment, in one transaction: the UTR's one use, the student's one pending claim for
 * this item, a check that they do not have it already, the payment, their pointer to it and the
 * ledger count. The amount is the item's price, never the client's.
 */
export async function recordUtrPayment(purchase: UtrPurchase): Promise<{ receipt: UpiReceipt }> {
  const { userId, utr, item } = purchase;
  const user = await getUser(userId);
  if (!user) throw new NotAuthenticated('account_missing');
  const now = new Date().toISOString();
  const id = ulid();
  const record: PaymentRecord = {
    id,
    method: 'upi',
    status: 'pending',
    ...(purchase.product ? { product: purchase.product } : {}),
    courseId: item.id,
    courseTitle: item.title,
    name: user.name,
    mobile: user.mobile,
    email: user.email,
    userId,
    feePaise: item.pricePaise,
    materialPaise: rupeesToPaise(0),
    amountPaise: item.pricePaise,
    utrNumber: utr,
    ...(purchase.due ? { dueId: purchase.due.id, dueOn: purchase.due.dueOn } : {}),
    createdAt: now,
  };
  const receiptOf = (payment: PaymentRecord) => ({
    receipt: {
      utrNumber: utr,
      name: payment.name,
      email: payment.email ?? '',
      phone: payment.mobile,
      course: payment.courseTitle,
      amount: paiseToRupees(payment.amountPaise),
      status: 'pending' as const,
    },
  });
  try {
    await transactWrite([
      {
        Put: {
          TableName: tableName(),
          Item: { ...paymentKeys.utr(utr), entity: 'UtrClaim', paymentId: id, userId },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      {
        Put: {
          TableName: tableName(),
          Item: { ...purchase.pendingClaim, entity: 'PendingUpi', paymentId: id },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      purchase.due
        ? dueUnpaidCheck(purchase.due)
        : {
            ConditionCheck: {
              TableName: tableName(),
              Key: purchase.accessKey,
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
      { Put: { TableName: tableName(), Item: paymentItem(record), ConditionExpression: 'attribute_not_exists(pk)' } },
      {
        Put: {
          TableName: tableName(),
          Item: { ...paymentKeys.userPointer(userId, id), entity: 'PaymentLink', paymentId: id },
        },
      },
      ...statsWrites([statsChanges.paymentRecorded()]),
    ]);
  } catch (error) {
    const codes = cancellationCodes(error);
    if (codes.length === 0) throw error;
    if (codes[0] === 'ConditionalCheckFailed') {
      // The same student sending the same UTR for the same item again (a retry after a lost reply) gets the first outcome.
      const first = await paymentOfUtr(utr);
      if (
        first &&
        first.userId === userId &&
        first.courseId === item.id &&
        first.product === purchase.product &&
        first.dueId === purchase.due?.id &&
        first.status === 'pending'
      )
        return receiptOf(first);
      throw new Conflict('utr_already_used');
    }
    if (codes[2] === 'ConditionalCheckFailed') throw new Conflict(purchase.codes.taken);
    if (codes[1] === 'ConditionalCheckFailed') throw new Conflict(purchase.codes.pending);
    // Still clashing with other transactions after transactWrite's retries: nothing was written.
    throw new Unavailable('busy_try_again', undefined, { cause: error });
  }
  return receiptOf(record);
}

/** The payment a UTR was submitted with. */
export async function paymentOfUtr(utr: string): Promise<PaymentRecord | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: paymentKeys.utr(utr), ConsistentRead: true }),
  );
  return Item ? getPayment(Item.paymentId as string) : undefined;
}

export type PendingItem = PendingUpiPayment;

/** Pending UPI payments, oldest first: Query gsi1 on the pending partition. */
export async function listPendingUpiPayments(): Promise<PendingItem[]> {
  const items = await queryAll({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pending',
    ExpressionAttributeValues: { ':pending': PENDING_PARTITION },
    ScanIndexForward: true,
  });
  return items.map((item) => {
    const payment = toPayment(item);
    return {
      _id: payment.id,
      name: payment.name,
      email: payment.email ?? '',
      phone: payment.mobile,
      courseTitle: payment.courseTitle,
      ...(payment.product ? { product: payment.product } : {}),
      utrNumber: payment.utrNumber ?? '',
      amount: paiseToRupees(payment.amountPaise),
      submittedAt: payment.createdAt,
    };
  });
}

async function pendingUpiPayment(id: string): Promise<PaymentRecord> {
  const payment = await getPayment(id);
  if (!payment || payment.method !== 'upi') throw new NotFound('payment_not_found');
  if (payment.status !== 'pending') throw new Conflict('payment_already_decided');
  return payment;
}

/** pending → approved | rejected, and the payment's index entries with it (out of the queue; into the received list when approved). */
function decisionUpdate(
  payment: PaymentRecord,
  status: 'approved' | 'rejected',
  adminId: string,
  now: string,
  reason?: string,
) {
  const indexes = indexUpdate({ ...payment, status, decidedAt: now });
  return {
    Update: {
      TableName: tableName(),
      Key: paymentKeys.item(payment.id),
      UpdateExpression: `SET #status = :status, decidedBy = :admin, decidedAt = :now${reason ? ', rejectionReason = :reason' : ''}, ${indexes.set}${indexes.remove}`,
      ConditionExpression: '#status = :pending',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':status': status,
        ':admin': adminId,
        ':now': now,
        ':pending': 'pending',
        ...(reason ? { ':reason': reason } : {}),
        ...indexes.values,
      },
    },
  };
}

const DECISION_ATTEMPTS = 20;

/**
 * Runs a decision. Its first write is the payment's `status = pending` condition, so of two decisions
 * on one payment exactly one commits and the other ends as 409. A clash on a shared item (a counter
 * shard) with a decision on another payment, or an enrolment that changed since it was read, is tried
 * again with what is there now.
 */
async function decide(
  id: string,
  transactItems: (payment: PaymentRecord) => Promise<object[]>,
  failuresOf: (payment: PaymentRecord) => Partial<Record<number, ErrorCode>> = () => ({}),
): Promise<PaymentRecord> {
  for (let attempt = 1; ; attempt++) {
    const payment = await pendingUpiPayment(id);
    try {
      await db().send(new TransactWriteCommand({ TransactItems: (await transactItems(payment)) as never }));
      return payment;
    } catch (error) {
      const codes = cancellationCodes(error);
      if (codes.length === 0) throw error;
      if (codes[0] === 'ConditionalCheckFailed') throw new Conflict('payment_already_decided');
      const failed = codes.findIndex((code) => code === 'ConditionalCheckFailed');
      const failure = failed > 0 ? failuresOf(payment)[failed] : undefined;
      if (failure) throw new Conflict(failure);
      if (timeLeft() <= 0 || attempt >= DECISION_ATTEMPTS)
        throw new Unavailable('busy_try_again', undefined, { cause: error });
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 30 * Math.min(attempt, 8)));
    }
  }
}

/**
 * pending → approved: the money, the receipt's place in line and, for a student not enrolled yet, the
 * enrolment, in one transaction, once. A student already enrolled (by an offline payment, an earlier UPI
 * payment or an admin) is paying an instalment: the payment is counted and the enrolment left as it
 * is. Then the receipt number, which it answers (undefined only when numbering ran out of time: the
 * receipt queue numbers it later).
 */
export async function approveUpiPayment(id: string, adminId: string): Promise<string | undefined> {
  const approved = await decide(
    id,
    async (payment) => {
      const now = new Date();
      const head = [
        decisionUpdate(payment, 'approved', adminId, now.toISOString()),
        { Delete: { TableName: tableName(), Key: pendingClaimOf(payment) } },
        receiptQueueWrite(payment.id, now),
      ];
      if (payment.dueId) return [...head, ...dueApproval(payment, now)];
      return [
        ...head,
        ...(payment.product === 'test-series'
          ? await seriesApproval(payment, now)
          : await courseApproval(payment, now)),
      ];
    },
    (payment) =>
      payment.dueId
        ? DUE_APPROVAL_FAILURES
        : payment.product === 'test-series'
          ? SERIES_APPROVAL_FAILURES
          : APPROVAL_FAILURES,
  );
  noteAuditChange({
    before: { status: approved.status, amount: paiseToRupees(approved.amountPaise) },
    after: { status: 'approved' },
  });
  countMetric('PaymentsReceived', 1, { method: 'upi' });
  const receiptNumber = await ensureReceiptNumber(approved.id);
  await mailReceipt(approved, 'upi-approved');
  return receiptNumber;
}

/**
 * A due's instalment: the due marked paid by this payment (only if still unpaid) and the money counted
 * to its course or series; the student has the course already, so nothing is granted again.
 */
function dueApproval(payment: PaymentRecord, now: Date): object[] {
  const userId = payment.userId!;
  const counter =
    payment.product === 'test-series' ? statsKeys.series(payment.courseId) : statsKeys.course(payment.courseId);
  return [
    dueSettleWrites({ userId, dueOn: payment.dueOn!, id: payment.dueId! }, payment.id, now),
    {
      ConditionCheck: {
        TableName: tableName(),
        Key: userKeys.profile(userId),
        ConditionExpression: 'attribute_exists(pk)',
      },
    },
    ...statsWrites(statsChanges.moneyReceived(payment.amountPaise, counter, payment.courseTitle)),
  ];
}

/** The due paid meanwhile (by another payment), or the student's account gone. */
const DUE_APPROVAL_FAILURES: Partial<Record<number, ErrorCode>> = { 3: 'due_already_paid', 4: 'account_missing' };

async function courseApproval(payment: PaymentRecord, now: Date): Promise<object[]> {
  const enrolled = await isEnrolled(payment.userId!, payment.courseId);
  const money = statsChanges.moneyReceived(
    payment.amountPaise,
    statsKeys.course(payment.courseId),
    payment.courseTitle,
  );
  if (!enrolled)
    return [
      ...enrollmentWrites(payment.userId!, payment.courseId, now.toISOString()),
      ...statsWrites([statsChanges.enrolled(payment.courseId), ...money]),
    ];
  return [
    // An instalment: the enrolment must still be there (a clash re-reads it), and so must the course.
    {
      ConditionCheck: {
        TableName: tableName(),
        Key: enrollmentKeys.item(payment.userId!, payment.courseId),
        ConditionExpression: 'attribute_exists(pk)',
      },
    },
    {
      ConditionCheck: {
        TableName: tableName(),
        Key: userKeys.profile(payment.userId!),
        ConditionExpression: 'attribute_exists(pk)',
      },
    },
    {
      ConditionCheck: {
        TableName: tableName(),
        Key: courseKeys.item(payment.courseId),
        ConditionExpression: 'attribute_exists(pk)',
      },
    },
    ...statsWrites(money),
  ];
}

/**
 * A test series: the access (once) with the series' purchase counter, and the money. A student who
 * has the series already (an admin's seat given meanwhile) keeps that access; the money still counts.
 */
async function seriesApproval(payment: PaymentRecord, now: Date): Promise<object[]> {
  const userId = payment.userId!;
  const money = statsChanges.moneyReceived(
    payment.amountPaise,
    statsKeys.series(payment.courseId),
    payment.courseTitle,
  );
  if (await hasSeriesAccess(userId, payment.courseId)) {
    return [
      {
        ConditionCheck: {
          TableName: tableName(),
          Key: seriesAccessKeys.item(userId, payment.courseId),
          ConditionExpression: 'attribute_exists(pk)',
        },
      },
      {
        ConditionCheck: {
          TableName: tableName(),
          Key: userKeys.profile(userId),
          ConditionExpression: 'attribute_exists(pk)',
        },
      },
      {
        ConditionCheck: {
          TableName: tableName(),
          Key: testSeriesKeys.item(payment.courseId),
          ConditionExpression: 'attribute_exists(pk)',
        },
      },
      ...statsWrites(money),
    ];
  }
  const access = {
    userId,
    seriesId: payment.courseId,
    via: 'payment' as const,
    grantedBy: 'payment',
    grantedAt: now.toISOString(),
    paymentId: payment.id,
  };
  return [...seriesAccessWrites(access), ...statsWrites([statsChanges.seriesPurchased(payment.courseId), ...money])];
}

const SERIES_APPROVAL_FAILURES: Partial<Record<number, ErrorCode>> = {
  4: 'account_missing',
  5: 'test_series_not_found',
};

/** Which write of an approval failed for good, in either branch: the student's account, the course (the enrolment's, at 3, is read again). */
const APPROVAL_FAILURES: Partial<Record<number, ErrorCode>> = { 4: 'account_missing', 5: 'course_not_found' };

/** pending → rejected. The UTR stays used. */
export async function rejectUpiPayment(id: string, adminId: string, reason: string | undefined): Promise<void> {
  const rejected = await decide(id, async (payment) => [
    decisionUpdate(payment, 'rejected', adminId, new Date().toISOString(), reason),
    { Delete: { TableName: tableName(), Key: pendingClaimOf(payment) } },
  ]);
  noteAuditChange({
    before: { status: rejected.status, amount: paiseToRupees(rejected.amountPaise) },
    after: { status: 'rejected', ...(reason ? { reason } : {}) },
  });
  await mailRejection(rejected);
}
