import { formatRupeeAmount } from '#shared/money.js';

/**
 * An amount the API sent in rupees, the one way the web shows money (shared/money.ts): 125000 →
 * '₹1,25,000', 2499.5 → '₹2,499.50' (Indian digit grouping; paise only when there are some).
 */
export function formatRupees(rupees: number): string {
  return formatRupeeAmount(rupees);
}
