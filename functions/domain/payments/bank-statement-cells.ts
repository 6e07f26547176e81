/**
 * The cells of a bank statement as banks write them: dates (`15/04/2025`, `15/04/25`, `15-04-2025`,
 * `15 Apr 2025`, `15-Apr-25`…) to ISO dates, amounts (`1,23,456.50`, `500.00 Cr`) to exact paise, and the
 * UPI references (UTRs) in a reference or narration, upper-cased as a submitted UTR is.
 */
import { MAX_PAISE, PAISE_PER_RUPEE, paise, type Paise } from '#shared/money.js';

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTH_NAMES = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

/** `Apr`, `APRIL`, `Sept` → 4; anything else → undefined. */
function monthOf(word: string): number | undefined {
  const lower = word.toLowerCase();
  const index = MONTHS.indexOf(lower.slice(0, 3));
  if (index < 0) return undefined;
  return MONTH_NAMES[index]!.startsWith(lower) ? index + 1 : undefined;
}

function daysIn(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

const NUMERIC_DATE = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4}|\d{2})$/;
const NAMED_MONTH_DATE = /^(\d{1,2})[\s/-]*([A-Za-z]{3,9})[\s/,-]*(\d{4}|\d{2})$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** A time some exports add after the date (`15/04/2025 10:32:05`, `15/04/2025 10:32 AM`, ISO's `T10:32:05Z`). */
const TIME_AFTER = /(?:\s+|T)\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:\s*[AaPp][Mm]|Z|[+-]\d{2}:?\d{2})?$/;

/**
 * A statement date → `yyyy-mm-dd`, or undefined when it is not a real date. Day first, as Indian banks
 * write it (never month first); a two-digit year is 20yy.
 */
export function readStatementDate(text: string): string | undefined {
  const trimmed = text.trim().replace(TIME_AFTER, '');
  let day: number;
  let month: number | undefined;
  let year: number;
  const iso = ISO_DATE.exec(trimmed);
  const numeric = NUMERIC_DATE.exec(trimmed);
  const named = NAMED_MONTH_DATE.exec(trimmed);
  if (iso) [year, month, day] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else if (numeric) [day, month, year] = [Number(numeric[1]), Number(numeric[2]), Number(numeric[3])];
  else if (named) [day, month, year] = [Number(named[1]), monthOf(named[2]!), Number(named[3])];
  else return undefined;
  if (year < 100) year += 2000;
  if (month === undefined || month < 1 || month > 12 || day < 1 || day > daysIn(year, month)) return undefined;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** What an amount cell says: nothing (blank, `-`, zero), money in, or money out (`Dr`, a minus sign, brackets). */
export type StatementAmount = { kind: 'none' } | { kind: 'credit' | 'debit'; amount: Paise };

const CURRENCY = /^(?:₹|rs\.?|inr)\s*/i;
const SIDE = /\s*(cr|dr)\.?$/i;
/** Digits in Indian (`1,23,456`) or international (`123,456`) groups, or none, then at most two decimals. */
const RUPEES = /^(\d{1,3}(?:,\d{2})*,\d{3}|\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/;

/** An amount cell, or undefined when it is not an amount (`12.345`, `1,2,3`, `abc`). */
export function readStatementAmount(text: string): StatementAmount | undefined {
  let rest = text.trim();
  if (rest === '' || rest === '-') return { kind: 'none' };
  let debit = false;
  const side = SIDE.exec(rest);
  if (side) {
    debit = side[1]!.toLowerCase() === 'dr';
    rest = rest.slice(0, side.index);
  }
  if (rest.startsWith('(') && rest.endsWith(')')) {
    debit = true;
    rest = rest.slice(1, -1).trim();
  } else if (rest.startsWith('-')) {
    debit = true;
    rest = rest.slice(1).trim();
  }
  rest = rest.replace(CURRENCY, '');
  const match = RUPEES.exec(rest);
  if (!match) return undefined;
  const count = Number(match[1]!.replaceAll(',', '')) * PAISE_PER_RUPEE + Number((match[2] ?? '').padEnd(2, '0'));
  if (!Number.isSafeInteger(count) || count > MAX_PAISE) return undefined;
  if (count === 0) return { kind: 'none' };
  return { kind: debit ? 'debit' : 'credit', amount: paise(count) };
}

const UTR = /^[A-Z0-9]{12}$/;

/** A word of 12 letters or digits with at least one digit: a bank reference always has digits. */
function isUtr(word: string): boolean {
  return UTR.test(word) && /\d/.test(word);
}

/** HDFC writes a UPI reference into its 16-digit reference column with zeros in front. */
function unpadded(word: string): string {
  return /^0+\d{12}$/.test(word) ? word.slice(-12) : word;
}

/**
 * The UTRs a credit may carry, upper-cased as a submitted UTR is, in the order found, each once: the
 * reference with its spaces removed, each word of the reference (without HDFC's leading zeros), then
 * each word of the narration. `UPI/412345678901/RAVI/ravi@okaxis` and
 * `UPI-RAVI-ravi@oksbi-SBIN0001234-412345678901-FEES` both carry 412345678901.
 */
export function utrCandidates(reference: string, narration: string): string[] {
  const words = (text: string) => text.toUpperCase().split(/[^A-Z0-9]+/);
  const found = [
    reference.replace(/\s+/g, '').toUpperCase(),
    ...words(reference).map(unpadded),
    ...words(narration),
  ].filter(isUtr);
  return [...new Set(found)];
}
