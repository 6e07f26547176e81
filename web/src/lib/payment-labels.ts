import type { OfflinePaymentMode } from '../../../shared/admin-schemas';
import type { PaymentMethod, PaymentProduct, PaymentStatus } from '../../../shared/types';

/** How admin screens name each way money arrives. */
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  card: 'Card',
  upi: 'UPI',
  offline: 'Offline',
};

/** How admin screens name each payment status (the ledger's own words). */
export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  created: 'Not completed',
  paid: 'Paid',
  failed: 'Failed',
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
  partially_refunded: 'Partly refunded',
  refunded: 'Refunded',
};

/** The tag beside what a payment bought when it is not a course (a course needs none). */
export const PRODUCT_TAG_LABELS: Readonly<Partial<Record<PaymentProduct, string>>> = {
  'test-series': 'Test series',
};

export const OFFLINE_MODE_LABELS: Record<OfflinePaymentMode, string> = {
  cash: 'Cash',
  bank_transfer: 'Bank transfer',
};

/** Badge colour: money received, waiting, or none coming. */
export function paymentStatusTone(status: PaymentStatus): 'good' | 'waiting' | 'bad' {
  if (status === 'paid' || status === 'approved') return 'good';
  if (status === 'failed' || status === 'rejected') return 'bad';
  return 'waiting';
}
