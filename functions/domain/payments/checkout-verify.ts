import { InvalidInput } from '#lib/errors.js';
import { countMetric } from '#lib/metrics.js';
import { checkoutSignatureValid } from '#lib/razorpay-signature.js';
import { markCardPaid, paymentOfOrder } from './card.js';
import type { PaymentRecord } from './ledger.js';
import { mailReceipt } from './payer-mail.js';

/**
 * The browser's checkout result for an online checkout order: Razorpay's signature over
 * `order_id|payment_id` with the key secret, for the order id stored on the server, compared in
 * constant time; only the student who made the order. Then the card payment's own settling
 * (markCardPaid: once, whichever of verify and the webhook comes first), which enrols or grants the
 * product in the same transaction, and the receipt mail to the student's account.
 */
export async function verifyCheckoutPayment(input: {
  orderId: string;
  gatewayPaymentId: string;
  signature: string;
  userId: string;
}): Promise<PaymentRecord> {
  const payment = await paymentOfOrder(input.orderId);
  const valid =
    payment?.orderId !== undefined &&
    (await checkoutSignatureValid(payment.orderId, input.gatewayPaymentId, input.signature));
  if (!valid || !payment?.checkout || payment.userId !== input.userId) {
    countMetric('PaymentVerifyFailures');
    throw new InvalidInput('payment_signature_invalid');
  }
  const { payment: paid } = await markCardPaid(payment.id, input.gatewayPaymentId, { kind: 'verify' });
  await mailReceipt(paid, 'card-paid');
  return paid;
}
