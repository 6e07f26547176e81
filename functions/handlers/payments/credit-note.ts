import { creditNote } from '#shared/api/payments.js';
import { MONEY_ROLES, refundOfCreditNote } from '#domain/payments/index.js';
import { FileResponse } from '#lib/api-handler.js';
import { apiHandler } from '#functions/handlers/api-handler.js';
import { NotFound } from '#lib/errors.js';
import { instituteGstin } from '#lib/payment-settings.js';
// Loaded at cold start (Lambda's init phase), not inside a request's time limit.
import { renderCreditNotePdf } from '#lib/receipt-pdf.js';

/**
 * The credit note of a refund: any for the owner and the accountant, a student's own for that student
 * (anyone else's, and any for a faculty member, looks missing: 404).
 */
export const handler = apiHandler(creditNote, async ({ params, user }) => {
  const number = params.creditNoteNumber;
  const found = await refundOfCreditNote(number);
  const handlesMoney = user.role === 'admin' && MONEY_ROLES.includes(user.staffRole ?? 'owner');
  if (!found || (!handlesMoney && found.payment.userId !== user.userId)) throw new NotFound('credit_note_not_found');
  const { payment, refund } = found;
  const gstin = instituteGstin();
  const pdf = await renderCreditNotePdf({
    creditNoteNumber: number,
    issuedAt: refund.processedAt ?? refund.createdAt,
    receiptNumber: payment.receiptNumber ?? '',
    receiptDate: payment.decidedAt ?? payment.createdAt,
    name: payment.name,
    mobile: payment.mobile,
    courseTitle: payment.courseTitle,
    refundedPaise: refund.amountPaise,
    reason: refund.reason,
    paidBack:
      refund.mode === 'razorpay'
        ? { by: 'razorpay', refundId: refund.gatewayRefundId ?? '' }
        : { by: 'office', mode: refund.mode, reference: refund.reference ?? '' },
    ...(gstin ? { gstin } : {}),
  });
  return new FileResponse('application/pdf', pdf, `credit_note_${number}.pdf`);
});
