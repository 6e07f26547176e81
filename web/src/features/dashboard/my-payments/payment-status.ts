import type { PaymentStatus } from './api';
import type { MessageId } from '../../../lib/i18n';

/** How the dashboard names each payment status. */
export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, MessageId> = {
  created: 'paymentStatus.created',
  paid: 'paymentStatus.paid',
  failed: 'paymentStatus.failed',
  pending: 'paymentStatus.pending',
  approved: 'paymentStatus.approved',
  rejected: 'paymentStatus.rejected',
  partially_refunded: 'paymentStatus.partially_refunded',
  refunded: 'paymentStatus.refunded',
};

/** Badge colour class: good, waiting or bad. */
export function statusTone(status: PaymentStatus): 'good' | 'waiting' | 'bad' {
  if (status === 'paid' || status === 'approved') return 'good';
  if (status === 'failed' || status === 'rejected') return 'bad';
  return 'waiting';
}
