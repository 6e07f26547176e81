import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { RefundInput } from '#shared/admin-schemas.js';
import { paise, paiseToRupees, rupeesToPaise } from '#shared/money.js';
import { cancellationCodes, db, tableName } from '#lib/db.js';
import { Conflict, NotFound, Unavailable } from '#lib/errors.js';
import { noteAuditChange } from '#lib/audit-trail.js';
import { createGatewayRefund, GatewayError, GatewayUnavailable } from '#lib/razorpay.js';
import { getPayment, isReceived, paymentKeys, type PaymentRecord } from './ledger.js';
import { gatewayRefusal, recordGatewayRefund, resumeRefund, settleByGateway } from './refund-recovery.js';
import { getRefund, refundKeys, type RefundRecord } from './refund-records.js';
import { finishRefund, releaseRefund } from './refund-settle.js';

export { refundOfCreditNote, toRefundReply } from './refund-records.js';

/**
 * POST /api/admin/payments/{id}/refund. The refund id is made by the admin's screen and is the
 * idempotency key: the same request sent again finds its refund, completes it if it is still pending
 * (after a failure, a crash, a timeout) and answers it. A refund first takes its amount out of what is
 * left to refund (the payment's `refundablePaise`, conditional, so refunds racing each other can never
 * give back more than was paid) and is put in the pending list (gsi1 REFUNDS#pending). A UPI or offline
 * refund was paid back by the office, so it is finished at once. A card refund then goes to Razorpay and
 * is finished when Razorpay says processed (its answer, the `refund.processed` webhook or the
 * SettleRefunds job asking, whichever comes first, once) or released when Razorpay fails or refuses it.
 * Settling is refund-settle.ts's; what picks up a refund left pending, refund-recovery.ts's.
 */
export async function refundPayment(paymentId: string, input: RefundInput, adminId: string): Promise<RefundRecord> {
  const earlier = await getRefund(paymentId, input.refundId);
  if (earlier) return earlier.state === 'pending' ? resumeRefund(earlier) : finishRefund(paymentId, earlier.refundId);
  const payment = await getPayment(paymentId);
  if (!payment) throw new NotFound('payment_not_found');
  const refund = await reserveRefund(payment, input, adminId);
  // The same refund sent twice at once: the request that reserved it goes on; this one completes what it can.
  if (!refund) return resumeRefund((await getRefund(paymentId, input.refundId))!);
  const left = leftToRefund(payment);
  noteAuditChange({
    before: { status: payment.status, refundable: paiseToRupees(paise(left)) },
    after: { refunded: paiseToRupees(refund.amountPaise), refundable: paiseToRupees(paise(left - refund.amountPaise)) },
  });
  if (refund.mode !== 'razorpay') return finishRefund(paymentId, refund.refundId);

  let gateway;
  try {
    gateway = await createGatewayRefund({
      gatewayPaymentId: payment.gatewayPaymentId!,
      amountPaise: refund.amountPaise,
      receipt: refund.refundId,
      notes: { paymentId, reason: input.reason.slice(0, 200) },
    });
  } catch (error) {
    // Razorpay refused it outright: nothing went back, so the amount is free again.
    if (error instanceof GatewayError) {
      await releaseRefund(paymentId, refund.refundId, gatewayRefusal(error));
      throw new Conflict('refund_refused_by_gateway', undefined, { cause: error });
    }
    // Unknown whether Razorpay made it: it stays pending until Razorpay is asked (a retry, or the job).
    if (error instanceof GatewayUnavailable)
      throw new Unavailable('payment_gateway_unavailable', undefined, { cause: error });
    throw error;
  }
  await recordGatewayRefund(paymentId, refund.refundId, gateway.id);
  return settleByGateway({ ...refund, gatewayRefundId: gateway.id }, gateway);
}

const leftToRefund = (payment: PaymentRecord) =>
  payment.refundablePaise ?? payment.amountPaise - (payment.refundedPaise ?? 0);

/**
 * Puts the refund down as pending (in the pending list) and takes its amount from what is left to
 * refund, if that much is left. Undefined when a request with the same refund id reserved it first.
 */
export async function reserveRefund(
  payment: PaymentRecord,
  input: RefundInput,
  adminId: string,
): Promise<RefundRecord | undefined> {
  if (!isReceived(payment.status)) throw new Conflict('refund_not_received');
  const left = leftToRefund(payment);
  const amountPaise = input.amountRupees === undefined ? paise(left) : rupeesToPaise(input.amountRupees);
  if (amountPaise <= 0 || amountPaise > left)
    throw new Conflict(
      'refund_too_large',
      `At most ₹${paiseToRupees(paise(Math.max(0, left)))} is left to refund on this payment`,
    );
  const byCard = payment.method === 'card';
  if (!byCard && (!input.mode || !input.reference)) throw new Conflict('refund_needs_reference');
  const refund: RefundRecord = {
    refundId: input.refundId,
    paymentId: payment.id,
    amountPaise,
    reason: input.reason,
    mode: byCard ? 'razorpay' : input.mode!,
    ...(byCard ? {} : { reference: input.reference! }),
    state: 'pending',
    removeAccess: input.removeAccess === true && !byCard,
    by: adminId,
    createdAt: new Date().toISOString(),
  };
  try {
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: tableName(),
              Item: {
                ...refundKeys.item(payment.id, refund.refundId),
                entity: 'Refund',
                ...refund,
                ...refundKeys.pendingIndex(refund.createdAt, payment.id, refund.refundId),
              },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
          {
            Update: {
              TableName: tableName(),
              Key: paymentKeys.item(payment.id),
              UpdateExpression: 'SET refundablePaise = if_not_exists(refundablePaise, amountPaise) - :amount',
              ConditionExpression:
                '(attribute_not_exists(refundablePaise) AND amountPaise >= :amount) OR refundablePaise >= :amount',
              ExpressionAttributeValues: { ':amount': refund.amountPaise },
            },
          },
        ],
      }),
    );
    return refund;
  } catch (error) {
    const codes = cancellationCodes(error);
    if (codes[0] === 'ConditionalCheckFailed') return undefined;
    if (codes[1] === 'ConditionalCheckFailed') throw new Conflict('refund_too_large');
    if (codes.length > 0) throw new Unavailable('busy_try_again', undefined, { cause: error });
    throw error;
  }
}
