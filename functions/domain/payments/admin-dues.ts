import {
  type AdminDue,
  type AdminDuesPage,
  type AdminDuesQuery,
  addDays,
  daysOverdue,
  DUE_WINDOW_DAYS,
  unpaidDueStatus,
  type UnpaidDueStatus,
} from '#shared/dues.js';
import { todayInIndia } from '#shared/india-time.js';
import { paise, paiseToRupees } from '#shared/money.js';
import { decodeCursor, encodeCursor } from '#lib/cursor.js';
import { getUsers, type UserRecord } from '../users/index.js';
import { type DueRecord, unpaidDuesBetween } from './dues.js';

/**
 * The office's list of unpaid dues by state: overdue (oldest first), due within the week, upcoming;
 * with who owes each, a search by name, mobile or e-mail, and the totals of every due the search
 * keeps. A state is a range of dates in the unpaid index, read whole (an institute's unpaid dues are
 * some thousands at most), so the totals are exact and the pages are cut from it.
 */
export const ADMIN_DUES_PAGE = 50;

/** Dates (India's calendar, both ends included) of each state on `today`. */
export function datesOf(status: UnpaidDueStatus, today: string): { from?: string; to?: string } {
  if (status === 'overdue') return { to: addDays(today, -1) };
  if (status === 'due') return { from: today, to: addDays(today, DUE_WINDOW_DAYS) };
  return { from: addDays(today, DUE_WINDOW_DAYS + 1) };
}

const DUE_POSITION = /^\d{4}-\d{2}-\d{2}#[0-9A-HJKMNP-TV-Z]{26}-\d{1,2}$/;
const positionOf = (due: DueRecord) => `${due.dueOn}#${due.id}`;

function matches(user: UserRecord | undefined, search: string): boolean {
  if (!user) return false;
  const words = search.toLocaleLowerCase('en-IN');
  const digits = search.replace(/\D/g, '');
  return (
    user.name.toLocaleLowerCase('en-IN').includes(words) ||
    (user.email ?? '').toLowerCase().includes(words) ||
    (digits.length > 0 && user.mobile.includes(digits))
  );
}

export function toAdminDue(due: DueRecord, user: UserRecord | undefined, today: string): AdminDue {
  return {
    _id: due.id,
    student: { _id: due.userId, name: user?.name ?? '', email: user?.email ?? '', mobile: user?.mobile ?? '' },
    product: due.product,
    plan: due.plan,
    instalment: due.instalment,
    amount: paiseToRupees(due.amountPaise),
    dueOn: due.dueOn,
    status: unpaidDueStatus(due.dueOn, today),
    daysOverdue: daysOverdue(due.dueOn, today),
  };
}

/** Every unpaid due of a state on `today` with its student, in date order (the list, the export). */
export async function unpaidDuesWithStudents(status: UnpaidDueStatus | 'all', today: string) {
  const range = status === 'all' ? {} : datesOf(status, today);
  const dues = (await unpaidDuesBetween(range.from, range.to)).sort((a, b) => (positionOf(a) < positionOf(b) ? -1 : 1));
  const users = new Map((await getUsers([...new Set(dues.map((due) => due.userId))])).map((user) => [user._id, user]));
  return dues.map((due) => ({ due, user: users.get(due.userId) }));
}

export async function adminDues(query: AdminDuesQuery, now = new Date()): Promise<AdminDuesPage> {
  const today = todayInIndia(now);
  const after = query.cursor ? decodeCursor(query.cursor, DUE_POSITION).key : undefined;
  const search = query.search?.trim();
  const rows = (await unpaidDuesWithStudents(query.status, today)).filter(
    ({ user }) => !search || matches(user, search),
  );
  const totalPaise = paise(rows.reduce((sum, { due }) => sum + due.amountPaise, 0));
  const rest = after ? rows.filter(({ due }) => positionOf(due) > after) : rows;
  const page = rest.slice(0, ADMIN_DUES_PAGE);
  const last = page.at(-1);
  return {
    dues: page.map(({ due, user }) => toAdminDue(due, user, today)),
    totals: { count: rows.length, amount: paiseToRupees(totalPaise) },
    ...(rest.length > page.length && last
      ? { nextCursor: encodeCursor({ direction: 'older', key: positionOf(last.due) }) }
      : {}),
  };
}

/** The office's figures: unpaid dues falling due from today to a week ahead, and those overdue. */
export async function duesFigures(now = new Date()): Promise<{ dueThisWeek: number; overdue: number }> {
  const today = todayInIndia(now);
  const week = datesOf('due', today);
  const [dueSoon, overdue] = await Promise.all([
    unpaidDuesBetween(week.from, week.to),
    unpaidDuesBetween(undefined, addDays(today, -1)),
  ]);
  const sum = (dues: DueRecord[]) => paiseToRupees(paise(dues.reduce((total, due) => total + due.amountPaise, 0)));
  return { dueThisWeek: sum(dueSoon), overdue: sum(overdue) };
}
