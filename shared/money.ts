/**
 * Money is integer paise everywhere in storage and code. The API keeps the spec's fields in rupees
 * (`price: 2499.5`), converted here, exactly: never through a floating-point sum.
 */
declare const paiseBrand: unique symbol;
/** A whole number of paise (₹1 = 100 paise). */
export type Paise = number & { readonly [paiseBrand]: true };

export const PAISE_PER_RUPEE = 100;
/** Larger than any fee here, and far inside Number.MAX_SAFE_INTEGER. */
export const MAX_PAISE = 1_000_000_000_00;

export class MoneyError extends Error {
  override name = 'MoneyError';
}

/** Checks that a number is a whole, safe, non-negative count of paise. */
export function paise(value: number): Paise {
  if (!Number.isSafeInteger(value) || value < 0 || value > MAX_PAISE) throw new MoneyError(`Not a valid amount of paise: ${value}`);
  return value as Paise;
}

/**
 * Rupees as the API and forms send them (at most two decimals) → paise. Goes through the decimal
 * text, so 0.29 becomes 29 paise, not 28.999999999999996.
 */
export function rupeesToPaise(rupees: number): Paise {
  if (!Number.isFinite(rupees) || rupees < 0) throw new MoneyError(`Not a valid amount of rupees: ${rupees}`);
  const text = rupees.toFixed(10);
  const [whole, fraction = ''] = text.split('.');
  if (!/^0*$/.test(fraction.slice(2))) throw new MoneyError(`Rupee amounts have at most two decimals: ${rupees}`);
  return paise(Number(whole) * PAISE_PER_RUPEE + Number(fraction.slice(0, 2).padEnd(2, '0')));
}

/** True when `rupees` is a non-negative amount with at most two decimals. */
export function isRupeeAmount(rupees: number): boolean {
  try {
    rupeesToPaise(rupees);
    return true;
  } catch {
    return false;
  }
}

/** Paise → rupees for the API (2499.5 for 249950 paise): exact, since paise / 100 has at most two decimals. */
export function paiseToRupees(amount: Paise): number {
  return Number(`${Math.floor(amount / PAISE_PER_RUPEE)}.${String(amount % PAISE_PER_RUPEE).padStart(2, '0')}`);
}

export function addPaise(...amounts: Paise[]): Paise {
  return paise(amounts.reduce((sum, amount) => sum + amount, 0));
}

export function subtractPaise(from: Paise, amount: Paise): Paise {
  return paise(from - amount);
}

/** Whole rupees rounded up: ceil(fee / 0.9764) style sums stay in integers (`numerator`/`denominator`). */
export function ceilDivPaise(amount: Paise, numerator: number, denominator: number): Paise {
  return paise(Math.ceil((amount * numerator) / denominator));
}

const grouping = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/**
 * '₹1,25,000' or '₹2,499.50' (Indian digit grouping; paise only when there are some). Built from the
 * integer parts, so no rounding can creep in.
 */
export function formatPaise(amount: Paise, options: { alwaysPaise?: boolean } = {}): string {
  const rupees = Math.floor(amount / PAISE_PER_RUPEE);
  const rest = amount % PAISE_PER_RUPEE;
  const whole = `₹${grouping.format(rupees)}`;
  return rest === 0 && !options.alwaysPaise ? whole : `${whole}.${String(rest).padStart(2, '0')}`;
}

/** For an amount the API sent in rupees. */
export function formatRupeeAmount(rupees: number, options: { alwaysPaise?: boolean } = {}): string {
  return formatPaise(rupeesToPaise(rupees), options);
}
