import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, isConditionFailure, queryAll, tableName } from '#lib/db.js';
import { logger } from '#lib/logger.js';
import {
  fetchGatewayRefund,
  findGatewayRefundByReceipt,
  GatewayError,
  GatewayUnavailable,
  type GatewayRefund,
} from '#lib/razorpay.js';
import { getPayment, reservedUnsettledPaise, type PaymentRecord } from './ledger.js';
import {
  getRefund,
  PENDING_REFUNDS,
  refundKeys,
  REFUNDS_ENDING_ATTEMPTS,
  refundsOf,
  RELEASE_REASONS,
  type RefundRecord,
} from './refund-records.js';
import { endAttemptsOfRefund, finishRefund, releaseRefund } from './refund-settle.js';

/**
 * A refund left pending (its request failed, timed out or died after reserving it) is never lost: the
 * same refund id sent again, the SettleRefunds job (every minute, for refunds pending longer than
 * SETTLE_AFTER_MS) and `npm run stats:rebuild` complete it here. A UPI or offline refund was paid back
 * by the office, so pending only means "not written in the books yet": it is finished. A card refund
 * is settled by what Razorpay says of it: asked by its Razorpay id when that was recorded, else found
 * among the payment's refunds at Razorpay by our refund id (its receipt); one Razorpay has no record
 * of, once old enough that no request can still be on its way there, is released with a reason.
 */
export const SETTLE_AFTER_MS = 3 * 60_000;

export function gatewayRefusal(error: GatewayError): string {
  const description = (error.error as { description?: unknown } | undefined)?.description;
  return `Razorpay refused this refund${typeof description === 'string' ? `: ${description}` : ''}; nothing went back to the payer.`;
}

export async function recordGatewayRefund(paymentId: string, refundId: string, gatewayRefundId: string): Promise<void> {
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

/** Settles a card refund by Razorpay's word: processed is finished, failed released; pending stays pending. */
export async function settleByGateway(refund: RefundRecord, gateway: GatewayRefund): Promise<RefundRecord> {
  if (gateway.status === 'processed') return finishRefund(refund.paymentId, refund.refundId, gateway.id);
  if (gateway.status === 'failed')
    return releaseRefund(refund.paymentId, refund.refundId, RELEASE_REASONS.failedAtGateway);
  return (await getRefund(refund.paymentId, refund.refundId)) ?? refund;
}

/**
 * A pending refund completed as far as can be known now; answered as it then stands. A card refund
 * Razorpay has no record of is released once it is `settleAfterMs` old (before that its request may
 * still be on its way to Razorpay).
 */
export async function resumeRefund(refund: RefundRecord, settleAfterMs = SETTLE_AFTER_MS): Promise<RefundRecord> {
  if (refund.state !== 'pending') return refund;
  if (refund.mode !== 'razorpay') return finishRefund(refund.paymentId, refund.refundId);
  const payment = await getPayment(refund.paymentId);
  if (!payment?.gatewayPaymentId)
    return releaseRefund(refund.paymentId, refund.refundId, RELEASE_REASONS.noGatewayPayment);
  let gateway: GatewayRefund | undefined;
  try {
    gateway = refund.gatewayRefundId
      ? await fetchGatewayRefund(payment.gatewayPaymentId, refund.gatewayRefundId)
      : await findGatewayRefundByReceipt(payment.gatewayPaymentId, refund.refundId);
  } catch (error) {
    // Razorpay cannot be asked now: the refund stays pending and is asked again on the next run.
    if (!(error instanceof GatewayUnavailable || error instanceof GatewayError)) throw error;
    logger.warn('Could not ask Razorpay about a pending refund', {
      paymentId: refund.paymentId,
      refundId: refund.refundId,
      error: error.message,
    });
    return refund;
  }
  if (!gateway)
    return Date.now() - Date.parse(refund.createdAt) >= settleAfterMs
      ? releaseRefund(refund.paymentId, refund.refundId, RELEASE_REASONS.unknownToGateway)
      : refund;
  if (!refund.gatewayRefundId) await recordGatewayRefund(refund.paymentId, refund.refundId, gateway.id);
  return settleByGateway(refund, gateway);
}

export interface SettleReport {
  settled: number;
  released: number;
  /** Refunds still pending after the run, of any age, and how long the oldest of them has waited. */
  stillPending: number;
  oldestPendingSeconds: number;
}

/** Refunds a run takes on (oldest first); the next run takes the rest. */
const SETTLE_PER_RUN = 200;
const SETTLE_AT_ONCE = 4;

const idsOf = (item: Record<string, unknown>) => ({
  paymentId: item.paymentId as string,
  refundId: item.refundId as string,
});

/**
 * The SettleRefunds job: refunds pending longer than `settleAfterMs` are resumed, and settled series
 * refunds whose student's attempts were not ended yet (a crash right after settling) have them ended.
 */
export async function settleRefundBacklog(settleAfterMs = SETTLE_AFTER_MS): Promise<SettleReport> {
  const now = Date.now();
  const { Items: stale = [] } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pending AND gsi1sk < :cutoff',
      ExpressionAttributeValues: {
        ':pending': PENDING_REFUNDS,
        ':cutoff': new Date(now - settleAfterMs).toISOString(),
      },
      Limit: SETTLE_PER_RUN,
    }),
  );
  const queue = stale.map(idsOf);
  let settled = 0;
  let released = 0;
  await Promise.all(
    Array.from({ length: SETTLE_AT_ONCE }, async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        try {
          const refund = await getRefund(next.paymentId, next.refundId);
          if (refund?.state !== 'pending') continue;
          const after = await resumeRefund(refund, settleAfterMs);
          if (after.state === 'processed') settled++;
          else if (after.state === 'failed') released++;
        } catch (error) {
          logger.error('Could not settle a pending refund', { ...next, error });
        }
      }
    }),
  );
  const ending = await queryAll({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :ending AND gsi1sk < :cutoff',
    ExpressionAttributeValues: {
      ':ending': REFUNDS_ENDING_ATTEMPTS,
      ':cutoff': new Date(now - Math.min(60_000, settleAfterMs)).toISOString(),
    },
  });
  for (const item of ending) {
    await endAttemptsOfRefund(idsOf(item).paymentId, idsOf(item).refundId).catch((error: unknown) =>
      logger.error("Could not end a refunded student's attempts", { ...idsOf(item), error }),
    );
  }
  return { settled, released, ...(await pendingBacklog(now)) };
}

/** How many refunds are pending now, and the age of the oldest (0 when none is). */
async function pendingBacklog(now: number): Promise<Pick<SettleReport, 'stillPending' | 'oldestPendingSeconds'>> {
  const pending = await queryAll({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pending',
    ExpressionAttributeValues: { ':pending': PENDING_REFUNDS },
    ProjectionExpression: 'gsi1sk',
  });
  const oldest = pending[0]?.gsi1sk as string | undefined;
  const oldestAt = oldest ? Date.parse(oldest.slice(0, oldest.indexOf('#'))) : now;
  return { stillPending: pending.length, oldestPendingSeconds: Math.max(0, Math.round((now - oldestAt) / 1000)) };
}

/**
 * For the counter rebuild: refunds pending from before the pending list existed have no entry in it;
 * they are found by the payments whose reserved refund amount is more than what was refunded (one Query
 * of each such payment's partition) and put in the list, then every pending refund is settled as if it
 * were old (the rebuild runs with nobody refunding). Returns how many it settled and released.
 */
export async function repairPendingRefunds(payments: readonly PaymentRecord[]): Promise<SettleReport> {
  for (const payment of payments.filter((candidate) => reservedUnsettledPaise(candidate) > 0)) {
    for (const refund of (await refundsOf(payment.id)).filter((candidate) => candidate.state === 'pending')) {
      try {
        const entry = refundKeys.pendingIndex(refund.createdAt, refund.paymentId, refund.refundId);
        await db().send(
          new UpdateCommand({
            TableName: tableName(),
            Key: refundKeys.item(refund.paymentId, refund.refundId),
            UpdateExpression: 'SET gsi1pk = :g1pk, gsi1sk = :g1sk',
            ConditionExpression: '#state = :pending AND attribute_not_exists(gsi1pk)',
            ExpressionAttributeNames: { '#state': 'state' },
            ExpressionAttributeValues: { ':g1pk': entry.gsi1pk, ':g1sk': entry.gsi1sk, ':pending': 'pending' },
          }),
        );
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
      }
    }
  }
  const total: SettleReport = { settled: 0, released: 0, stillPending: 0, oldestPendingSeconds: 0 };
  for (;;) {
    const run = await settleRefundBacklog(0);
    Object.assign(total, {
      settled: total.settled + run.settled,
      released: total.released + run.released,
      stillPending: run.stillPending,
      oldestPendingSeconds: run.oldestPendingSeconds,
    });
    if (run.settled + run.released === 0) return total;
  }
}
