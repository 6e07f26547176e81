import { renderReceiptPdf } from '#lib/receipt-pdf.js';
import type { Attachment, PaymentSource } from '../mail/index.js';
import { getPayment, type PaymentRecord } from './ledger.js';
import { payerCourseTitle, receiptData } from './receipt-access.js';

/** The payment's receipt (or tax invoice), the same document the receipt link downloads, with the course title as the payer reads it. */
export async function receiptAttachment(payment: PaymentRecord): Promise<Attachment> {
  return {
    fileName: `receipt_${payment.receiptNumber}.pdf`,
    contentType: 'application/pdf',
    content: await renderReceiptPdf(receiptData(payment, await payerCourseTitle(payment))),
  };
}

/** How the SendMail job finds the payment a mail is about, and renders the receipt it carries. */
export const paymentMail: PaymentSource<PaymentRecord> = { paymentOf: getPayment, renderReceipt: receiptAttachment };
