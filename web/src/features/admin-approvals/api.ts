import { apiFetch } from '../../lib/api-client';

export interface PendingPayment {
  _id: string;
  name: string;
  email: string;
  phone: string;
  courseTitle: string;
  utrNumber: string;
  /** Rupees. */
  amount: number;
  submittedAt: string;
}

export async function fetchPendingPayments(signal?: AbortSignal): Promise<PendingPayment[]> {
  const { items } = await apiFetch<{ items: PendingPayment[] }>('/api/upi-payments/pending', { signal });
  return items;
}

export async function approvePayment(id: string): Promise<void> {
  await apiFetch(`/api/upi-payments/${encodeURIComponent(id)}/approve`, { method: 'POST' });
}

/** `reason` is optional: an empty one rejects without a reason (spec: an empty body). */
export async function rejectPayment(id: string, reason: string): Promise<void> {
  await apiFetch(`/api/upi-payments/${encodeURIComponent(id)}/reject`, { method: 'POST', body: reason ? { reason } : undefined });
}
