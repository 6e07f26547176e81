import { fetchReceipt, type ReceiptRef } from './api';

/** Fetches the receipt PDF and saves it as receipt_{receiptNumber}.pdf (spec section 7). */
export async function downloadReceipt(receipt: ReceiptRef): Promise<void> {
  const pdf = await fetchReceipt(receipt);
  const url = URL.createObjectURL(pdf);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = `receipt_${receipt.receiptNumber}.pdf`;
    link.hidden = true;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Give the browser a moment to start the download before the blob goes.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}
