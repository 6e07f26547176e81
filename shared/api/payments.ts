/** The payment routes: card orders and Razorpay's webhook, UPI payments and their review, receipts, credit notes and refunds. */
import { adminPaymentsQuerySchema, refundSchema, reportPaymentsQuerySchema } from '../admin-schemas.js';
import type { AdminPayment, CursorPage, RefundReply, ReportPaymentsPage } from '../admin-types.js';
import {
  courseIdSchema,
  createOrderSchema,
  rejectPaymentSchema,
  submitUtrSchema,
  verifyPaymentSchema,
} from '../payment-schemas.js';
import type {
  CardOrderReply,
  MyPayment,
  OrderStatusReply,
  PendingUpiPayment,
  UpiInitiation,
  UpiReceipt,
} from '../types.js';
import {
  type CheckoutOrderReply,
  type CheckoutQuote,
  type CheckoutVerifyReply,
  checkoutOrderSchema,
  checkoutQuoteSchema,
} from '../checkout.js';
import { statementImportSchema, statementUploadSchema } from '../bank-statement-schemas.js';
import type { StatementApprovalReply, StatementImportReply } from '../bank-statements.js';
import type { JsonReply, RouteFields } from './route.js';
import { type AdminCoupon, couponEditSchema, couponInputSchema } from '../coupons.js';
import { type AdminDuesPage, adminDuesQuerySchema, type MyDuesReply } from '../dues.js';

export const cardOrderCreate = {
  method: 'POST',
  path: '/api/create-order',
  access: 'public',
  timeout: 'rush',
  uses: [
    'razorpay',
    'table:orders:put',
    'table:payments:put',
    'table:login-limits:update',
    'table:login-limits:put',
    'table:login-limits:get',
  ],
  rareUses: { 'table:login-limits:get': 'read only after losing two races to replace a passed limit window' },
  body: createOrderSchema,
  reply: 'json' as JsonReply<CardOrderReply>,
} as const satisfies RouteFields;

export const cardPaymentVerify = {
  method: 'POST',
  path: '/api/verify-payment',
  access: 'public',
  timeout: 'rush',
  uses: [
    'razorpay',
    'tokens',
    'table:orders:get',
    'table:orders:update',
    'table:payments:get',
    'table:payments:update',
    'table:receipts:get',
    'table:receipts:query',
    'table:receipts:update',
    'table:receipts:put',
    'table:receipts:delete',
    'table:stats:update',
    'table:payer-search:put',
  ],
  body: verifyPaymentSchema,
  reply: 'json' as JsonReply<{ receiptNumber: string; receiptToken: string }>,
} as const satisfies RouteFields;

export const razorpayWebhook = {
  method: 'POST',
  path: '/api/razorpay/webhook',
  access: 'public',
  timeout: 'rush',
  uses: [
    'razorpay:webhook',
    'table:orders:get',
    'table:orders:update',
    'table:payments:get',
    'table:payments:update',
    'table:receipts:get',
    'table:receipts:query',
    'table:receipts:update',
    'table:receipts:put',
    'table:receipts:delete',
    'table:stats:update',
    'table:payer-search:put',
    'table:webhooks:put',
    'table:credit-notes:get',
    'table:credit-notes:update',
    'table:credit-notes:put',
    'table:outbox:put',
    // An online checkout's order enrols or grants its product when the webhook settles it.
    'table:users:get',
    'table:users:put',
    'table:users:update',
    'table:users:check',
    'table:catalogue:check',
    'table:coupons:update',
  ],
  rareUses: {
    'table:coupons:update': "counts a coupon's use again for an order paid after its hold was given back",
  },
  rawBody: true,
  reply: 'json' as JsonReply<{ outcome: string }>,
} as const satisfies RouteFields;

/** The handler's reply is typed by this entry, and its status by the ledger's: a new status cannot go unsaid here. */
export const orderStatus = {
  method: 'GET',
  path: '/api/orders/{orderId}',
  access: 'public',
  timeout: 'rush',
  uses: [
    'tokens',
    'table:orders:get',
    'table:payments:get',
    'table:payments:update',
    'table:receipts:get',
    'table:receipts:query',
    'table:receipts:update',
    'table:receipts:put',
    'table:receipts:delete',
  ],
  reply: 'json' as JsonReply<OrderStatusReply>,
} as const satisfies RouteFields;

/** Answers a PDF, not JSON: the web downloads it with its own fetch. */
export const receipt = {
  method: 'GET',
  path: '/api/receipt/{receiptNumber}',
  access: 'public',
  uses: ['tokens', 'receipts', 'table:receipts:get', 'table:payments:get', 'table:users:get', 'table:catalogue:get'],
  linkOrAdmin: true,
  reply: 'file',
} as const satisfies RouteFields;

export const upiInitiate = {
  method: 'POST',
  path: '/api/upi-payments/initiate',
  access: 'student',
  uses: ['upi:payee', 'table:catalogue:get'],
  body: courseIdSchema,
  reply: 'json' as JsonReply<UpiInitiation>,
} as const satisfies RouteFields;

export const upiUtrSubmit = {
  method: 'POST',
  path: '/api/upi-payments/submit-utr',
  access: 'student',
  timeout: 'rush',
  uses: [
    'table:catalogue:get',
    'table:users:check',
    'table:users:put',
    'table:payments:put',
    'table:payments:get',
    'table:utrs:put',
    'table:utrs:get',
    'table:stats:update',
    'table:users:query',
  ],
  body: submitUtrSchema,
  reply: 'json' as JsonReply<{ receipt: UpiReceipt }>,
} as const satisfies RouteFields;

export const upiPendingList = {
  method: 'GET',
  path: '/api/upi-payments/pending',
  access: ['owner', 'accountant'],
  uses: ['index:pending-payments:query'],
  reply: 'json' as JsonReply<{ items: PendingUpiPayment[] }>,
} as const satisfies RouteFields;

export const upiApprove = {
  method: 'POST',
  path: '/api/upi-payments/{id}/approve',
  access: ['owner', 'accountant'],
  timeout: 'rush',
  uses: [
    'table:payments:get',
    'table:payments:update',
    'table:users:put',
    'table:users:update',
    'table:users:delete',
    'table:users:check',
    'table:catalogue:check',
    'table:receipts:get',
    'table:receipts:query',
    'table:receipts:update',
    'table:receipts:put',
    'table:receipts:delete',
    'table:stats:update',
    'table:users:get',
    'table:outbox:put',
  ],
  /** The approved payment's receipt number; absent only when numbering ran out of time (it is numbered later). */
  reply: 'json' as JsonReply<{ receiptNumber?: string }>,
} as const satisfies RouteFields;

export const upiReject = {
  method: 'POST',
  path: '/api/upi-payments/{id}/reject',
  access: ['owner', 'accountant'],
  timeout: 'rush',
  uses: [
    'table:payments:get',
    'table:payments:update',
    'table:users:delete',
    'table:users:get',
    'mail',
    'table:outbox:put',
    'table:outbox:update',
  ],
  body: rejectPaymentSchema,
  optionalBody: true,
  reply: 'json' as JsonReply,
} as const satisfies RouteFields;

export const myPayments = {
  method: 'GET',
  path: '/api/payments/mine',
  access: 'student',
  uses: ['table:users:query', 'table:payments:batch-get', 'table:catalogue:batch-get'],
  reply: 'json' as JsonReply<{ payments: MyPayment[] }>,
} as const satisfies RouteFields;

/** A checkout priced by the server: the product's fee, a coupon's discount, a plan's instalments and what is paid now. */
export const checkoutQuote = {
  method: 'POST',
  path: '/api/checkout/quote',
  access: 'student',
  // The student's open order (users, payments): the use it holds of a coupon counts as theirs.
  uses: ['table:catalogue:get', 'table:coupons:get', 'table:users:get', 'table:payments:get'],
  body: checkoutQuoteSchema,
  reply: 'json' as JsonReply<{ quote: CheckoutQuote }>,
} as const satisfies RouteFields;

export const creditNote = {
  method: 'GET',
  path: '/api/credit-note/{creditNoteNumber}',
  access: 'signed-in',
  uses: ['receipts', 'table:credit-notes:get', 'table:payments:get'],
  reply: 'file',
} as const satisfies RouteFields;

export const receivedPaymentList = {
  method: 'GET',
  path: '/api/payments',
  access: ['owner', 'accountant'],
  uses: ['index:payments-received:query', 'table:stats:query'],
  query: reportPaymentsQuerySchema,
  reply: 'json' as JsonReply<ReportPaymentsPage>,
} as const satisfies RouteFields;

export const refund = {
  method: 'POST',
  path: '/api/admin/payments/{id}/refund',
  access: ['owner', 'accountant'],
  uses: [
    'razorpay',
    'table:payments:get',
    'table:payments:put',
    'table:payments:update',
    'table:users:query',
    'table:users:update',
    'table:users:delete',
    'table:stats:update',
    'table:credit-notes:get',
    'table:credit-notes:update',
    'table:credit-notes:put',
    'table:attempts:get',
    'table:attempts:update',
    'table:test-stats:update',
  ],
  body: refundSchema,
  reply: 'json' as JsonReply<{ refund: RefundReply; payment: AdminPayment }>,
} as const satisfies RouteFields;

export const adminPaymentList = {
  method: 'GET',
  path: '/api/admin/payments',
  access: ['owner', 'accountant'],
  uses: [
    'index:payments-by-status:query',
    'table:utrs:get',
    'table:receipts:get',
    'table:credit-notes:get',
    'table:emails:get',
    'table:users:query',
    'table:payments:batch-get',
    'table:student-search:query',
    'table:payer-search:query',
  ],
  query: adminPaymentsQuerySchema,
  reply: 'json' as JsonReply<{ payments: AdminPayment[] } & CursorPage>,
} as const satisfies RouteFields;

/** A new coupon; its code, in any case, must be one no coupon has. */
export const couponCreate = {
  method: 'POST',
  path: '/api/admin/coupons',
  access: ['owner', 'accountant'],
  uses: ['table:coupons:put'],
  body: couponInputSchema,
  reply: 'json' as JsonReply<{ coupon: AdminCoupon }>,
} as const satisfies RouteFields;

/** Every coupon, newest first, with how often it was used and the discount it gave. */
export const couponList = {
  method: 'GET',
  path: '/api/admin/coupons',
  access: ['owner', 'accountant'],
  uses: ['index:coupons:query'],
  reply: 'json' as JsonReply<{ coupons: AdminCoupon[] }>,
} as const satisfies RouteFields;

/** Changes a coupon (anything but its code), or pauses and resumes it with `{ paused }`. */
export const couponUpdate = {
  method: 'PATCH',
  path: '/api/admin/coupons/{code}',
  access: ['owner', 'accountant'],
  uses: ['table:coupons:update', 'table:coupons:get'],
  body: couponEditSchema,
  reply: 'json' as JsonReply<{ coupon: AdminCoupon }>,
} as const satisfies RouteFields;

// Bank statements: the admin uploads the account's statement, the site matches its credits with the
// pending UPI payments, and the admin approves the matched ones in one action.

/** A presigned PUT straight to S3 for one CSV; a size over the limit is 413 statement_too_large. */
export const bankStatementUpload = {
  method: 'POST',
  path: '/api/admin/bank-statements/uploads',
  access: ['owner', 'accountant'],
  uses: ['media:statement-uploads:write'],
  body: statementUploadSchema,
  reply: 'json' as JsonReply<{ uploadUrl: string; fileKey: string }>,
} as const satisfies RouteFields;

/** 400 statement_header_unknown with `columns` (the file's header cells) when no layout, mapping or remembered mapping fits. */
export const bankStatementImport = {
  method: 'POST',
  path: '/api/admin/bank-statements',
  access: ['owner', 'accountant'],
  uses: [
    'long-work',
    'media:statement-uploads:read',
    'index:pending-payments:query',
    'table:utrs:batch-get',
    'table:payments:batch-get',
    'table:bank-statements:get',
    'table:bank-statements:batch-get',
    'table:bank-statements:batch-write',
    'table:bank-statements:put',
  ],
  body: statementImportSchema,
  reply: 'json' as JsonReply<StatementImportReply>,
} as const satisfies RouteFields;

export const bankStatementApprove = {
  method: 'POST',
  path: '/api/admin/bank-statements/{statementId}/approve',
  access: ['owner', 'accountant'],
  uses: [
    'long-work',
    'table:bank-statements:get',
    'table:bank-statements:batch-get',
    'table:payments:batch-get',
    'table:payments:get',
    'table:payments:update',
    'table:users:put',
    'table:users:update',
    'table:users:delete',
    'table:users:check',
    'table:catalogue:check',
    'table:receipts:get',
    'table:receipts:query',
    'table:receipts:update',
    'table:receipts:put',
    'table:receipts:delete',
    'table:stats:update',
    'table:users:get',
    'table:outbox:put',
  ],
  reply: 'json' as JsonReply<StatementApprovalReply>,
} as const satisfies RouteFields;

/** Online payment for any course or test series (priced as the quote: a Razorpay order for what is paid now or, at zero, the enrolment), or for one of the student's dues. */
export const checkoutOrder = {
  method: 'POST',
  path: '/api/checkout/order',
  access: 'student',
  timeout: 'rush',
  uses: [
    'razorpay',
    'table:catalogue:get',
    'table:catalogue:check',
    'table:coupons:get',
    'table:coupons:update',
    'table:users:put',
    'table:users:update',
    'table:users:check',
    'table:users:query',
    'table:users:delete',
    'table:payments:get',
    'table:payments:put',
    'table:payments:update',
    'table:orders:put',
    'table:receipts:get',
    'table:receipts:query',
    'table:receipts:update',
    'table:receipts:put',
    'table:receipts:delete',
    'table:stats:update',
    'table:payer-search:put',
    'table:outbox:put',
  ],
  body: checkoutOrderSchema,
  reply: 'json' as JsonReply<CheckoutOrderReply>,
} as const satisfies RouteFields;

/** The browser's Razorpay result for a checkout order: settles it once (as the webhook does) with the enrolment or the series. */
export const checkoutVerify = {
  method: 'POST',
  path: '/api/checkout/verify',
  access: 'student',
  timeout: 'rush',
  uses: [
    'razorpay',
    'table:orders:get',
    'table:orders:update',
    'table:payments:get',
    'table:payments:update',
    'table:receipts:get',
    'table:receipts:query',
    'table:receipts:update',
    'table:receipts:put',
    'table:receipts:delete',
    'table:stats:update',
    'table:payer-search:put',
    'table:users:put',
    'table:users:update',
    'table:users:check',
    'table:catalogue:check',
    'table:outbox:put',
    'table:coupons:update',
  ],
  rareUses: {
    'table:coupons:update': "counts a coupon's use again for an order paid after its hold was given back",
  },
  body: verifyPaymentSchema,
  reply: 'json' as JsonReply<CheckoutVerifyReply>,
} as const satisfies RouteFields;

// Dues: the instalments of a fee plan after the first.

/** The student's dues in date order with their state (upcoming, due, overdue, paid), the balance and the next date. */
export const myDues = {
  method: 'GET',
  path: '/api/my/dues',
  access: 'student',
  uses: ['table:users:query', 'table:catalogue:batch-get', 'upi:payee'],
  reply: 'json' as JsonReply<MyDuesReply>,
} as const satisfies RouteFields;

/** The office's unpaid dues of one state, with who owes each, a search and the totals; 50 a page. */
export const adminDueList = {
  method: 'GET',
  path: '/api/admin/dues',
  access: ['owner', 'accountant'],
  uses: ['index:dues:query', 'table:users:batch-get'],
  query: adminDuesQuerySchema,
  reply: 'json' as JsonReply<AdminDuesPage>,
} as const satisfies RouteFields;
