/**
 * Money: card and UPI payments, offline payments, the ledger, receipts, refunds and credit notes, and
 * the mail about them.
 */
export { createCardOrder } from './card-order.js';
export { quoteCheckout } from './checkout-quote.js';
export { paymentOfOrder, verifyCardPayment } from './card.js';
export {
  getPayment,
  isReceived,
  paymentIndexes,
  paymentKeys,
  type PaymentRecord,
  paymentsOfUser,
  toAdminPayment,
  toPayment,
} from './ledger.js';
export { findPayments, ledgerPage, ledgerPartitions, receivedPaymentsPage } from './lists.js';
export { myPayments } from './my-payments.js';
export { myTestSeries } from './my-series.js';
export { recordOfflinePayment } from './offline.js';
export { payerSearchWrites } from './payer-search.js';
export { MONEY_ROLES, openReceipt, payerCourseTitle, receiptData } from './receipt-access.js';
export { paymentMail } from './receipt-attachment.js';
export {
  ensureReceiptNumber,
  formatReceiptNumber,
  issueReceiptToken,
  numberAllQueuedReceipts,
  oldestInReceiptLine,
  receiptKeys,
  receiptQueueWrite,
} from './receipts.js';
export { pendingRefundBacklog } from './refund-backlog.js';
export { refundOfCreditNote } from './refund-records.js';
export { repairPendingRefunds, settleRefundBacklog, type SettleReport } from './refund-recovery.js';
export { refundPayment, toRefundReply } from './refunds.js';
export { initiateTestSeriesUpi, submitTestSeriesUtr } from './test-series-upi.js';
export { approveUpiPayment, initiateUpiPayment, listPendingUpiPayments, rejectUpiPayment, submitUtr } from './upi.js';
export { handleRazorpayWebhook } from './webhook.js';
export { couponForApi, createCoupon, editCoupon, findCoupon, listCoupons, type StoredCoupon } from './coupons.js';
export { couponUseOf, couponUseRefusal, couponUseWrites, type CouponUseWrite } from './coupon-uses.js';
export { approveStatement } from './bank-statement-approval.js';
export { importStatement, statementUploadUrl, type StatementImportOutcome } from './bank-statements.js';
export { createCheckoutOrder, type CheckoutOrderOutcome } from './checkout-order.js';
export { createDueCheckoutOrder } from './checkout-due-order.js';
export { verifyCheckoutPayment } from './checkout-verify.js';
export { CHECKOUT_ORDER_HOLD_MINUTES, releaseExpiredCheckoutCoupons } from './checkout-hold.js';
export {
  dueKeys,
  dueOfStudent,
  type DueRecord,
  dueSettleWrites,
  duesOfStudent,
  dueUnpaidCheck,
  dueWritesForPlan,
  type PlanDuesInput,
  unpaidDuesBetween,
  unpaidDuesOn,
} from './dues.js';
export { submitDueUtr } from './due-upi.js';
export { duesForStudent } from './my-dues.js';
export { adminDues, duesFigures, toAdminDue, unpaidDuesWithStudents } from './admin-dues.js';
export { remindDues } from './due-reminders.js';
export { assertNotSuspendedForDues, assertSeriesNotSuspendedForDues } from './due-suspension.js';
