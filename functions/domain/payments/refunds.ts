import { GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { RefundInput } from '../../../shared/admin-schemas.js';
import type { RefundReply } from '../../../shared/admin-types.js';
import { paise, paiseToRupees, rupeesToPaise, type Paise } from '../../../shared/money.js';
import { cancellationCodes, db, queryAll, tableName } from '../../lib/db.js';
import { timeLeft } from '../../lib/deadline.js';
import { Conflict, NotFound, Unavailable } from '../../lib/errors.js';
import { createGatewayRefund, GatewayError, GatewayUnavailable } from '../../lib/razorpay.js';
import { courseKeys } from '../catalogue/courses.js';
import { userKeys } from '../accounts/users.js';
import { enrollmentKeys } from '../learning/enrollments.js';
import { revenueKeyOf, statsChanges, statsKeys, statsWrites } from '../insight/stats.js';
import { seriesAccessKeys, seriesAccessOf } from '../mock-tests/series-access.js';
import { getPayment, indexUpdate, isReceived, paymentKeys, type PaymentRecord } from './ledger.js';
import { financialYear, sequenceAdvance } from './receipts.js';

/**
 * Refunds: money that arrived, given back in whole or in part.
 *   PAYMENT#<id> / REFUND#<refundId>   { amountPaise, reason, mode, reference, state (pending | processed |
 *                                      failed), gatewayRefundId, creditNoteNumber, removeAccess, by, at }
 *   COUNTER#CREDITNOTE / FY#<26-27>    { last }: credit notes, their own gap-free series per financial year
 *   CREDITNOTE#<number> / CREDITNOTE   { paymentId, refundId }
 * The refund id is made by the admin's screen and is the idempotency key: the same request sent again
 * finds its refund and answers it. A refund first takes its amount out of what is left to refund (the
 * payment's `refundablePaise`, conditional, so refunds racing each other can never give back more than
 * was paid). A card refund then goes to Razorpay and is finished when Razorpay says processed (its answer
 * or the `refund.processed` webhook, whichever comes first, once) or given back on `refund.failed`; a
 * UPI or offline refund is paid back by the office and is finished at once. Finishing is one
 * transaction: the refund processed, the payment's refunded amount and status (partially_refunded,
 * refunded), the revenue counters reduced, the credit note numbered, and access removed if the admin
 * chose so.
 */
export const refundKeys = {
  item: (paymentId: string, refundId: string) => ({ pk: `PAYMENT#${paymentId}`, sk: `REFUND#${refundId}` }),
  counter: (fy: string) => ({ pk: 'COUNTER#CREDITNOTE', sk: `FY#${fy}` }),
  creditNote: (number: string) => ({ pk: `CREDITNOTE#${number}`, sk: 'CREDITNOTE' }),
};
export const CREDIT_NOTE_PATTERN = /^CN-\d{2}-\d{2}-\d{6}$/;

export interface RefundRecord {
  refundId: string;
  paymentId: string;
  amountPaise: Paise;
  reason: string;
  /** How the money goes back: through Razorpay, or paid back by the office. */
  mode: 'razorpay' | 'cash' | 'bank_transfer' | 'upi';
  reference?: string;
  state: 'pending' | 'processed' | 'failed';
  gatewayRefundId?: string;
  creditNoteNumber?: string;
  removeAccess: boolean;
  by: string;
  createdAt: string;
  processedAt?: string;
}

export function toRefundReply(refund: RefundRecord): RefundReply {
  return {
    _id: refund.refundId,
    paymentId: refund.paymentId,
    amount: paiseToRupees(refund.amountPaise),
    reason: refund.reason,
    mode: refund.mode,
    ...(refund.reference ? { reference: refund.reference } : {}),
    state: refund.state,
    ...(refund.creditNoteNumber ? { creditNoteNumber: refund.creditNoteNumber } : {}),
    createdAt: refund.createdAt,
    ...(refund.processedAt ? { processedAt: refund.processedAt } : {}),
  };
}

function toRefund(item: Record<string, unknown>): RefundRecord {
  const { pk: _pk, sk: _sk, entity: _entity, ...rest } = item;
  return { ...(rest as unknown as RefundRecord), amountPaise: paise(item.amountPaise as number) };
}

export async function getRefund(paymentId: string, refundId: string): Promise<RefundRecord | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: refundKeys.item(paymentId, refundId), ConsistentRead: true }));
  return Item ? toRefund(Item) : undefined;
}

const leftToRefund = (payment: PaymentRecord & { refundablePaise?: number }) => payment.refundablePaise ?? payment.amountPaise - (payment.refundedPaise ?? 0);

/** POST /api/admin/payments/{id}/refund. */
export async function refundPayment(paymentId: string, input: RefundInput, adminId: string): Promise<RefundRecord> {
  const earlier = await getRefund(paymentId, input.refundId);
  if (earlier) return earlier;
  const payment = (await getPayment(paymentId)) as (PaymentRecord & { refundablePaise?: number }) | undefined;
  if (!payment) throw new NotFound('payment_not_found');
  if (!isReceived(payment.status)) throw new Conflict('refund_not_received');
  const left = leftToRefund(payment);
  const amountPaise = input.amountRupees === undefined ? paise(left) : rupeesToPaise(input.amountRupees);
  if (amountPaise <= 0 || amountPaise > left) throw new Conflict('refund_too_large', `At most ₹${paiseToRupees(paise(Math.max(0, left)))} is left to refund on this payment`);
  const byCard = payment.method === 'card';
  if (!byCard && (!input.mode || !input.reference)) throw new Conflict('refund_needs_reference');
  const refund: RefundRecord = {
    refundId: input.refundId,
    paymentId,
    amountPaise,
    reason: input.reason,
    mode: byCard ? 'razorpay' : input.mode!,
    ...(byCard ? {} : { reference: input.reference! }),
    state: 'pending',
    removeAccess: input.removeAccess === true && payment.method !== 'card',
    by: adminId,
    createdAt: new Date().toISOString(),
  };
  // The same refund sent twice at once: the request that reserved it does the rest; this one answers it.
  if (!(await reserve(payment, refund))) return (await getRefund(paymentId, refund.refundId))!;
  if (!byCard) return finish(paymentId, refund.refundId);

  let gateway;
  try {
    gateway = await createGatewayRefund({ gatewayPaymentId: payment.gatewayPaymentId!, amountPaise, receipt: refund.refundId, notes: { paymentId, reason: input.reason.slice(0, 200) } });
  } catch (error) {
    // Razorpay refused it outright: nothing went back, so the amount is free again.
    if (error instanceof GatewayError) {
      await release(paymentId, refund.refundId);
      throw new Conflict('refund_refused_by_gateway', undefined, { cause: error });
    }
    if (error instanceof GatewayUnavailable) throw new Unavailable('payment_gateway_unavailable', undefined, { cause: error });
    throw error;
  }
  await recordGatewayRefund(paymentId, refund.refundId, gateway.id);
  if (gateway.status === 'processed') return finish(paymentId, refund.refundId);
  if (gateway.status === 'failed') return release(paymentId, refund.refundId);
  return (await getRefund(paymentId, refund.refundId))!;
}

/**
 * Puts the refund down as pending and takes its amount from what is left to refund, if that much is
 * left. False when a request with the same refund id reserved it first.
 */
async function reserve(payment: PaymentRecord, refund: RefundRecord): Promise<boolean> {
  try {
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
          { Put: { TableName: tableName(), Item: { ...refundKeys.item(payment.id, refund.refundId), entity: 'Refund', ...refund }, ConditionExpression: 'attribute_not_exists(pk)' } },
          {
            Update: {
              TableName: tableName(),
              Key: paymentKeys.item(payment.id),
              UpdateExpression: 'SET refundablePaise = if_not_exists(refundablePaise, amountPaise) - :amount',
              ConditionExpression: '(attribute_not_exists(refundablePaise) AND amountPaise >= :amount) OR refundablePaise >= :amount',
              ExpressionAttributeValues: { ':amount': refund.amountPaise },
            },
          },
        ],
      }),
    );
    return true;
  } catch (error) {
    const codes = cancellationCodes(error);
    if (codes[0] === 'ConditionalCheckFailed') return false;
    if (codes[1] === 'ConditionalCheckFailed') throw new Conflict('refund_too_large');
    if (codes.length > 0) throw new Unavailable('busy_try_again', undefined, { cause: error });
    throw error;
  }
}

async function recordGatewayRefund(paymentId: string, refundId: string, gatewayRefundId: string): Promise<void> {
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: refundKeys.item(paymentId, refundId),
      UpdateExpression: 'SET gatewayRefundId = if_not_exists(gatewayRefundId, :id)',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':id': gatewayRefundId },
    }),
  );
}

/** Razorpay said the refund failed: the refund is marked failed and its amount can be refunded again. Once. */
export async function release(paymentId: string, refundId: string): Promise<RefundRecord> {
  const refund = await getRefund(paymentId, refundId);
  if (!refund) throw new NotFound('refund_not_found');
  if (refund.state !== 'pending') return refund;
  try {
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: tableName(),
              Key: refundKeys.item(paymentId, refundId),
              UpdateExpression: 'SET #state = :failed',
              ConditionExpression: '#state = :pending',
              ExpressionAttributeNames: { '#state': 'state' },
              ExpressionAttributeValues: { ':failed': 'failed', ':pending': 'pending' },
            },
          },
          {
            Update: {
              TableName: tableName(),
              Key: paymentKeys.item(paymentId),
              UpdateExpression: 'SET refundablePaise = refundablePaise + :amount',
              ExpressionAttributeValues: { ':amount': refund.amountPaise },
            },
          },
        ],
      }),
    );
  } catch (error) {
    if (cancellationCodes(error)[0] !== 'ConditionalCheckFailed') throw error;
  }
  return (await getRefund(paymentId, refundId))!;
}

/**
 * The refund is done: one transaction marks it processed, adds it to the payment's refunded amount and
 * moves the payment's status, reduces the revenue counters, numbers its credit note and, if the admin
 * chose so, ends the student's access. Once: a second call (the webhook after the synchronous answer)
 * finds it processed.
 */
export async function finish(paymentId: string, refundId: string, gatewayRefundId?: string): Promise<RefundRecord> {
  for (let attempt = 1; ; attempt++) {
    const refund = await getRefund(paymentId, refundId);
    if (!refund) throw new NotFound('refund_not_found');
    if (refund.state !== 'pending') return refund;
    const payment = await getPayment(paymentId);
    if (!payment) throw new NotFound('payment_not_found');
    const now = new Date();
    const refundedBefore = payment.refundedPaise ?? 0;
    const refundedAfter = paise(refundedBefore + refund.amountPaise);
    const status = refundedAfter >= payment.amountPaise ? 'refunded' : 'partially_refunded';
    const fy = financialYear(now);
    const { Item: counter } = await db().send(new GetCommand({ TableName: tableName(), Key: refundKeys.counter(fy), ConsistentRead: true }));
    const last = (counter?.last as number | undefined) ?? 0;
    const creditNoteNumber = `CN-${fy}-${String(last + 1).padStart(6, '0')}`;
    const indexes = indexUpdate({ ...payment, status });
    const courseKey = revenueKeyOf(payment);
    const series = payment.product === 'test-series';
    const access = refund.removeAccess && payment.userId ? await (series ? seriesAccessRemoval(payment.userId, payment.courseId) : accessRemoval(payment.userId, payment.courseId)) : [];
    const accessCounter = series ? statsKeys.series(payment.courseId) : statsKeys.course(payment.courseId);
    try {
      await db().send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Update: {
                TableName: tableName(),
                Key: refundKeys.item(paymentId, refundId),
                UpdateExpression: `SET #state = :processed, processedAt = :now, creditNoteNumber = :cn${gatewayRefundId ? ', gatewayRefundId = if_not_exists(gatewayRefundId, :gr)' : ''}`,
                ConditionExpression: '#state = :pending',
                ExpressionAttributeNames: { '#state': 'state' },
                ExpressionAttributeValues: { ':processed': 'processed', ':pending': 'pending', ':now': now.toISOString(), ':cn': creditNoteNumber, ...(gatewayRefundId ? { ':gr': gatewayRefundId } : {}) },
              },
            },
            {
              Update: {
                TableName: tableName(),
                Key: paymentKeys.item(paymentId),
                UpdateExpression: `SET #status = :status, refundedPaise = :after, creditNotes = list_append(if_not_exists(creditNotes, :none), :cnList), ${indexes.set}${indexes.remove}`,
                ConditionExpression: refundedBefore === 0 ? 'attribute_not_exists(refundedPaise) OR refundedPaise = :zero' : 'refundedPaise = :before',
                ExpressionAttributeNames: { '#status': 'status', ...indexes.names },
                ExpressionAttributeValues: {
                  ':status': status,
                  ':after': refundedAfter,
                  ':none': [],
                  ':cnList': [creditNoteNumber],
                  ...(refundedBefore === 0 ? { ':zero': 0 } : { ':before': refundedBefore }),
                  ...indexes.values,
                },
              },
            },
            sequenceAdvance(refundKeys.counter(fy), last, 1),
            { Put: { TableName: tableName(), Item: { ...refundKeys.creditNote(creditNoteNumber), entity: 'CreditNote', paymentId, refundId, number: creditNoteNumber }, ConditionExpression: 'attribute_not_exists(pk)' } },
            ...access,
            ...statsWrites([...statsChanges.moneyRefunded(refund.amountPaise, courseKey), ...(access.length ? [{ key: accessCounter, add: { enrollmentCount: -1 } }] : [])]),
          ],
        }),
      );
      return (await getRefund(paymentId, refundId))!;
    } catch (error) {
      const codes = cancellationCodes(error);
      if (codes.length === 0) throw error;
      if (codes[0] === 'ConditionalCheckFailed') return (await getRefund(paymentId, refundId))!;
      // Another refund of this payment, a credit note numbered meanwhile, or a busy counter: look again.
      if (timeLeft() <= 0 || attempt >= 20) throw new Unavailable('busy_try_again', undefined, { cause: error });
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 30 * Math.min(attempt, 8)));
    }
  }
}

/** The writes that end a student's access to a catalogue course (their enrolment and its place in their list). */
async function accessRemoval(userId: string, courseId: string) {
  const { Item: user } = await db().send(new GetCommand({ TableName: tableName(), Key: userKeys.profile(userId), ConsistentRead: true }));
  const enrolled = ((user?.enrolledCourses as string[] | undefined) ?? []);
  const { Item: enrolment } = await db().send(new GetCommand({ TableName: tableName(), Key: enrollmentKeys.item(userId, courseId), ConsistentRead: true }));
  if (!user || !enrolment) return [];
  return [
    { Delete: { TableName: tableName(), Key: enrollmentKeys.item(userId, courseId), ConditionExpression: 'attribute_exists(pk)' } },
    {
      Update: {
        TableName: tableName(),
        Key: userKeys.profile(userId),
        UpdateExpression: 'SET enrolledCourses = :kept, updatedAt = :now',
        ConditionExpression: 'enrolledCourses = :seen',
        ExpressionAttributeValues: { ':kept': enrolled.filter((id) => id !== courseId), ':seen': enrolled, ':now': new Date().toISOString() },
      },
    },
    { ConditionCheck: { TableName: tableName(), Key: courseKeys.item(courseId), ConditionExpression: 'attribute_exists(pk)' } },
  ];
}

/** The write that ends a student's access to a test series they bought (an admin's seat stays). */
async function seriesAccessRemoval(userId: string, seriesId: string) {
  const access = await seriesAccessOf(userId, seriesId);
  if (!access || access.via !== 'payment') return [];
  return [{ Delete: { TableName: tableName(), Key: seriesAccessKeys.item(userId, seriesId), ConditionExpression: 'via = :payment', ExpressionAttributeValues: { ':payment': 'payment' } } }];
}

/** The refunds of a payment, oldest first. */
export async function refundsOf(paymentId: string): Promise<RefundRecord[]> {
  const items = await queryAll({ KeyConditionExpression: 'pk = :pk AND begins_with(sk, :refund)', ExpressionAttributeValues: { ':pk': `PAYMENT#${paymentId}`, ':refund': 'REFUND#' }, ConsistentRead: true });
  return items.map(toRefund);
}

/** A refund by its credit note number (the credit note's PDF). */
export async function refundOfCreditNote(number: string): Promise<{ payment: PaymentRecord; refund: RefundRecord } | undefined> {
  if (!CREDIT_NOTE_PATTERN.test(number)) return undefined;
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: refundKeys.creditNote(number), ConsistentRead: true }));
  if (!Item) return undefined;
  const [payment, refund] = await Promise.all([getPayment(Item.paymentId as string), getRefund(Item.paymentId as string, Item.refundId as string)]);
  return payment && refund ? { payment, refund } : undefined;
}
