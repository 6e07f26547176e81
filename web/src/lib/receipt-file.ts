import { apiUrl } from './api';
import { readToken } from './token';

/**
 * A receipt PDF opened with the signed-in person's session: an admin opens any, a student the receipts
 * of their own payments.
 */
export async function fetchReceiptWithSession(receiptNumber: string): Promise<Blob> {
  const token = readToken();
  const response = await fetch(apiUrl('GET /api/receipt/{receiptNumber}', { receiptNumber }), {
    headers: { Accept: 'application/pdf', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  });
  if (!response.ok) throw new Error(`Receipt download failed with status ${response.status}`);
  return response.blob();
}

/** A credit note's PDF (a refund's), opened with the session: an admin opens any, a student those of their own payments. */
export async function fetchCreditNoteWithSession(creditNoteNumber: string): Promise<Blob> {
  const token = readToken();
  const response = await fetch(apiUrl('GET /api/credit-note/{creditNoteNumber}', { creditNoteNumber }), {
    headers: { Accept: 'application/pdf', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  });
  if (!response.ok) throw new Error(`Credit note download failed with status ${response.status}`);
  return response.blob();
}
