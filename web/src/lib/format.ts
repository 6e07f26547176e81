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
