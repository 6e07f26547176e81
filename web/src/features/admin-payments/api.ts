import type { RefundInput } from '../../../../shared/admin-schemas';
import type { AdminPayment, RefundReply } from '../../../../shared/admin-types';
import type { PaymentMethod, PaymentStatus } from '../../../../shared/types';
import { api } from '../../lib/api';
import { fetchReceiptWithSession } from '../../lib/receipt-file';
import type { CursorPageOf } from '../../lib/use-cursor-pages';

export type { AdminPayment };

/** Which payments the page lists: all, or one method and/or status, or those found by UTR, receipt number or e-mail. */
export interface PaymentQuery {
  method?: PaymentMethod;
  status?: PaymentStatus;
  q?: string;
}

export async function fetchPaymentsPage(
  query: PaymentQuery,
  cursor: string | undefined,
  signal: AbortSignal,
): Promise<CursorPageOf<AdminPayment>> {
  const { payments, nextCursor } = await api('GET /api/admin/payments', {}, { query: { ...query, cursor }, signal });
  if (!Array.isArray(payments)) throw new Error('The payments response has no payments list');
  return { items: payments, nextCursor };
}

/** The receipt PDF of any payment, with the admin's session. */
export const fetchReceiptPdf = fetchReceiptWithSession;

/** Gives money back (POST /api/admin/payments/{id}/refund): the refund and the payment as it is now. */
export async function refundPayment(
  paymentId: string,
  body: RefundInput,
): Promise<{ refund: RefundReply; payment: AdminPayment }> {
  const { refund, payment } = await api('POST /api/admin/payments/{id}/refund', { id: paymentId }, { body });
  return { refund, payment };
}
