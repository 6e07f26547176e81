/** India Standard Time, UTC+5:30 all year: the institute's clock for receipts, dates and exports. */
export const INDIA_OFFSET_MS = (5 * 60 + 30) * 60_000;

/** The wall-clock time in India, as a Date whose UTC fields read it (spreadsheets and financial years). */
export function indiaWallClock(at: Date): Date {
  return new Date(at.getTime() + INDIA_OFFSET_MS);
}

/** Today's date in India, 'YYYY-MM-DD'. */
export function todayInIndia(now: Date = new Date()): string {
  return indiaWallClock(now).toISOString().slice(0, 10);
}

/** The moment a day begins in India: '2026-06-01' → 2026-05-31T18:30:00.000Z. */
export function startOfIndianDay(day: string): Date {
  return new Date(`${day}T00:00:00+05:30`);
}
