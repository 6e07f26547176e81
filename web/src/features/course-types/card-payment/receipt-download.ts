import { saveBlob } from '../../../lib/save-file';
import { fetchReceipt, type ReceiptRef } from './api';

/** Fetches the receipt PDF and saves it as receipt_{receiptNumber}.pdf (spec section 7). */
export async function downloadReceipt(receipt: ReceiptRef): Promise<void> {
  saveBlob(await fetchReceipt(receipt), `receipt_${receipt.receiptNumber}.pdf`);
}
