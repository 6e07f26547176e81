import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '#lib/db.js';
import { logger } from '#lib/logger.js';
import { countMetric } from '#lib/metrics.js';
import { enrollmentKeys, enrollmentWrites, isEnrolled } from '../learning/index.js';
import { hasSeriesAccess, seriesAccessKeys, seriesAccessWrites } from '../mock-tests/index.js';
import { type StatsChange, statsChanges, statsKeys, statsWrites } from '../stats/index.js';
import { couponKeys } from './coupons.js';
import { dueKeys, dueSettleWrites, dueWritesForPlan, toDue } from './dues.js';
import { paymentKeys, type PaymentRecord } from './ledger.js';

/**
 * What settling an online checkout order writes beside the card payment's own move to paid (card.ts),
 * in the same transaction: the course's enrolment or the test series' access (as a UPI approval grants
 * them), the student's pointer to the payment, the counters, and the coupon's use again when an order
 * left unpaid had given it back, and, on a fee plan, a due for each instalment after this first one.
 * A student who got the course or series meanwhile (an office payment,
 * an admin's seat) keeps it: the money is counted as an instalment, and the check that it is still
 * there makes a clash read it again.
 */
export async function checkoutSettlementWrites(payment: PaymentRecord, now: Date): Promise<object[]> {
  const userId = payment.userId;
  if (!userId || !payment.checkout) throw new Error(`Payment ${payment.id} is not an online checkout order`);
  if (payment.dueId) return dueSettlement(payment, userId, now);
  const series = payment.product === 'test-series';
  const changes: StatsChange[] = [
    statsChanges.paymentRecorded(),
    ...statsChanges.moneyReceived(
      payment.amountPaise,
      series ? statsKeys.series(payment.courseId) : statsKeys.course(payment.courseId),
      payment.courseTitle,
    ),
  ];
  let access: object[];
  if (series) {
    if (await hasSeriesAccess(userId, payment.courseId))
      access = [stillThere(seriesAccessKeys.item(userId, payment.courseId))];
    else {
      access = seriesAccessWrites({
        userId,
        seriesId: payment.courseId,
        via: 'payment',
        grantedBy: 'payment',
        grantedAt: now.toISOString(),
        paymentId: payment.id,
      });
      changes.push(statsChanges.seriesPurchased(payment.courseId));
    }
  } else if (await isEnrolled(userId, payment.courseId)) {
    access = [stillThere(enrollmentKeys.item(userId, payment.courseId))];
  } else {
    access = enrollmentWrites(userId, payment.courseId, now.toISOString());
    changes.push(statsChanges.enrolled(payment.courseId));
  }
  return [
    ...access,
    {
      Put: {
        TableName: tableName(),
        Item: { ...paymentKeys.userPointer(userId, payment.id), entity: 'PaymentLink', paymentId: payment.id },
      },
    },
    ...couponCountedAgain(payment, userId),
    ...planDues(payment, userId, now),
    ...statsWrites(changes),
  ];
}

/** The dues of a plan's later instalments, when this payment is a plan's first (its dates were fixed with the order). */
function planDues(payment: PaymentRecord, userId: string, now: Date): object[] {
  const plan = payment.checkout?.plan;
  if (!plan || plan.instalments.length < 2) return [];
  return dueWritesForPlan({
    userId,
    product: {
      kind: payment.product === 'test-series' ? 'test-series' : 'course',
      _id: payment.courseId,
      title: payment.courseTitle,
    },
    plan: { _id: plan._id, name: plan.name, overdue: plan.overdue ?? { rule: 'keep-access' } },
    instalments: plan.instalments.slice(1).map(({ amountPaise, dueOn }) => ({ amount: amountPaise, dueOn })),
    paymentId: payment.id,
    at: now,
  });
}

/**
 * A due's instalment paid online (checkout-due-order.ts): the due marked paid by this payment, the
 * money counted to its course or series, nothing granted (the student has it). When the due was paid
 * meanwhile by another payment (its UPI approved while this order was open), the money has still
 * arrived: it is counted, and the due stays paid by the other (noteDuePaidTwice tells the operators).
 */
async function dueSettlement(payment: PaymentRecord, userId: string, now: Date): Promise<object[]> {
  const key = dueKeys.item(userId, payment.dueOn!, payment.dueId!);
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }));
  const due = Item ? toDue(Item) : undefined;
  let dueWrite: object[];
  if (due?.status === 'paid') dueWrite = [stillPaid(key)];
  else dueWrite = due ? [dueSettleWrites(due, payment.id, now)] : [];
  const counter =
    payment.product === 'test-series' ? statsKeys.series(payment.courseId) : statsKeys.course(payment.courseId);
  return [
    ...dueWrite,
    {
      Put: {
        TableName: tableName(),
        Item: { ...paymentKeys.userPointer(userId, payment.id), entity: 'PaymentLink', paymentId: payment.id },
      },
    },
    ...statsWrites([
      statsChanges.paymentRecorded(),
      ...statsChanges.moneyReceived(payment.amountPaise, counter, payment.courseTitle),
    ]),
  ];
}

const stillPaid = (key: { pk: string; sk: string }) => ({
  ConditionCheck: {
    TableName: tableName(),
    Key: key,
    ConditionExpression: '#status = :paid',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ':paid': 'paid' },
  },
});

/**
 * After a due's online payment settled: when another payment had paid the due, one of the two is to be
 * given back. The log names both and DuesPaidTwice raises the alarm; the office refunds one.
 */
export async function noteDuePaidTwice(payment: PaymentRecord): Promise<void> {
  if (!payment.dueId || !payment.dueOn || !payment.userId) return;
  const key = dueKeys.item(payment.userId, payment.dueOn, payment.dueId);
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }));
  if (!Item || Item.paidBy === payment.id) return;
  logger.warn('A due was paid twice: refund one of its payments', {
    dueId: payment.dueId,
    paidBy: Item.paidBy,
    payment: payment.id,
  });
  countMetric('DuesPaidTwice');
}

const stillThere = (key: { pk: string; sk: string }) => ({
  ConditionCheck: { TableName: tableName(), Key: key, ConditionExpression: 'attribute_exists(pk)' },
});

/**
 * An order paid after it had given its coupon's use back (it stayed unpaid past CHECKOUT_ORDER_HOLD):
 * the student paid the discounted price, so the use is counted again, without the limits' conditions,
 * because the money has arrived and cannot be refused.
 */
function couponCountedAgain(payment: PaymentRecord, userId: string): object[] {
  const terms = payment.checkout;
  if (!terms?.couponCode || !terms.couponReleasedAt) return [];
  const add = (key: { pk: string; sk: string }) => ({
    Update: {
      TableName: tableName(),
      Key: key,
      UpdateExpression: 'ADD #uses :one, #given :discount',
      ExpressionAttributeNames: { '#uses': 'uses', '#given': 'discountGivenPaise' },
      ExpressionAttributeValues: { ':one': 1, ':discount': terms.discountPaise },
    },
  });
  return [add(couponKeys.item(terms.couponCode)), add(couponKeys.use(terms.couponCode, userId))];
}
