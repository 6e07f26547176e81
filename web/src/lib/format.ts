export { formatRupees } from './rupees';
import { DEFAULT_LANGUAGE, type Language } from '#shared/site-pages.js';

/** Seconds as minutes:seconds, the way video lengths are shown: 75 → '1:15', 3725 → '62:05'. */
export function formatClock(totalSeconds: number): string {
  const seconds = Number.isFinite(totalSeconds) && totalSeconds > 0 ? Math.floor(totalSeconds) : 0;
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** The locale each language's dates are written in: India's conventions, in the language. */
const DATE_LOCALES: Record<Language, string> = { en: 'en-IN', gu: 'gu-IN' };
/** Every date and time is India's, where the institute keeps its books, whatever the browser's zone. */
const INDIA = 'Asia/Kolkata';
const dayMonthYear: Partial<Record<Language, Intl.DateTimeFormat>> = {};

/**
 * '2025-01-15T10:00:00Z' → '15 Jan 2025' (in Gujarati '15 જાન્યુ, 2025'), the day in India;
 * an empty string for a date that cannot be read.
 */
export function formatDate(isoDate: string, language: Language = DEFAULT_LANGUAGE): string {
  const date = new Date(isoDate);
  if (Number.isNaN(date.getTime())) return '';
  dayMonthYear[language] ??= new Intl.DateTimeFormat(DATE_LOCALES[language], { dateStyle: 'medium', timeZone: INDIA });
  return dayMonthYear[language].format(date);
}

const dayMonthYearTime: Partial<Record<Language, Intl.DateTimeFormat>> = {};

/** '2025-01-15T10:00:00Z' → '15 Jan 2025, 3:30 pm' in India time (where the institute is); '' when unreadable. */
export function formatDateTime(isoDate: string, language: Language = DEFAULT_LANGUAGE): string {
  const date = new Date(isoDate);
  if (Number.isNaN(date.getTime())) return '';
  dayMonthYearTime[language] ??= new Intl.DateTimeFormat(DATE_LOCALES[language], {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: INDIA,
  });
  return dayMonthYearTime[language].format(date);
}

/**
 * When a payment's money came, as far as it is known: an office payment has a day only (its time
 * would be invented), every other payment the moment it was paid, decided or made.
 */
export function formatPaymentWhen(
  payment: { method: string; createdAt: string; decidedAt?: string },
  language: Language = DEFAULT_LANGUAGE,
): string {
  const when = payment.decidedAt ?? payment.createdAt;
  return payment.method === 'offline' ? formatDate(when, language) : formatDateTime(when, language);
}
