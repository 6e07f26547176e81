import { GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { paise } from '#shared/money.js';
import { cancellationCodes, db, isConditionFailure, tableName } from '#lib/db.js';
import { timeLeft } from '#lib/deadline.js';
import { NotFound, Unavailable } from '#lib/errors.js';
import { countMetric } from '#lib/metrics.js';
import { userKeys } from '../users/index.js';
import { enrollmentKeys } from '../learning/index.js';
import { revenueKeyOf, statsChanges, statsKeys, statsWrites } from '../stats/index.js';
import { endSeriesAttemptsForRefund, seriesAccessKeys, seriesAccessOf } from '../mock-tests/index.js';
import { getPayment, indexUpdate, paymentKeys } from './ledger.js';
import { financialYear, sequenceAdvance } from './receipts.js';
import { getRefund, refundKeys, REFUNDS_ENDING_ATTEMPTS, type RefundRecord } from './refund-records.js';

/**
 * Settling a refund, once, whoever gets there first (the request, Razorpay's webhook, the SettleRefunds
 * job, the counter rebuild): finishing it when the money went back, or releasing it when none did.
 * Both are one transaction conditional on the refund still being pending, so a second caller finds it
 * settled; neither depends on the course or the test series still existing.
 */

/**
 * The refund is done: one transaction marks it processed, adds it to the payment's refunded amount and
 * moves the payment's status, reduces the revenue counters, numbers its credit note and, if the admin
 * chose so, ends the student's access. A test series' refund that ended access also ends the student's
 * attempts at its tests, right after (resumably: the refund stays in REFUNDS#attempts until that is done).
 */
export async function finishRefund(
  paymentId: string,
  refundId: string,
  gatewayRefundId?: string,
): Promise<RefundRecord> {
  const refund = await finishTransaction(paymentId, refundId, gatewayRefundId);
  await endAttemptsOfRefund(paymentId, refundId);
  return (await getRefund(paymentId, refundId)) ?? refund;
}

async function finishTransaction(paymentId: string, refundId: string, gatewayRefundId?: string): Promise<RefundRecord> {
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
    const { Item: counter } = await db().send(
      new GetCommand({ TableName: tableName(), Key: refundKeys.counter(fy), ConsistentRead: true }),
    );
    const last = (counter?.last as number | undefined) ?? 0;
    const creditNoteNumber = `CN-${fy}-${String(last + 1).padStart(6, '0')}`;
    const indexes = indexUpdate({ ...payment, status });
    const series = payment.product === 'test-series';
    const access =
      refund.removeAccess && payment.userId
        ? await (series
            ? seriesAccessRemoval(payment.userId, payment.courseId)
            : accessRemoval(payment.userId, payment.courseId))
        : [];
    const accessCounter = series ? statsKeys.series(payment.courseId) : statsKeys.course(payment.courseId);
    // A series refund that took the access leaves a mark until the student's attempts are ended too.
    const endsAttempts = series && access.length > 0;
    const followUp = endsAttempts ? refundKeys.endingAttemptsIndex(now.toISOString(), paymentId, refundId) : undefined;
    try {
      await db().send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Update: {
                TableName: tableName(),
                Key: refundKeys.item(paymentId, refundId),
                UpdateExpression: `SET #state = :processed, processedAt = :now, creditNoteNumber = :cn${gatewayRefundId ? ', gatewayRefundId = if_not_exists(gatewayRefundId, :gr)' : ''}${followUp ? ', gsi1pk = :g1pk, gsi1sk = :g1sk' : ' REMOVE gsi1pk, gsi1sk'}`,
                ConditionExpression: '#state = :pending',
                ExpressionAttributeNames: { '#state': 'state' },
                ExpressionAttributeValues: {
                  ':processed': 'processed',
                  ':pending': 'pending',
                  ':now': now.toISOString(),
                  ':cn': creditNoteNumber,
                  ...(gatewayRefundId ? { ':gr': gatewayRefundId } : {}),
                  ...(followUp ? { ':g1pk': followUp.gsi1pk, ':g1sk': followUp.gsi1sk } : {}),
                },
              },
            },
            {
              Update: {
                TableName: tableName(),
                Key: paymentKeys.item(paymentId),
                UpdateExpression: `SET #status = :status, refundedPaise = :after, creditNotes = list_append(if_not_exists(creditNotes, :none), :cnList), ${indexes.set}${indexes.remove}`,
                ConditionExpression:
                  refundedBefore === 0
                    ? 'attribute_not_exists(refundedPaise) OR refundedPaise = :zero'
                    : 'refundedPaise = :before',
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
            {
              Put: {
                TableName: tableName(),
                Item: {
                  ...refundKeys.creditNote(creditNoteNumber),
                  entity: 'CreditNote',
                  paymentId,
                  refundId,
                  number: creditNoteNumber,
                },
                ConditionExpression: 'attribute_not_exists(pk)',
              },
            },
            ...access,
            // A deleted course's counters stay as the rebuild computes them: its revenue and enrolments still count there.
            ...statsWrites([
              ...statsChanges.moneyRefunded(refund.amountPaise, revenueKeyOf(payment)),
              ...(access.length ? [{ key: accessCounter, add: { enrollmentCount: -1 } }] : []),
            ]),
          ],
        }),
      );
      countMetric('Refunds', 1, { mode: refund.mode });
      return (await getRefund(paymentId, refundId))!;
    } catch (error) {
      const codes = cancellationCodes(error);
      if (codes.length === 0) throw error;
      if (codes[0] === 'ConditionalCheckFailed') return (await getRefund(paymentId, refundId))!;
      // Another refund of this payment, a credit note numbered meanwhile, an enrolment changed, or a busy counter: look again.
      if (timeLeft() <= 0 || attempt >= 20) throw new Unavailable('busy_try_again', undefined, { cause: error });
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 30 * Math.min(attempt, 8)));
    }
  }
}

/** The writes that end a student's access to a catalogue course (their enrolment and its place in their list), whether or not the course still exists. */
async function accessRemoval(userId: string, courseId: string) {
  const [{ Item: user }, { Item: enrolment }] = await Promise.all([
    db().send(new GetCommand({ TableName: tableName(), Key: userKeys.profile(userId), ConsistentRead: true })),
    db().send(
      new GetCommand({ TableName: tableName(), Key: enrollmentKeys.item(userId, courseId), ConsistentRead: true }),
    ),
  ]);
  if (!user || !enrolment) return [];
  const enrolled = user.enrolledCourses as string[] | undefined;
  return [
    {
      Delete: {
        TableName: tableName(),
        Key: enrollmentKeys.item(userId, courseId),
        ConditionExpression: 'attribute_exists(pk)',
      },
    },
    {
      Update: {
        TableName: tableName(),
        Key: userKeys.profile(userId),
        UpdateExpression: 'SET enrolledCourses = :kept, updatedAt = :now',
        ConditionExpression: enrolled
          ? 'enrolledCourses = :seen'
          : 'attribute_exists(pk) AND attribute_not_exists(enrolledCourses)',
        ExpressionAttributeValues: {
          ':kept': (enrolled ?? []).filter((id) => id !== courseId),
          ':now': new Date().toISOString(),
          ...(enrolled ? { ':seen': enrolled } : {}),
        },
      },
    },
  ];
}

/** The write that ends a student's access to a test series they bought (an admin's seat stays). */
async function seriesAccessRemoval(userId: string, seriesId: string) {
  const access = await seriesAccessOf(userId, seriesId);
  if (!access || access.via !== 'payment') return [];
  return [
    {
      Delete: {
        TableName: tableName(),
        Key: seriesAccessKeys.item(userId, seriesId),
        ConditionExpression: 'via = :payment',
        ExpressionAttributeValues: { ':payment': 'payment' },
      },
    },
  ];
}

/**
 * A settled test-series refund that took the student's access: their running attempts at the series'
 * tests end and their attempts leave the rankings, then the refund's mark is taken off. Safe to repeat.
 */
export async function endAttemptsOfRefund(paymentId: string, refundId: string): Promise<boolean> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: refundKeys.item(paymentId, refundId), ConsistentRead: true }),
  );
  if (Item?.gsi1pk !== REFUNDS_ENDING_ATTEMPTS) return false;
  const payment = await getPayment(paymentId);
  if (payment?.userId) await endSeriesAttemptsForRefund(payment.userId, payment.courseId, Item.processedAt as string);
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: refundKeys.item(paymentId, refundId),
        UpdateExpression: 'REMOVE gsi1pk, gsi1sk',
        ConditionExpression: 'gsi1pk = :ending',
        ExpressionAttributeValues: { ':ending': REFUNDS_ENDING_ATTEMPTS },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
  return true;
}

/**
 * No money went back (Razorpay failed or refused the refund, or never received it): the refund is
 * marked failed with why, its amount can be refunded again, and the payment keeps the reason for the
 * admin's list. Once.
 */
export async function releaseRefund(paymentId: string, refundId: string, reason: string): Promise<RefundRecord> {
  const refund = await getRefund(paymentId, refundId);
  if (!refund) throw new NotFound('refund_not_found');
  if (refund.state !== 'pending') return refund;
  const at = new Date().toISOString();
  try {
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: tableName(),
              Key: refundKeys.item(paymentId, refundId),
              UpdateExpression: 'SET #state = :failed, failureReason = :reason, failedAt = :at REMOVE gsi1pk, gsi1sk',
              ConditionExpression: '#state = :pending',
              ExpressionAttributeNames: { '#state': 'state' },
              ExpressionAttributeValues: { ':failed': 'failed', ':pending': 'pending', ':reason': reason, ':at': at },
            },
          },
          {
            Update: {
              TableName: tableName(),
              Key: paymentKeys.item(paymentId),
              UpdateExpression:
                'SET refundablePaise = refundablePaise + :amount, refundsNotMade = list_append(if_not_exists(refundsNotMade, :none), :released)',
              ExpressionAttributeValues: {
                ':amount': refund.amountPaise,
                ':none': [],
                ':released': [{ refundId, amountPaise: refund.amountPaise, reason, at }],
              },
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
