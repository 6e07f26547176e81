/**
 * Percentages of money (a coupon's percent off, a fee plan's share of the fee) have at most two
 * decimals (12.5 %, 33.33 %), so each is a whole number of hundredths of a percent and every sum
 * and share of them is computed in integers: 33.33 + 33.33 + 33.34 is exactly 100, never 99.99999.
 */

/** 100 % in hundredths of a percent. */
export const HUNDRED_PERCENT = 10_000;

/** Whole percent, then at most two decimals: the only texts that are an exact number of hundredths. */
const PERCENT_TEXT = /^(\d+)(?:\.(\d{1,2}))?$/;

/**
 * 12.5 → 1250, through the decimal text (as shared/money.ts reads rupees), so 33.33 is 3333 and not
 * 3332.9999; undefined for a negative number, one above 100 or one with more than two decimals.
 */
export function percentToHundredths(percent: number): number | undefined {
  if (typeof percent !== 'number' || !Number.isFinite(percent) || percent < 0 || percent > 100) return undefined;
  const match = PERCENT_TEXT.exec(String(percent));
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** True for a number from 0 to 100 with at most two decimals. */
export function isPercent(value: number): boolean {
  return percentToHundredths(value) !== undefined;
}
