import { NotAllowed, NotAuthenticated, NotFound } from '#lib/errors.js';
import { instituteGstin } from '#lib/payment-settings.js';
import type { ReceiptCheckout, ReceiptData } from '#lib/receipt-pdf.js';
import { subtractPaise } from '#shared/money.js';
import type { StaffRole } from '#shared/types.js';
import { verifyToken } from '#lib/tokens.js';
import type { CheckoutTerms } from './checkout-terms.js';
import { getPayment, isReceived, type PaymentRecord } from './ledger.js';
import { paymentIdOfReceipt, receiptTokenOpens } from './receipts.js';
import { assertSessionCurrent, getUser } from '../users/index.js';
import { getCourseRecord, getTestSeriesRecord } from '../catalogue/index.js';

/**
 * The receipt a caller may open: receipt numbers are sequential, so the number alone opens nothing. A
 * card payer has the receipt token from verify-payment / the order status; a student opens the receipts
 * of their own payments (My Payments) with their session; the owner and the accountant open any (a
 * faculty member none: no money, no contact details). Only they learn
 * that a number does not exist: for anyone else a receipt that is not theirs and one that is not there
 * look the same (403).
 */
export async function openReceipt(
  number: string,
  receiptToken: string | undefined,
  authorization: string | undefined,
): Promise<PaymentRecord> {
  if (receiptToken) {
    if (!(await receiptTokenOpens(receiptToken, number))) throw new NotAllowed('receipt_forbidden');
    return paymentOfReceipt(number);
  }
  const bearer = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
  if (!bearer) throw new NotAuthenticated('unauthenticated');
  const caller = await verifyToken(bearer);
  if (caller.role !== 'admin' && caller.role !== 'student') throw new NotAllowed('receipt_forbidden');
  // As on every signed-in route: the account must still exist, with this role.
  const staff = await assertSessionCurrent(caller);
  if (caller.role === 'admin') {
    // Receipts carry the payer's contact details and money: the owner's and the accountant's.
    if (!MONEY_ROLES.includes(staff.staffRole ?? 'owner')) throw new NotAllowed('role_not_allowed');
    return paymentOfReceipt(number);
  }
  const payment = await paymentOfReceipt(number).catch(() => undefined);
  if (!payment || payment.userId !== caller.userId) throw new NotAllowed('receipt_forbidden');
  return payment;
}

/** The staff roles that handle money: receipts and credit notes of anyone's payments. */
export const MONEY_ROLES: readonly StaffRole[] = ['owner', 'accountant'];

/** The received payment a receipt number belongs to; 404 for a number nobody was given. */
async function paymentOfReceipt(number: string): Promise<PaymentRecord> {
  const paymentId = await paymentIdOfReceipt(number);
  const payment = paymentId ? await getPayment(paymentId) : undefined;
  if (!payment || !isReceived(payment.status) || payment.receiptNumber !== number)
    throw new NotFound('receipt_not_found');
  return payment;
}

/**
 * The course (or test series) as the receipt names it, in the payer's language: the Gujarati title
 * the admin gave it when the payer's account reads Gujarati, else the title the payment was made for.
 * A course deleted since keeps the title the payment recorded.
 */
export async function payerCourseTitle(payment: PaymentRecord): Promise<string> {
  const payer = payment.userId ? await getUser(payment.userId) : undefined;
  if (payer?.language !== 'gu') return payment.courseTitle;
  const product = await (payment.product === 'test-series'
    ? getTestSeriesRecord(payment.courseId)
    : getCourseRecord(payment.courseId)
  ).catch((error: unknown) => {
    if (error instanceof NotFound) return undefined;
    throw error;
  });
  return product?.titleGu ?? payment.courseTitle;
}

/** What the document prints: a receipt, or a tax invoice when the institute has a GSTIN; `courseTitle` as the payer reads it. */
export function receiptData(payment: PaymentRecord, courseTitle = payment.courseTitle): ReceiptData {
  const gstin = instituteGstin();
  return {
    receiptNumber: payment.receiptNumber!,
    paidAt: payment.decidedAt ?? payment.createdAt,
    name: payment.name,
    mobile: payment.mobile,
    ...(payment.email ? { email: payment.email } : {}),
    courseTitle,
    method: payment.method,
    feePaise: payment.feePaise,
    materialPaise: payment.materialPaise,
    amountPaise: payment.amountPaise,
    ...(payment.gatewayPaymentId ? { gatewayPaymentId: payment.gatewayPaymentId } : {}),
    ...(payment.utrNumber ? { utrNumber: payment.utrNumber } : {}),
    ...(payment.offlineMode ? { offlineMode: payment.offlineMode } : {}),
    ...(payment.reference ? { reference: payment.reference } : {}),
    ...(gstin ? { gstin } : {}),
    ...(payment.checkout ? { checkout: receiptCheckout(payment.checkout) } : {}),
  };
}

function receiptCheckout(terms: CheckoutTerms): ReceiptCheckout {
  return {
    pricePaise: terms.pricePaise,
    discountPaise: terms.discountPaise,
    ...(terms.couponCode ? { couponCode: terms.couponCode } : {}),
    ...(terms.plan
      ? { plan: { name: terms.plan.name, totalPaise: subtractPaise(terms.pricePaise, terms.discountPaise) } }
      : {}),
  };
}
