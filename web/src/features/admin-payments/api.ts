import type { AdminPayment } from '../../../../shared/admin-types';
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

export async function fetchPaymentsPage(query: PaymentQuery, cursor: string | undefined, signal: AbortSignal): Promise<CursorPageOf<AdminPayment>> {
  const { payments, nextCursor } = await api('GET /api/admin/payments', {}, { query: { ...query, cursor }, signal });
  if (!Array.isArray(payments)) throw new Error('The payments response has no payments list');
  return { items: payments, nextCursor };
}

/** A card payment's receipt PDF, opened with the admin's session (no receipt token needed). */
/** The receipt PDF of any payment, with the admin's session. */
export const fetchReceiptPdf = fetchReceiptWithSession;
