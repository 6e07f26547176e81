import { ulid } from 'ulid';
import { checkPlanAgainstPrice, FEE_PLAN_ID, type FeePlan, type FeePlanInput } from '#shared/fee-plans.js';
import type { Paise } from '#shared/money.js';
import { InvalidInput } from '#lib/errors.js';

/**
 * A course's or test series' plans as stored: each keeps the id it was sent with (a saved plan the form
 * sends back: dues and open checkouts name a plan by it) or gets a new one, and a plan by amounts must
 * add up to this price exactly. None (or an empty list) stores no attribute.
 */
export function storedPlans(plans: FeePlanInput[] | undefined, pricePaise: Paise): FeePlan[] | undefined {
  if (!plans?.length) return undefined;
  const taken = new Set<string>();
  return plans.map(({ _id, ...plan }, index) => {
    if (checkPlanAgainstPrice(plan, pricePaise))
      throw new InvalidInput('fee_plan_total_mismatch', undefined, { field: `plans.${index}.instalments` });
    const id = _id && FEE_PLAN_ID.test(_id) && !taken.has(_id) ? _id : ulid();
    taken.add(id);
    return { _id: id, ...plan };
  });
}

/** The plans of a stored item, absent when it has none. */
export function plansOfItem(item: Record<string, unknown>): { plans?: FeePlan[] } {
  const plans = item.plans as FeePlan[] | undefined;
  return plans?.length ? { plans } : {};
}
