import { renderReceiptPdf } from '#lib/receipt-pdf.js';
import type { Attachment, MailMessage, PaymentSource } from '../mail/index.js';
import { dueStillUnpaid } from './dues.js';
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

/** A due's reminder holds while the due is unpaid; a payment's mail always does (it tells what happened). */
const stillTrue = async (message: MailMessage) =>
  message.kind !== 'due-reminder' || dueStillUnpaid(message.dueOn, message.dueId);

/** How the SendMail job finds the payment a mail is about, renders the receipt it carries, and drops a reminder of a due paid meanwhile. */
export const paymentMail: PaymentSource<PaymentRecord> = {
  paymentOf: getPayment,
  renderReceipt: receiptAttachment,
  stillTrue,
};
