import { receipt as declared } from '#shared/api/payments.js';
import { openReceipt, payerCourseTitle, receiptData } from '#domain/payments/index.js';
import { FileResponse } from '#lib/api-handler.js';
import { apiHandler } from '#functions/handlers/api-handler.js';
// Loaded at cold start (Lambda's init phase), not inside a request's time limit.
import { renderReceiptPdf } from '#lib/receipt-pdf.js';

export const handler = apiHandler(declared, async ({ params, query, event }) => {
  const number = params.receiptNumber;
  const payment = await openReceipt(number, query.token, event.headers?.authorization);
  const pdf = await renderReceiptPdf(receiptData(payment, await payerCourseTitle(payment)));
  return new FileResponse('application/pdf', pdf, `receipt_${number}.pdf`);
});
