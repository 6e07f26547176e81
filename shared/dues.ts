/**
 * A student's dues: the instalments of a fee plan still to pay after the first. What the API answers
 * about them, and how a due's state follows from its date and India's calendar, shared by the server
 * (lists, reminders, the overdue rule) and the web.
 */
import * as z from 'zod/mini';

/** A due's state: paid (from its record), else by its date against today in India. */
export type DueStatus = 'upcoming' | 'due' | 'overdue' | 'paid';
export type UnpaidDueStatus = Exclude<DueStatus, 'paid'>;

/** A due is "due" from this many days before its date (the first reminder) until its date. */
export const DUE_WINDOW_DAYS = 7;

/** Days reminders go out on, relative to the due date: a week, three days and a day before, and the day after (overdue). */
export const REMINDER_OFFSETS = [-7, -3, -1, 1] as const;

/** 'yyyy-mm-dd' plus whole days, on the calendar (no time zone involved). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Whole calendar days from `from` to `to` (negative when `to` comes first). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/**
 * An unpaid due's state on `today` (India's date): overdue from the day after its date, due during the
 * week up to and including its date, upcoming before that.
 */
export function unpaidDueStatus(dueOn: string, today: string): UnpaidDueStatus {
  if (today > dueOn) return 'overdue';
  return today >= addDays(dueOn, -DUE_WINDOW_DAYS) ? 'due' : 'upcoming';
}

/** How many days a due is overdue on `today` (0 when it is not). */
export function daysOverdue(dueOn: string, today: string): number {
  return Math.max(0, daysBetween(dueOn, today));
}

/** Whether an unpaid due closes its course: the plan suspends after `suspendAfterDays` and it is overdue by more than that. */
export function suspendsAccess(due: { dueOn: string; suspendAfterDays?: number }, today: string): boolean {
  return due.suspendAfterDays !== undefined && daysOverdue(due.dueOn, today) > due.suspendAfterDays;
}

export interface DueProduct {
  kind: 'course' | 'test-series';
  _id: string;
  title: string;
  titleGu?: string;
}

/** One due as the student sees it, amounts in rupees. */
export interface MyDue {
  _id: string;
  product: DueProduct;
  plan: { _id: string; name: string };
  /** Which instalment of the plan (the first, paid at checkout, is 1). */
  instalment: number;
  amount: number;
  dueOn: string;
  status: DueStatus;
  paidAt?: string;
  paymentId?: string;
  /** A UPI payment for this due is waiting for the office's approval. */
  pendingPaymentId?: string;
  /** Access to the course is suspended by the plan's overdue rule until this due is paid. */
  suspends?: boolean;
}

/** One unpaid due as the office sees it, with who owes it. */
export interface AdminDue {
  _id: string;
  student: { _id: string; name: string; email: string; mobile: string };
  product: DueProduct;
  plan: { _id: string; name: string };
  instalment: number;
  amount: number;
  dueOn: string;
  status: UnpaidDueStatus;
  daysOverdue: number;
}

/** `GET /api/my/dues`: every due, in date order, with what is left to pay and the next date. */
export interface MyDuesReply {
  dues: MyDue[];
  /** The unpaid dues' sum. */
  balance: number;
  /** The earliest unpaid due. */
  next?: { dueOn: string; amount: number };
  /** Who receives UPI payments (absent when UPI is not set up): the web builds each due's link. */
  payee?: { address: string; name: string };
}

export const DUE_STATUSES = ['overdue', 'due', 'upcoming'] as const;

/** `GET /api/admin/dues`: one state, an optional search (name, mobile, e-mail) and a cursor. */
export const adminDuesQuerySchema = z.object({
  status: z._default(z.enum(DUE_STATUSES, { error: 'Status is overdue, due or upcoming' }), 'overdue'),
  search: z.optional(
    z.string({ error: 'Search must be text' }).check(z.trim(), z.maxLength(100, 'Search is too long')),
  ),
  cursor: z.optional(z.string().check(z.regex(/^[0-9A-Za-z_-]{1,200}$/, 'Not a cursor this site gave'))),
});
export type AdminDuesQuery = z.infer<typeof adminDuesQuerySchema>;

export interface AdminDuesPage {
  dues: AdminDue[];
  /** Over every due of this state matching the search, not only this page. */
  totals: { count: number; amount: number };
  nextCursor?: string;
}
