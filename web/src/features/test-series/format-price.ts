const wholeRupees = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
const rupeesAndPaise = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 1499 → '₹1,499'; 2499.5 → '₹2,499.50': paise only when there are some. */
export function formatPrice(amount: number): string {
  return `₹${(Number.isInteger(amount) ? wholeRupees : rupeesAndPaise).format(amount)}`;
}
