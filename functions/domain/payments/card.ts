import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { cancellationCodes, db, tableName } from '../../lib/db.js';
import { InvalidInput, NotFound } from '../../lib/errors.js';
import { checkoutSignatureValid } from '../../lib/razorpay-signature.js';
import { getPayment, indexUpdate, ledgerPartition, paymentKeys, type PaymentRecord } from './ledger.js';
import { nextReceiptNumber } from './receipts.js';
import { statsChanges, statsKeys, statsWrites } from '../insight/stats.js';

/**
 * Card payments for the direct-payment courses (Razorpay): created → paid | failed. Orders are
 * created in payments-card-order.ts (the only module that talks to Razorpay's API).
 */
export async function paymentOfOrder(orderId: string): Promise<PaymentRecord | undefined> {
  if (!/^[A-Za-z0-9_]{1,64}$/.test(orderId)) return undefined;
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: paymentKeys.order(orderId), ConsistentRead: true }));
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
        Item: { pk: `WEBHOOK#${source.eventId}`, sk: 'EVENT', entity: 'WebhookEvent', receivedAt: new Date().toISOString(), ttl },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
  ];
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const MAX_ATTEMPTS = 25;

/**
 * Marks a card payment paid, with its receipt number and the revenue counters, in one transaction.
 * Idempotent: when it is already paid, returns it unchanged. Safe against itself (20 verifies of the
 * same payment) and against other payments taking receipt numbers at the same moment.
 */
export async function markCardPaid(paymentId: string, gatewayPaymentId: string, source: Source): Promise<{ payment: PaymentRecord; changed: boolean }> {
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    const payment = await getPayment(paymentId);
    if (!payment) throw new NotFound('payment_not_found');
    if (payment.status === 'paid') return { payment, changed: false };
    const now = new Date();
    const receipt = await nextReceiptNumber(payment.id, now);
    const event = eventWrite(source);
    const indexes = indexUpdate({ ...payment, status: 'paid', decidedAt: now.toISOString() });
    try {
      await db().send(
        new TransactWriteCommand({
          TransactItems: [
            ...event,
            {
              Update: {
                TableName: tableName(),
                Key: paymentKeys.item(payment.id),
                UpdateExpression: `SET #status = :paid, receiptNumber = :receipt, gatewayPaymentId = :gp, decidedAt = :now, ${indexes.set.join(', ')}${indexes.remove.length ? ` REMOVE ${indexes.remove.join(', ')}` : ''}`,
                ConditionExpression: '#status IN (:created, :failed)',
                ExpressionAttributeNames: { '#status': 'status' },
                ExpressionAttributeValues: {
                  ':paid': 'paid',
                  ':created': 'created',
                  ':failed': 'failed',
                  ':receipt': receipt.number,
                  ':gp': gatewayPaymentId,
                  ':now': now.toISOString(),
                  ...indexes.values,
                },
              },
            },
            ...receipt.writes,
            ...statsWrites(statsChanges.moneyReceived(payment.amountPaise, statsKeys.direct(payment.courseId))),
          ],
        }),
      );
      return { payment: { ...payment, status: 'paid', receiptNumber: receipt.number, gatewayPaymentId, decidedAt: now.toISOString() }, changed: true };
    } catch (error) {
      const codes = cancellationCodes(error);
      if (codes.length === 0) throw error;
      // This event was handled before: nothing changes.
      if (event.length > 0 && codes[0] === 'ConditionalCheckFailed') return { payment, changed: false };
      // Someone else paid it or took the receipt number: look again.
      await pause(Math.random() * 20 * Math.min(attempt, 10));
    }
  }
  throw new Error(`Could not mark payment ${paymentId} paid after ${MAX_ATTEMPTS} attempts`);
}

/** created → failed (a paid payment never becomes failed). Returns whether anything changed. */
export async function markCardFailed(paymentId: string, gatewayPaymentId: string, reason: string, source: Source): Promise<boolean> {
  try {
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
          ...eventWrite(source),
          {
            Update: {
              TableName: tableName(),
              Key: paymentKeys.item(paymentId),
              UpdateExpression: 'SET #status = :failed, failureReason = :reason, gatewayPaymentId = if_not_exists(gatewayPaymentId, :gp), gsi2pk = :ledger',
              ConditionExpression: '#status = :created',
              ExpressionAttributeNames: { '#status': 'status' },
              ExpressionAttributeValues: { ':failed': 'failed', ':created': 'created', ':reason': reason.slice(0, 500), ':gp': gatewayPaymentId, ':ledger': ledgerPartition('card', 'failed') },
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
export async function verifyCardPayment(input: { orderId: string; gatewayPaymentId: string; signature: string }): Promise<PaymentRecord> {
  const payment = await paymentOfOrder(input.orderId);
  if (!payment || !payment.orderId) throw new InvalidInput('payment_signature_invalid');
  if (!(await checkoutSignatureValid(payment.orderId, input.gatewayPaymentId, input.signature))) throw new InvalidInput('payment_signature_invalid');
  return (await markCardPaid(payment.id, input.gatewayPaymentId, { kind: 'verify' })).payment;
}
