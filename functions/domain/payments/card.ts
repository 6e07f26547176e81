import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { cancellationCodes, db, tableName } from '#lib/db.js';
import { InvalidInput, NotFound, Unavailable } from '#lib/errors.js';
import { timeLeft } from '#lib/deadline.js';
import { checkoutSignatureValid } from '#lib/razorpay-signature.js';
import { getPayment, indexUpdate, paymentKeys, type PaymentRecord } from './ledger.js';
import { ensureReceiptNumber, receiptQueueWrite } from './receipts.js';
import { statsChanges, statsKeys, statsWrites } from '../stats/index.js';
import { payerSearchWrites } from './payer-search.js';
import { checkoutSettlementWrites, noteDuePaidTwice } from './checkout-settle.js';
import { countMetric } from '#lib/metrics.js';

/**
 * Card payments for the direct-payment courses (Razorpay): created → paid | failed. Orders are
 * created in payments-card-order.ts (the only module that talks to Razorpay's API).
 */
export async function paymentOfOrder(orderId: string): Promise<PaymentRecord | undefined> {
  if (!/^[A-Za-z0-9_]{1,64}$/.test(orderId)) return undefined;
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: paymentKeys.order(orderId), ConsistentRead: true }),
  );
  return Item ? getPayment(Item.paymentId as string) : undefined;
}

/** Where a payment's state change came from: the browser's verify call, or a webhook event (deduplicated by its id). */
export type Source = { kind: 'verify' } | { kind: 'webhook'; eventId: string };

function eventWrite(source: Source) {
  if (source.kind !== 'webhook') return [];
  const ttl = Math.floor(Date.now() / 1000) + 90 * 24 * 3600;
  return [
    {
      Put: {
        TableName: tableName(),
        Item: {
          pk: `WEBHOOK#${source.eventId}`,
          sk: 'EVENT',
          entity: 'WebhookEvent',
          receivedAt: new Date().toISOString(),
          ttl,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
  ];
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Clashes a payment may lose before it answers busy_try_again (each a few milliseconds). */
const PAY_ATTEMPTS = 50;

/**
 * Marks a card payment paid, counts its money and puts it in line for its receipt number, in one
 * transaction; then numbers it (receipts.ts). Idempotent: when it is already paid, returns it (numbered
 * if it was not yet). The transaction touches the payment, its order link, one shard of each counter and
 * its own line entry, so payments made at the same moment only clash when they draw the same shard,
 * and such a clash is retried while the request has time.
 */
export async function markCardPaid(
  paymentId: string,
  gatewayPaymentId: string,
  source: Source,
): Promise<{ payment: PaymentRecord; changed: boolean }> {
  for (let attempt = 1; ; attempt++) {
    const payment = await getPayment(paymentId);
    if (!payment) throw new NotFound('payment_not_found');
    if (payment.status === 'paid') return { payment: await numbered(payment), changed: false };
    const now = new Date();
    const event = eventWrite(source);
    const indexes = indexUpdate({ ...payment, status: 'paid', decidedAt: now.toISOString() }, ['ttl']);
    try {
      await db().send(
        new TransactWriteCommand({
          TransactItems: [
            ...event,
            {
              Update: {
                TableName: tableName(),
                Key: paymentKeys.item(payment.id),
                UpdateExpression: `SET #status = :paid, gatewayPaymentId = :gp, decidedAt = :now, ${indexes.set}${indexes.remove}`,
                ConditionExpression: '#status IN (:created, :failed)',
                ExpressionAttributeNames: { '#status': 'status', ...indexes.names },
                ExpressionAttributeValues: {
                  ':paid': 'paid',
                  ':created': 'created',
                  ':failed': 'failed',
                  ':gp': gatewayPaymentId,
                  ':now': now.toISOString(),
                  ...indexes.values,
                },
              },
            },
            // A paid order is kept for good: verify replays, webhooks and the order status find it.
            ...(payment.orderId
              ? [
                  {
                    Update: {
                      TableName: tableName(),
                      Key: paymentKeys.order(payment.orderId),
                      UpdateExpression: 'REMOVE #ttl',
                      ExpressionAttributeNames: { '#ttl': 'ttl' },
                    },
                  },
                ]
              : []),
            receiptQueueWrite(payment.id, now),
            // An online checkout's order also enrols or grants its product (checkout-settle.ts).
            ...(payment.checkout
              ? await checkoutSettlementWrites(payment, now)
              : statsWrites([
                  statsChanges.paymentRecorded(),
                  ...statsChanges.moneyReceived(payment.amountPaise, statsKeys.direct(payment.courseId)),
                ])),
            ...payerSearchWrites(payment),
          ],
        }),
      );
      countMetric('PaymentsReceived', 1, { method: 'card' });
      const paid: PaymentRecord = { ...payment, status: 'paid', gatewayPaymentId, decidedAt: now.toISOString() };
      await noteDuePaidTwice(paid);
      return { payment: await numbered(paid), changed: true };
    } catch (error) {
      const codes = cancellationCodes(error);
      if (codes.length === 0) throw error;
      // This event was handled before: nothing changes.
      if (event.length > 0 && codes[0] === 'ConditionalCheckFailed')
        return { payment: await numbered(payment), changed: false };
      // Someone else paid it at the same moment, or the counters' shard was busy: look again.
      if (timeLeft() <= 0 || attempt >= PAY_ATTEMPTS)
        throw new Unavailable('busy_try_again', undefined, { cause: error });
      await pause(Math.random() * 20 * Math.min(attempt, 10));
    }
  }
}

/** The payment with its receipt number once it has one (numbering the line if needed). */
async function numbered(payment: PaymentRecord): Promise<PaymentRecord> {
  if (payment.receiptNumber || payment.status !== 'paid') return payment;
  const receiptNumber = await ensureReceiptNumber(payment.id);
  return receiptNumber ? { ...payment, receiptNumber } : payment;
}

/** created → failed (a paid payment never becomes failed). Returns whether anything changed. */
export async function markCardFailed(
  paymentId: string,
  gatewayPaymentId: string,
  reason: string,
  source: Source,
): Promise<boolean> {
  const payment = await getPayment(paymentId);
  if (!payment || payment.status !== 'created') return false;
  const failedIndexes = indexUpdate({ ...payment, status: 'failed' });
  try {
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
          ...eventWrite(source),
          {
            Update: {
              TableName: tableName(),
              Key: paymentKeys.item(paymentId),
              UpdateExpression: `SET #status = :failed, failureReason = :reason, gatewayPaymentId = if_not_exists(gatewayPaymentId, :gp), ${failedIndexes.set}${failedIndexes.remove}`,
              ConditionExpression: '#status = :created',
              ExpressionAttributeNames: { '#status': 'status' },
              ExpressionAttributeValues: {
                ':failed': 'failed',
                ':created': 'created',
                ':reason': reason.slice(0, 500),
                ':gp': gatewayPaymentId,
                ...failedIndexes.values,
              },
            },
          },
        ],
      }),
    );
    return true;
  } catch (error) {
    if (cancellationCodes(error).length > 0) return false;
    throw error;
  }
}

/**
 * The browser's checkout result. The signature is checked for the order id stored on the server;
 * a replay returns the same receipt.
 */
export async function verifyCardPayment(input: {
  orderId: string;
  gatewayPaymentId: string;
  signature: string;
}): Promise<PaymentRecord> {
  const payment = await paymentOfOrder(input.orderId);
  if (
    !payment ||
    !payment.orderId ||
    !(await checkoutSignatureValid(payment.orderId, input.gatewayPaymentId, input.signature))
  ) {
    countMetric('PaymentVerifyFailures');
    throw new InvalidInput('payment_signature_invalid');
  }
  // No receipt mail here: a card payment carries no address until Razorpay's webhook brings the one
  // checkout collected, and the webhook queues the mail (webhook.ts).
  return (await markCardPaid(payment.id, input.gatewayPaymentId, { kind: 'verify' })).payment;
}
