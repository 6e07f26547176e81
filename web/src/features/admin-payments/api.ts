import type { AdminPayment } from '../../../../shared/admin-types';
import type { PaymentMethod, PaymentStatus } from '../../../../shared/types';
import { api, apiUrl } from '../../lib/api';
import { readToken } from '../../lib/token';
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
export async function fetchReceiptPdf(receiptNumber: string): Promise<Blob> {
  const token = readToken();
  const response = await fetch(apiUrl('GET /api/receipt/{receiptNumber}', { receiptNumber }), {
    headers: { Accept: 'application/pdf', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  });
  if (!response.ok) throw new Error(`Receipt download failed with status ${response.status}`);
  return response.blob();
}
