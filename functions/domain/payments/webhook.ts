import { logger } from '#lib/logger.js';
import { InvalidInput } from '#lib/errors.js';
import { razorpayWebhookSecret } from '#lib/payment-settings.js';
import { hmacHex, signatureMatches } from '#lib/razorpay-signature.js';
import { markCardFailed, markCardPaid, paymentOfOrder } from './card.js';
import { getRefund, RELEASE_REASONS } from './refund-records.js';
import { finishRefund, releaseRefund } from './refund-settle.js';
import { mailReceipt } from './payer-mail.js';
import { countMetric } from '#lib/metrics.js';

/**
 * Razorpay webhooks. The signature (X-Razorpay-Signature) is HMAC-SHA256 of the exact request bytes
 * with the webhook secret; the event id (x-razorpay-event-id) is recorded in the same transaction
 * as the state change it causes, so a repeated event changes nothing. Events arrive in any order:
 * order.paid / payment.captured mark a payment paid (with its receipt) when verify never ran;
 * payment.failed moves only a created payment to failed. Anything else is acknowledged and ignored.
 */
export type WebhookOutcome = 'paid' | 'failed' | 'refunded' | 'refund_failed' | 'unchanged' | 'ignored';

/** A refund we asked for (its receipt is our refund id, its notes our payment id) settled at Razorpay. */
async function refundEvent(body: WebhookBody): Promise<WebhookOutcome> {
  const entity = body.payload?.refund?.entity;
  const paymentId = entity?.notes?.paymentId;
  const refundId = entity?.receipt;
  if (!entity?.id || !paymentId || !refundId || !/^[0-9A-Z]{26}$/.test(paymentId) || !/^[0-9A-Z]{26}$/.test(refundId))
    return 'ignored';
  const refund = await getRefund(paymentId, refundId);
  if (!refund || refund.state !== 'pending') return refund ? 'unchanged' : 'ignored';
  if (body.event === 'refund.processed')
    return (await finishRefund(paymentId, refundId, entity.id)).state === 'processed' ? 'refunded' : 'unchanged';
  return (await releaseRefund(paymentId, refundId, RELEASE_REASONS.failedAtGateway)).state === 'failed'
    ? 'refund_failed'
    : 'unchanged';
}

interface PaymentEntity {
  id?: string;
  order_id?: string;
  amount?: number;
  error_description?: string;
  /** What checkout asked the payer for: where their receipt goes. */
  email?: string;
}

interface WebhookBody {
  event?: string;
  payload?: {
    payment?: { entity?: PaymentEntity };
    order?: { entity?: { id?: string } };
    refund?: { entity?: RefundEntity };
  };
}

interface RefundEntity {
  id?: string;
  receipt?: string | null;
  notes?: { paymentId?: string };
}

export async function handleRazorpayWebhook(input: {
  rawBody: string;
  signature: string | undefined;
  eventId: string | undefined;
}): Promise<WebhookOutcome> {
  const secret = await razorpayWebhookSecret();
  if (!signatureMatches(hmacHex(secret, input.rawBody), input.signature)) {
    countMetric('WebhookSignatureRejected');
    throw new InvalidInput('webhook_signature_invalid');
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(input.rawBody);
  } catch {
    throw new InvalidInput('body_not_json');
  }
  // A signed body that is not an event object (null, an array, a number) is a caller's mistake, not ours.
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed))
    throw new InvalidInput('body_not_json', 'A webhook body is a JSON object');
  const body = parsed as WebhookBody;
  if (body.event === 'refund.processed' || body.event === 'refund.failed') return refundEvent(body);
  const entity = body.payload?.payment?.entity;
  const orderId = entity?.order_id ?? body.payload?.order?.entity?.id;
  if (!orderId || !entity?.id) return 'ignored';
  // Without an event id there is nothing to deduplicate on; the transitions are conditional anyway.
  const eventId =
    input.eventId && /^[A-Za-z0-9_-]{1,100}$/.test(input.eventId) ? input.eventId : `${body.event}:${entity.id}`;
  const source = { kind: 'webhook', eventId } as const;

  switch (body.event) {
    case 'order.paid':
    case 'payment.captured': {
      const payment = await paymentOfOrder(orderId);
      if (!payment) return 'ignored';
      if (entity.amount !== undefined && entity.amount !== payment.amountPaise) {
        logger.warn('Webhook amount differs from the order; not marked paid', {
          eventId,
          orderId,
          paidPaise: entity.amount,
          expectedPaise: payment.amountPaise,
        });
        return 'ignored';
      }
      const paid = await markCardPaid(payment.id, entity.id, source);
      await mailReceipt(paid.payment, 'card-paid', entity.email);
      return paid.changed ? 'paid' : 'unchanged';
    }
    case 'payment.failed': {
      const payment = await paymentOfOrder(orderId);
      if (!payment) return 'ignored';
      return (await markCardFailed(payment.id, entity.id, entity.error_description ?? 'Payment failed', source))
        ? 'failed'
        : 'unchanged';
    }
    default:
      return 'ignored';
  }
}
