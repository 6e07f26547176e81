/**
 * Money is integer paise everywhere in storage and code. The API keeps the spec's fields in rupees
 * (`price: 2499.5`), converted here, exactly: never through a floating-point sum.
 */
declare const paiseBrand: unique symbol;
/** A whole number of paise (₹1 = 100 paise). */
export type Paise = number & { readonly [paiseBrand]: true };

export const PAISE_PER_RUPEE = 100;
/**
 * ₹10 lakh crore: the institute's all-time revenue stays far below it for good (₹10,000 crore is 1/100
 * of it), and any sum of two amounts stays inside Number.MAX_SAFE_INTEGER (about 9 × 10^15). Single
 * amounts a person enters have much lower limits of their own (prices, offline payments).
 */
export const MAX_PAISE = 1_000_000_000_000_000;
export const MAX_RUPEES = MAX_PAISE / PAISE_PER_RUPEE;

export class MoneyError extends Error {
  override name = 'MoneyError';
}

/** Checks that a number is a whole, safe, non-negative count of paise. */
export function paise(value: number): Paise {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0 || value > MAX_PAISE) {
    throw new MoneyError(`Not a valid amount of paise: ${value}`);
  }
  return value as Paise;
}

/** Whole rupees, then at most two decimals: the only rupee texts that are an exact number of paise. */
const RUPEE_TEXT = /^(\d+)(?:\.(\d{1,2}))?$/;

function checkRupeeRange(rupees: number): void {
  if (typeof rupees !== 'number' || !Number.isFinite(rupees) || rupees < 0)
    throw new MoneyError(`Not a valid amount of rupees: ${rupees}`);
  if (rupees > MAX_RUPEES) throw new MoneyError(`Rupee amount is too large: ${rupees}`);
}

/**
 * Rupees as the API and forms send them (at most two decimals) → paise. Goes through the decimal
 * text, so 0.29 becomes 29 paise, not 28.999999999999996. `String()` gives the shortest decimal that
 * reads back as the same number, which is the text the sender wrote; 0.1 + 0.2 (0.30000000000000004)
 * and 1.005 are refused rather than rounded, since neither is a whole number of paise.
 */
export function rupeesToPaise(rupees: number): Paise {
  checkRupeeRange(rupees);
  const match = RUPEE_TEXT.exec(String(rupees));
  if (!match) throw new MoneyError(`Rupee amounts have at most two decimals: ${rupees}`);
  return paise(Number(match[1]) * PAISE_PER_RUPEE + Number((match[2] ?? '').padEnd(2, '0')));
}

/** True when `rupees` is a non-negative amount up to MAX_RUPEES with at most two decimals. */
export function isRupeeAmount(rupees: number): boolean {
  try {
    rupeesToPaise(rupees);
    return true;
  } catch {
    return false;
  }
}

/**
 * Rupees stored before money moved to paise. The old check let a price through when it was within
 * a millionth of a paisa of a whole paisa (so 0.1 + 0.2 passed); rounding gives back the paisa that
 * was meant, and one odd old item must not break the whole catalogue.
 */
export function legacyRupeesToPaise(rupees: number): Paise {
  checkRupeeRange(rupees);
  return isRupeeAmount(rupees) ? rupeesToPaise(rupees) : paise(Math.round(rupees * PAISE_PER_RUPEE));
}

/** Paise → rupees for the API (2499.5 for 249950 paise): exact, since paise / 100 has at most two decimals. */
export function paiseToRupees(amount: Paise): number {
  const checked = paise(amount);
  return Number(`${Math.floor(checked / PAISE_PER_RUPEE)}.${String(checked % PAISE_PER_RUPEE).padStart(2, '0')}`);
}

export function addPaise(...amounts: Paise[]): Paise {
  return paise(amounts.reduce((sum, amount) => sum + paise(amount), 0));
}

/** Throws when `amount` is more than `from`: an amount of money is never negative. */
export function subtractPaise(from: Paise, amount: Paise): Paise {
  return paise(paise(from) - paise(amount));
}

/**
 * `amount × numerator / denominator`, rounded up to a whole paisa, in integers: a fee grossed up for a
 * 2.36 % gateway charge is `ceilDivPaise(fee, 10000, 9764)`, never `fee / 0.9764`.
 */
export function ceilDivPaise(amount: Paise, numerator: number, denominator: number): Paise {
  if (!Number.isSafeInteger(numerator) || numerator < 0 || !Number.isSafeInteger(denominator) || denominator <= 0) {
    throw new MoneyError(`Not a valid ratio: ${numerator}/${denominator}`);
  }
  const product = paise(amount) * numerator;
  if (!Number.isSafeInteger(product)) throw new MoneyError(`Too large to scale exactly: ${amount} × ${numerator}`);
  return paise(Math.ceil(product / denominator));
}

/** 1234567 → '12,34,567': the last three digits, then groups of two (lakh, crore). */
function groupIndian(whole: number): string {
  const digits = String(whole);
  if (digits.length <= 3) return digits;
  return `${digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${digits.slice(-3)}`;
}

/**
 * '₹1,25,000' or '₹2,499.50' (Indian digit grouping; paise only when there are some). Built from the
 * integer parts, so no rounding can creep in, and without Intl, so it reads the same on every runtime.
 */
export function formatPaise(amount: Paise, options: { alwaysPaise?: boolean } = {}): string {
  const checked = paise(amount);
  const rest = checked % PAISE_PER_RUPEE;
  const whole = `₹${groupIndian(Math.floor(checked / PAISE_PER_RUPEE))}`;
  return rest === 0 && !options.alwaysPaise ? whole : `${whole}.${String(rest).padStart(2, '0')}`;
}

/** For an amount the API sent in rupees. */
export function formatRupeeAmount(rupees: number, options: { alwaysPaise?: boolean } = {}): string {
  return formatPaise(rupeesToPaise(rupees), options);
}
