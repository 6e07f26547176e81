import { NotAllowed, NotAuthenticated, NotFound } from '../../lib/errors.js';
import { instituteGstin } from '../../lib/payment-settings.js';
import type { ReceiptData } from '../../lib/receipt-pdf.js';
import { verifyToken } from '../../lib/tokens.js';
import { getPayment } from './ledger.js';
import { paymentIdOfReceipt, receiptTokenOpens } from './receipts.js';
import { assertSessionCurrent } from '../accounts/sessions.js';

/**
 * Who may open a receipt: receipt numbers are sequential, so the number alone opens nothing. The
 * payer has the receipt token from verify-payment / the order status; an admin has a session.
 */
export async function authoriseReceipt(number: string, receiptToken: string | undefined, authorization: string | undefined): Promise<void> {
  if (receiptToken) {
    if (await receiptTokenOpens(receiptToken, number)) return;
    throw new NotAllowed('receipt_forbidden');
  }
  const bearer = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
  if (!bearer) throw new NotAuthenticated('unauthenticated');
  const caller = await verifyToken(bearer);
  if (caller.role !== 'admin') throw new NotAllowed('receipt_forbidden');
  // As on every admin route: the account must still exist and still be an admin.
  await assertSessionCurrent(caller);
}

/** What the PDF prints, from the paid payment the receipt number belongs to. */
export async function receiptData(number: string): Promise<ReceiptData> {
  const paymentId = await paymentIdOfReceipt(number);
  const payment = paymentId ? await getPayment(paymentId) : undefined;
  if (!payment || payment.status !== 'paid' || !payment.receiptNumber) throw new NotFound('receipt_not_found');
  const gstin = instituteGstin();
  return {
    receiptNumber: payment.receiptNumber,
    paidAt: payment.decidedAt ?? payment.createdAt,
    name: payment.name,
    mobile: payment.mobile,
    courseTitle: payment.courseTitle,
    feePaise: payment.feePaise,
    materialPaise: payment.materialPaise,
    amountPaise: payment.amountPaise,
    gatewayPaymentId: payment.gatewayPaymentId ?? '',
    ...(gstin ? { gstin } : {}),
  };
}
