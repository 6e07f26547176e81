const rupees = new Intl.NumberFormat('en-IN');

/** 125000 → '₹1,25,000' (Indian digit grouping). */
export function formatRupees(amount: number): string {
  return `₹${rupees.format(amount)}`;
}
