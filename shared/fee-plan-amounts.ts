// A fee plan's shape and arithmetic, apart from its schemas (shared/fee-plans.ts) so that the public
// course page can show what each instalment comes to without downloading the schema library.
import { isRupeeAmount, type Paise, paise, rupeesToPaise, subtractPaise } from './money.js';
import { HUNDRED_PERCENT, percentToHundredths } from './percent.js';

/**
 * One instalment: a share of the fee (`percent`, at most two decimals) or a sum (`amount`, rupees to
 * the paisa), due `dueAfterDays` after checkout; the first is due after 0 days, paid at checkout.
 */
export interface FeePlanInstalment {
  percent?: number;
  amount?: number;
  dueAfterDays: number;
}

/** What happens when an instalment is overdue: nothing, or access suspended after `afterDays` days until paid. */
export type OverdueRule = { rule: 'keep-access' } | { rule: 'suspend'; afterDays: number };

export interface FeePlan {
  _id: string;
  name: string;
  instalments: FeePlanInstalment[];
  overdue: OverdueRule;
}

/** A plan's instalments are all percentages (adding up to 100) or all amounts (adding up to the price). */
export type FeePlanKind = 'percent' | 'amount';

export function feePlanKind(plan: Pick<FeePlan, 'instalments'>): FeePlanKind {
  return plan.instalments[0]?.percent !== undefined ? 'percent' : 'amount';
}

/**
 * The instalments' shares of the fee, in the unit they were given: hundredths of a percent for a plan by
 * percentages, paise for a plan by amounts. Undefined when a share is not one (data no schema checked).
 */
export function instalmentShares(plan: Pick<FeePlan, 'instalments'>): number[] | undefined {
  const kind = feePlanKind(plan);
  const shares: number[] = [];
  for (const instalment of plan.instalments) {
    const value = kind === 'percent' ? instalment.percent : instalment.amount;
    if (value === undefined || !(value > 0)) return undefined;
    const share =
      kind === 'percent' ? percentToHundredths(value) : isRupeeAmount(value) ? rupeesToPaise(value) : undefined;
    if (share === undefined) return undefined;
    shares.push(share);
  }
  return shares;
}

/**
 * Whether a plan prices this fee: its percentages add up to 100, or its amounts to the price exactly
 * (a plan by amounts fits one price only). Checked when a plan is saved, and again when a quote uses
 * it, since the price may have changed since.
 */
export function checkPlanAgainstPrice(
  plan: Pick<FeePlan, 'instalments'>,
  price: Paise,
): 'fee_plan_total_mismatch' | undefined {
  const shares = instalmentShares(plan);
  if (!shares || shares.length === 0) return 'fee_plan_total_mismatch';
  const total = shares.reduce((sum, share) => sum + share, 0);
  const expected = feePlanKind(plan) === 'percent' ? HUNDRED_PERCENT : price;
  return total === expected ? undefined : 'fee_plan_total_mismatch';
}

/** `amount × numerator / denominator`, exactly, in BigInt: the product can exceed 2^53. */
export function scaled(amount: number, numerator: number, denominator: number, round: 'down' | 'half-up'): Paise {
  const product = BigInt(amount) * BigInt(numerator);
  const divisor = BigInt(denominator);
  return paise(Number(round === 'down' ? product / divisor : (product * 2n + divisor) / (divisor * 2n)));
}

/**
 * `total` split in the proportions of `shares`: every part after the first is its share of the total
 * rounded down to the paisa, and the first takes the rest. The parts add up to the total exactly, none
 * is negative, and the first is never below its exact share, so it is more than 0 whenever the total and
 * its share are.
 */
export function splitByShares(total: Paise, shares: readonly number[]): Paise[] {
  const sum = shares.reduce((a, b) => a + b, 0);
  if (shares.length === 0 || sum <= 0 || shares.some((share) => !Number.isSafeInteger(share) || share < 0)) {
    throw new Error(`Not shares to split by: ${shares.join(', ')}`);
  }
  const later = shares.slice(1).map((share) => scaled(total, share, sum, 'down'));
  return [subtractPaise(total, paise(later.reduce((a, b) => a + b, 0))), ...later];
}

/**
 * What each instalment of a plan comes to for a fee of `total` (the price, or the price after a
 * discount), exactly as a quote prices it; undefined for a plan that does not fit the price.
 */
export function instalmentAmounts(
  plan: Pick<FeePlan, 'instalments'>,
  price: Paise,
  total: Paise = price,
): Paise[] | undefined {
  if (checkPlanAgainstPrice(plan, price)) return undefined;
  return splitByShares(total, instalmentShares(plan) ?? []);
}
