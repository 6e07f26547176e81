import { api } from './api';

/** An admin's decision on a pending UPI payment, from /admin/approvals or /admin/payments. */
export async function approveUpiPayment(id: string): Promise<void> {
  await approveAndGetReceiptNumber(id);
}

/** Approves, answering the receipt number it was given (undefined when the server numbers it later). */
export async function approveAndGetReceiptNumber(id: string): Promise<string | undefined> {
  const reply = await api('POST /api/upi-payments/{id}/approve', { id });
  return reply.receiptNumber;
}

/** `reason` is optional: an empty one rejects without a reason (spec: an empty body). */
export async function rejectUpiPayment(id: string, reason: string): Promise<void> {
  await api('POST /api/upi-payments/{id}/reject', { id }, { body: reason ? { reason } : undefined });
}

/** The optional reason for a rejection, asked as the spec asks it; null when the admin cancels. */
export function askRejectionReason(): string | null {
  const reason = window.prompt('Reason for rejecting this payment (optional):', '');
  return reason === null ? null : reason.trim();
}
