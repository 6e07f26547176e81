import type { OfflinePaymentMode } from './admin-schemas.js';
import type { PaymentMethod, PaymentProduct, PaymentStatus } from './types.js';

// How admin screens and the Excel export name payments, in the same words (admin screens are English).

/** Each way money arrives. */
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  card: 'Card',
  upi: 'UPI',
  offline: 'Offline',
};

/** Each payment status (the ledger's own words). */
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
