import type { PaymentStatus } from '#shared/types.js';

export {
  OFFLINE_MODE_LABELS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATUS_LABELS,
  PRODUCT_TAG_LABELS,
} from '#shared/payment-labels.js';

/** Badge colour: money received, waiting, or none coming. */
export function paymentStatusTone(status: PaymentStatus): 'good' | 'waiting' | 'bad' {
  if (status === 'paid' || status === 'approved') return 'good';
  if (status === 'failed' || status === 'rejected') return 'bad';
  return 'waiting';
}
