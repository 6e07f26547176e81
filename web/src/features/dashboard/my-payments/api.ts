import { apiFetch } from '../../../lib/api-client';

export type PaymentStatus = 'created' | 'paid' | 'failed' | 'pending' | 'approved' | 'rejected';

export interface MyPayment {
  _id: string;
  method: string;
  status: PaymentStatus;
  course: { _id: string; title: string };
  /** Rupees. */
  amount: number;
  utrNumber?: string;
  receiptNumber?: string;
  rejectionReason?: string;
  createdAt: string;
  decidedAt?: string;
}

export async function fetchMyPayments(signal?: AbortSignal): Promise<MyPayment[]> {
  const { payments } = await apiFetch<{ payments: MyPayment[] }>('/api/payments/mine', { signal });
  return payments;
}
