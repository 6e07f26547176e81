// Query strings and bodies of the admin insight routes (dashboard, reports, students, payments),
// shared with the admin screens (zod/mini, like shared/schemas.ts).
import * as z from 'zod/mini';
import { isRupeeAmount } from './money.js';
import { todayInIndia } from './india-time.js';
import { optionalText, requiredText } from './schemas.js';
import { isCleanText } from './text.js';

/** Spec: the Recent Payments table shows 10 a page. */
export const PAYMENTS_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;
/** Largest page number the reports table accepts (a walk, not a skip, for pages without a cursor). */
export const MAX_PAGE_NUMBER = 100_000;
/** An opaque paging cursor handed out by the server; never longer than this. */
export const MAX_CURSOR_LENGTH = 1024;
/** Largest offline payment an admin may record, in rupees. */
export const MAX_OFFLINE_PAYMENT_RUPEES = 10_000_000;

export const PAYMENT_METHODS = ['card', 'upi', 'offline'] as const;
export const PAYMENT_STATUSES = [
  'created',
  'paid',
  'failed',
  'pending',
  'approved',
  'rejected',
  'partially_refunded',
  'refunded',
] as const;
export const OFFLINE_PAYMENT_MODES = ['cash', 'bank_transfer'] as const;
export type OfflinePaymentMode = (typeof OFFLINE_PAYMENT_MODES)[number];

/** A query value is text: a whole number within [min, max], written in plain digits. */
const wholeNumberText = (label: string, min: number, max: number) =>
  z.pipe(
    z.string({ error: `${label} must be a whole number` }).check(
      z.regex(/^\d{1,9}$/, `${label} must be a whole number`),
      z.refine((text) => Number(text) >= min && Number(text) <= max, `${label} must be between ${min} and ${max}`),
    ),
    z.transform(Number),
  );

const cursor = z.optional(
  z
    .string({ error: 'cursor must be text' })
    .check(
      z.minLength(1, 'cursor is empty'),
      z.maxLength(MAX_CURSOR_LENGTH, 'cursor is too long'),
      z.regex(/^[A-Za-z0-9_-]+$/, 'cursor is not one this server handed out'),
    ),
);

const limit = (fallback: number) => z._default(wholeNumberText('limit', 1, MAX_PAGE_SIZE), fallback);

/** GET /api/payments?page={n}&limit=10[&cursor=...]: the reports table. */
export const reportPaymentsQuerySchema = z.object({
  page: z._default(wholeNumberText('page', 1, MAX_PAGE_NUMBER), 1),
  limit: limit(PAYMENTS_PAGE_SIZE),
  cursor,
});

/** A search box's text: trimmed, 1–100 clean characters. */
const search = z.optional(
  z.string({ error: 'Search must be text' }).check(
    z.trim(),
    z.minLength(1, 'Search is empty'),
    z.maxLength(100, 'Search must be at most 100 characters'),
    z.refine((text) => isCleanText(text), 'Search contains invisible or invalid characters'),
  ),
);

/** GET /api/admin/payments: every payment, newest first, filtered and found. */
export const adminPaymentsQuerySchema = z.object({
  method: z.optional(z.enum(PAYMENT_METHODS, { error: `method must be one of: ${PAYMENT_METHODS.join(', ')}` })),
  status: z.optional(z.enum(PAYMENT_STATUSES, { error: `status must be one of: ${PAYMENT_STATUSES.join(', ')}` })),
  /** A UTR, a receipt number, a payer's e-mail, or the start of a payer's name or mobile number. */
  q: search,
  limit: limit(20),
  cursor,
});

/** GET /api/admin/students: newest first, or those whose e-mail, name or mobile starts with `q`. */
export const adminStudentsQuerySchema = z.object({
  q: search,
  limit: limit(20),
  cursor,
});

/** GET /api/export/excel[?exportId=...]: the browser names the export so it can ask for its progress. */
export const exportQuerySchema = z.object({
  exportId: z.optional(
    z
      .string({ error: 'exportId must be text' })
      .check(z.regex(/^[A-Za-z0-9]{10,40}$/, 'exportId must be 10 to 40 letters or digits')),
  ),
});

const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date 'YYYY-MM-DD' from 2000 up to today (India time, where the office is). */
export function isPaymentDate(text: string, today: string = todayInIndia()): boolean {
  const match = isoDate.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real && year >= 2000 && text <= today;
}

const oneProductIssue = {
  error: 'Choose a course or a test series',
  path: ['courseId'],
  params: { code: 'validation.offline_product' },
};

/**
 * POST /api/admin/students/{id}/offline-payments: cash at the office or a bank transfer, for a course
 * (`courseId`) or a test series (`seriesId`), exactly one of them.
 */
export const offlinePaymentSchema = z
  .object({
    courseId: z.optional(requiredText('Course', 64)),
    seriesId: z.optional(requiredText('Test series', 64)),
    mode: z.enum(OFFLINE_PAYMENT_MODES, { error: 'Choose cash or bank transfer' }),
    amount: z.number({ error: 'Amount is required and must be a number' }).check(
      z.refine((value: number) => Number.isFinite(value) && value > 0, {
        error: 'Amount must be more than 0',
        abort: true,
      }),
      z.maximum(MAX_OFFLINE_PAYMENT_RUPEES, { error: 'Amount is too large', abort: true }),
      z.refine(isRupeeAmount, 'Amount can have at most two decimals'),
    ),
    /** The day the money was received. */
    paidOn: z
      .string({ error: 'Payment date is required' })
      .check(z.refine((text: string) => isPaymentDate(text), 'Payment date must be a real date, not in the future')),
    /** The cash receipt book number or the bank transfer's reference: with the product, day and amount, one payment per student. */
    reference: requiredText('Reference', 64),
    note: optionalText('Note', 500, true),
  })
  .check(
    z.refine<{ courseId?: string; seriesId?: string }>(
      (body) => (body.courseId === undefined) !== (body.seriesId === undefined),
      oneProductIssue,
    ),
  );
export type OfflinePaymentInput = z.infer<typeof offlinePaymentSchema>;
export type OfflinePaymentFormValues = z.input<typeof offlinePaymentSchema>;

export const REFUND_MODES = ['cash', 'bank_transfer', 'upi'] as const;

/** POST /api/admin/payments/{id}/refund: all that is left (or `amountRupees`) given back, with why. */
export const refundSchema = z.object({
  /** Made by the admin's screen once per refund (a ULID): the same request sent again answers the same refund. */
  refundId: z
    .string({ error: 'refundId is required' })
    .check(z.regex(/^[0-9A-HJKMNP-TV-Z]{26}$/, 'refundId must be a ULID')),
  amountRupees: z.optional(
    z.number({ error: 'Amount must be a number' }).check(
      z.refine((value: number) => Number.isFinite(value) && value > 0, {
        error: 'Amount must be more than 0',
        abort: true,
      }),
      z.maximum(MAX_OFFLINE_PAYMENT_RUPEES, { error: 'Amount is too large', abort: true }),
      z.refine(isRupeeAmount, 'Amount can have at most two decimals'),
    ),
  ),
  reason: requiredText('Reason', 500, true),
  /** UPI and offline payments: how the office paid the money back, and its reference. */
  mode: z.optional(z.enum(REFUND_MODES, { error: 'Choose cash, bank transfer or UPI' })),
  reference: optionalText('Reference', 64),
  /** Catalogue courses: end the student's access to the course with the refund. */
  removeAccess: z.optional(z.boolean({ error: 'removeAccess must be true or false' })),
});
export type RefundInput = z.infer<typeof refundSchema>;
