import { renderReceiptPdf } from '#lib/receipt-pdf.js';
import type { PaymentRecord } from '../payments/ledger.js';
import { payerCourseTitle, receiptData } from '../payments/receipt-access.js';
import type { Attachment } from './mime.js';

/** The payment's receipt (or tax invoice), the same document the receipt link downloads, with the course title as the payer reads it. */
export async function receiptAttachment(payment: PaymentRecord): Promise<Attachment> {
  return {
    fileName: `receipt_${payment.receiptNumber}.pdf`,
    contentType: 'application/pdf',
    content: await renderReceiptPdf(receiptData(payment, await payerCourseTitle(payment))),
  };
}
