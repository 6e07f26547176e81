import type { MyPayment, PaymentStatus } from './api';
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

/** How the money came: card, UPI, or what the office recorded (cash, bank transfer). */
export function methodLabel(payment: Pick<MyPayment, 'method' | 'offlineMode'>): MessageId {
  if (payment.method === 'card') return 'payments.card';
  if (payment.method === 'upi') return 'payments.upi';
  if (payment.offlineMode === 'cash') return 'payments.cash';
  if (payment.offlineMode === 'bank_transfer') return 'payments.bankTransfer';
  return 'payments.offline';
}

/**
 * The day the student paid: the day the office received it, the moment a card payment went through,
 * or the day the UTR was sent for a UPI payment (its approval comes later).
 */
export function paidAt(payment: Pick<MyPayment, 'method' | 'createdAt' | 'decidedAt'>): string {
  return payment.method === 'upi' ? payment.createdAt : (payment.decidedAt ?? payment.createdAt);
}
