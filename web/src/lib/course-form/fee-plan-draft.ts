import {
  checkPlanAgainstPrice,
  type FeePlan,
  type FeePlanKind,
  feePlanKind,
  instalmentAmounts,
  scaled,
} from '#shared/fee-plan-amounts.js';
import type { FeePlanFormValues } from '#shared/fee-plans.js';
import { isRupeeAmount, type Paise, paiseToRupees, rupeesToPaise } from '#shared/money.js';
import { HUNDRED_PERCENT, percentToHundredths } from '#shared/percent.js';

/** One instalment as the form holds it: its share (a percentage or rupees, by the plan's kind) and days, as typed. */
export interface InstalmentDraft {
  share: string;
  dueAfterDays: string;
}

export type OverdueChoice = 'keep-access' | 'suspend';

/** A fee plan as the course form holds it. The first instalment is always due at checkout (0 days). */
export interface FeePlanDraft {
  /** A saved plan's id, sent back so that the plan keeps it: dues and checkouts name a plan by it. */
  _id?: string;
  name: string;
  kind: FeePlanKind;
  instalments: InstalmentDraft[];
  overdue: OverdueChoice;
  /** Days an instalment may be late before access is suspended, when `overdue` is 'suspend'. */
  suspendAfterDays: string;
}

/** Days between instalments when the admin adds one: a month, which they change as needed. */
const DAYS_BETWEEN_INSTALMENTS = 30;

export function blankPlan(name = ''): FeePlanDraft {
  return {
    name,
    kind: 'percent',
    instalments: [{ share: '', dueAfterDays: '0' }],
    overdue: 'keep-access',
    suspendAfterDays: '',
  };
}

/** The whole fee at checkout. */
export function fullFeePlan(name: string): FeePlanDraft {
  return { ...blankPlan(name), instalments: [{ share: '100', dueAfterDays: '0' }] };
}

/** 40% at checkout, 30% after 30 days and 30% after 60 days. */
export function threeInstalmentsPlan(name: string): FeePlanDraft {
  return {
    ...blankPlan(name),
    instalments: [
      { share: '40', dueAfterDays: '0' },
      { share: '30', dueAfterDays: '30' },
      { share: '30', dueAfterDays: '60' },
    ],
  };
}

export function planDraftFromPlan(plan: FeePlan): FeePlanDraft {
  const kind = feePlanKind(plan);
  return {
    _id: plan._id,
    name: plan.name,
    kind,
    instalments: plan.instalments.map((instalment) => ({
      share: String((kind === 'percent' ? instalment.percent : instalment.amount) ?? ''),
      dueAfterDays: String(instalment.dueAfterDays),
    })),
    overdue: plan.overdue.rule,
    suspendAfterDays: plan.overdue.rule === 'suspend' ? String(plan.overdue.afterDays) : '',
  };
}

/** A typed number; a blank or unreadable one becomes NaN, which the schema names as not a number. */
function typedNumber(text: string): number {
  return text.trim() === '' ? Number.NaN : Number(text);
}

/** What the schema checks and the server receives for a plan. */
export function planValues(plan: FeePlanDraft): FeePlanFormValues {
  return {
    ...(plan._id ? { _id: plan._id } : {}),
    name: plan.name,
    instalments: plan.instalments.map((instalment, index) => {
      const share = typedNumber(instalment.share);
      const dueAfterDays = index === 0 ? 0 : typedNumber(instalment.dueAfterDays);
      return plan.kind === 'percent' ? { percent: share, dueAfterDays } : { amount: share, dueAfterDays };
    }),
    overdue:
      plan.overdue === 'suspend'
        ? { rule: 'suspend', afterDays: typedNumber(plan.suspendAfterDays) }
        : { rule: 'keep-access' },
  };
}

/** The price as typed, in paise; undefined while it is not an amount of rupees. */
export function typedPricePaise(price: string): Paise | undefined {
  const rupees = typedNumber(price);
  return isRupeeAmount(rupees) ? rupeesToPaise(rupees) : undefined;
}

/** A share in its unit (hundredths of a percent, or paise); undefined while it is not a valid one. */
function shareUnits(kind: FeePlanKind, text: string): number | undefined {
  const value = typedNumber(text);
  if (!(value > 0)) return undefined;
  if (kind === 'percent') return percentToHundredths(value);
  return isRupeeAmount(value) ? rupeesToPaise(value) : undefined;
}

export function addInstalment(plan: FeePlanDraft): FeePlanDraft {
  const lastDays = Number(plan.instalments.at(-1)?.dueAfterDays);
  const dueAfterDays = Number.isSafeInteger(lastDays) && lastDays >= 0 ? lastDays + DAYS_BETWEEN_INSTALMENTS : '';
  return { ...plan, instalments: [...plan.instalments, { share: '', dueAfterDays: String(dueAfterDays) }] };
}

export function removeInstalment(plan: FeePlanDraft, index: number): FeePlanDraft {
  return { ...plan, instalments: plan.instalments.filter((_, at) => at !== index) };
}

/**
 * The plan with its shares in the other kind: exactly the same money where that can be said (a plan
 * by percentages that fits the price becomes the amounts a quote charges; amounts that are whole
 * hundredths of a percent of the price become those percentages), else blank shares to fill in.
 */
export function withKind(plan: FeePlanDraft, kind: FeePlanKind, price: Paise | undefined): FeePlanDraft {
  if (kind === plan.kind) return plan;
  const blank = plan.instalments.map((instalment) => ({ ...instalment, share: '' }));
  const converted = price === undefined ? undefined : convertedShares(plan, kind, price);
  const instalments = converted
    ? plan.instalments.map((instalment, index) => ({ ...instalment, share: converted[index] ?? '' }))
    : blank;
  return { ...plan, kind, instalments };
}

function convertedShares(plan: FeePlanDraft, kind: FeePlanKind, price: Paise): string[] | undefined {
  const values = planValues(plan);
  if (checkPlanAgainstPrice(values, price)) return undefined;
  if (kind === 'amount') return instalmentAmounts(values, price)?.map((amount) => String(paiseToRupees(amount)));
  const shares = plan.instalments.map((instalment) => shareUnits('amount', instalment.share) ?? 0);
  if (shares.some((amount) => (amount * HUNDRED_PERCENT) % price !== 0)) return undefined;
  return shares.map((amount) => String((amount * HUNDRED_PERCENT) / price / 100));
}

/** Where a plan's shares stand against what they must add up to: 100%, or the price. */
export interface PlanTotal {
  kind: FeePlanKind;
  /** The valid shares added up, in hundredths of a percent or in paise. */
  total: number;
  /** What they must add up to; undefined for amounts while the price is not typed. */
  expected: number | undefined;
}

export function planTotal(plan: FeePlanDraft, price: Paise | undefined): PlanTotal {
  const total = plan.instalments.reduce((sum, instalment) => sum + (shareUnits(plan.kind, instalment.share) ?? 0), 0);
  return { kind: plan.kind, total, expected: plan.kind === 'percent' ? HUNDRED_PERCENT : price };
}

/**
 * What each instalment of a plan by percentages comes to for the typed price: exactly what a quote
 * charges once the shares add up to 100, each share's part of the price until then. Undefined for
 * an instalment whose share is not a valid percentage yet, and for every one of a plan by amounts.
 */
export function instalmentRupees(plan: FeePlanDraft, price: Paise | undefined): (Paise | undefined)[] {
  if (plan.kind !== 'percent' || price === undefined) return plan.instalments.map(() => undefined);
  const exact = instalmentAmounts(planValues(plan), price);
  if (exact) return exact;
  return plan.instalments.map((instalment) => {
    const hundredths = shareUnits('percent', instalment.share);
    return hundredths === undefined ? undefined : scaled(price, hundredths, HUNDRED_PERCENT, 'down');
  });
}

/** Whether a plan by amounts is complete (every amount valid) yet does not add up to the price. */
export function amountsMissThePrice(plan: FeePlanDraft, price: Paise | undefined): boolean {
  if (plan.kind !== 'amount' || price === undefined) return false;
  if (plan.instalments.some((instalment) => shareUnits('amount', instalment.share) === undefined)) return false;
  return checkPlanAgainstPrice(planValues(plan), price) !== undefined;
}
