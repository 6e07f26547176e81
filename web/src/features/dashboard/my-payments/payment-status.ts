import type { PaymentStatus } from './api';

/** How the dashboard names each payment status. */
export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  created: 'Not completed',
  paid: 'Paid',
  failed: 'Failed',
  pending: 'Under verification',
  approved: 'Approved',
  rejected: 'Rejected',
};

/** Badge colour class: good, waiting or bad. */
export function statusTone(status: PaymentStatus): 'good' | 'waiting' | 'bad' {
  if (status === 'paid' || status === 'approved') return 'good';
  if (status === 'failed' || status === 'rejected') return 'bad';
  return 'waiting';
}
