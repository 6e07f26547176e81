import { apiFetch } from '../../../lib/api-client';

export interface UpiInitiation {
  upiUrl: string;
  /** Rupees. */
  amount: number;
  payee: { address: string; name: string };
  reference: string;
  course: { _id: string; title: string };
}

export interface UpiReceipt {
  utrNumber: string;
  name: string;
  email: string;
  phone: string;
  course: string;
  /** Rupees. */
  amount: number;
  status: string;
}

export function initiateUpiPayment(courseId: string): Promise<UpiInitiation> {
  return apiFetch<UpiInitiation>('/api/upi-payments/initiate', { method: 'POST', body: { courseId } });
}

export async function submitUtr(courseId: string, utrNumber: string): Promise<UpiReceipt> {
  const { receipt } = await apiFetch<{ receipt: UpiReceipt }>('/api/upi-payments/submit-utr', {
    method: 'POST',
    body: { courseId, utrNumber },
  });
  return receipt;
}
