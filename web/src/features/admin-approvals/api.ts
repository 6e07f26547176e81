import type { PendingUpiPayment } from '../../../../shared/types';
import { api } from '../../lib/api';

export type PendingPayment = PendingUpiPayment;

export async function fetchPendingPayments(signal?: AbortSignal): Promise<PendingPayment[]> {
  const { items } = await api('GET /api/upi-payments/pending', {}, { signal });
  return items;
}

export async function approvePayment(id: string): Promise<void> {
  await api('POST /api/upi-payments/{id}/approve', { id });
}

/** `reason` is optional: an empty one rejects without a reason (spec: an empty body). */
export async function rejectPayment(id: string, reason: string): Promise<void> {
  await api('POST /api/upi-payments/{id}/reject', { id }, { body: reason ? { reason } : undefined });
}
