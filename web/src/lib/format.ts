const rupees = new Intl.NumberFormat('en-IN');

/** 125000 → '₹1,25,000' (Indian digit grouping). */
export function formatRupees(amount: number): string {
  return `₹${rupees.format(amount)}`;
}

/** Seconds as minutes:seconds, the way video lengths are shown: 75 → '1:15', 3725 → '62:05'. */
export function formatClock(totalSeconds: number): string {
  const seconds = Number.isFinite(totalSeconds) && totalSeconds > 0 ? Math.floor(totalSeconds) : 0;
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

const wholeRupees = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
const rupeesAndPaise = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 1499 → '₹1,499'; 2499.5 → '₹2,499.50': paise only when there are some. */
export function formatPrice(amount: number): string {
  return `₹${(Number.isInteger(amount) ? wholeRupees : rupeesAndPaise).format(amount)}`;
}

const dayMonthYear = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium' });

/** '2025-01-15T10:00:00Z' → '15 Jan 2025'; an empty string for a date that cannot be read. */
export function formatDate(isoDate: string): string {
  const date = new Date(isoDate);
  return Number.isNaN(date.getTime()) ? '' : dayMonthYear.format(date);
}
