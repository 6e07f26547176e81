import { formatRupeeAmount } from '../../../shared/money';

/**
 * An amount the API sent in rupees, the one way the web shows money (shared/money.ts): 125000 →
 * '₹1,25,000', 2499.5 → '₹2,499.50' (Indian digit grouping; paise only when there are some).
 */
export function formatRupees(rupees: number): string {
  return formatRupeeAmount(rupees);
}

/** Seconds as minutes:seconds, the way video lengths are shown: 75 → '1:15', 3725 → '62:05'. */
export function formatClock(totalSeconds: number): string {
  const seconds = Number.isFinite(totalSeconds) && totalSeconds > 0 ? Math.floor(totalSeconds) : 0;
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

const dayMonthYear = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium' });

/** '2025-01-15T10:00:00Z' → '15 Jan 2025'; an empty string for a date that cannot be read. */
export function formatDate(isoDate: string): string {
  const date = new Date(isoDate);
  return Number.isNaN(date.getTime()) ? '' : dayMonthYear.format(date);
}

const dayMonthYearTime = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' });

/** '2025-01-15T10:00:00Z' → '15 Jan 2025, 3:30 pm' in India time (where the institute is); '' when unreadable. */
export function formatDateTime(isoDate: string): string {
  const date = new Date(isoDate);
  return Number.isNaN(date.getTime()) ? '' : dayMonthYearTime.format(date);
}
