// An admin's decision on a pending UPI payment, from /admin/approvals or /admin/payments.
import { api } from './api';

/** Approves, answering the receipt number it was given (undefined when the server numbers it later). */
export async function approveUpiPayment(id: string): Promise<string | undefined> {
  const reply = await api('POST /api/upi-payments/{id}/approve', { id });
  return reply.receiptNumber;
}

/** Rejects with the reason the admin gave (required by the dialog; the student is mailed it). */
export async function rejectUpiPayment(id: string, reason: string): Promise<void> {
  await api('POST /api/upi-payments/{id}/reject', { id }, { body: reason ? { reason } : undefined });
}
