// A course's (or test series') fee plans: how its fee is split into instalments and when each is due.
// Shared: the admin's course form builds them, the course page shows them before sign-in, and the
// server prices a checkout with them (functions/domain/payments/pricing.ts).
import * as z from 'zod/mini';
import type { ErrorCode } from './error-codes.js';
import { type FeePlan, type FeePlanInstalment, feePlanKind } from './fee-plan-amounts.js';
import { isRupeeAmount } from './money.js';
import { HUNDRED_PERCENT, isPercent, percentToHundredths } from './percent.js';
import { MAX_PRICE_RUPEES, requiredText, wholeNumber } from './schemas.js';

// The shapes and the arithmetic live apart (the course page uses them without the schemas); every
// importer of fee plans keeps importing them from here.
export {
  checkPlanAgainstPrice,
  type FeePlan,
  type FeePlanInstalment,
  type FeePlanKind,
  feePlanKind,
  instalmentAmounts,
  instalmentShares,
  type OverdueRule,
  scaled,
  splitByShares,
} from './fee-plan-amounts.js';

export const MAX_INSTALMENTS = 12;
/** Two years: the longest course here runs well inside it. */
export const MAX_DUE_AFTER_DAYS = 730;
export const MAX_SUSPEND_AFTER_DAYS = 365;
export const MAX_FEE_PLANS = 10;
export const MAX_PLAN_NAME_LENGTH = 60;

type Issue = { path: (string | number)[]; message: string; code: ErrorCode };

const PERCENT_TOTAL_MESSAGE = 'The percentages of a fee plan must add up to exactly 100';
const KIND_MESSAGE = "Each instalment is a percentage or an amount, and all of a plan's instalments are the same kind";

/** The first rule the instalments break, pointing at the instalment that breaks it. */
function instalmentsIssue(instalments: FeePlanInstalment[]): Issue | undefined {
  const kind = feePlanKind({ instalments });
  const wrongKind = instalments.findIndex((instalment) =>
    kind === 'percent'
      ? instalment.percent === undefined || instalment.amount !== undefined
      : instalment.amount === undefined || instalment.percent !== undefined,
  );
  if (wrongKind >= 0) return { path: [wrongKind], message: KIND_MESSAGE, code: 'validation.plan_instalment_kind' };
  if (instalments[0] && instalments[0].dueAfterDays !== 0) {
    return {
      path: [0, 'dueAfterDays'],
      message: 'The first instalment is paid at checkout: it is due after 0 days',
      code: 'validation.plan_first_due',
    };
  }
  const outOfOrder = instalments.findIndex(
    (instalment, index) => index > 0 && instalment.dueAfterDays <= (instalments[index - 1]?.dueAfterDays ?? 0),
  );
  if (outOfOrder > 0) {
    return {
      path: [outOfOrder, 'dueAfterDays'],
      message: 'Each instalment must be due more days after checkout than the one before it',
      code: 'validation.plan_due_order',
    };
  }
  if (kind === 'percent') {
    // A percentage the field check refused has its own issue already; only sum valid ones.
    const hundredths = instalments.map((instalment) => percentToHundredths(instalment.percent ?? Number.NaN));
    if (hundredths.every((share) => share !== undefined)) {
      const total = hundredths.reduce((sum, share) => sum + share, 0);
      if (total !== HUNDRED_PERCENT)
        return { path: [], message: PERCENT_TOTAL_MESSAGE, code: 'validation.plan_percent_total' };
    }
  }
  return undefined;
}

const instalmentSchema = z.object({
  percent: z.optional(
    z
      .number({ error: 'A percentage must be a number' })
      .check(
        z.gt(0, { error: 'A percentage must be more than 0', abort: true }),
        z.maximum(100, { error: 'A percentage can be at most 100', abort: true }),
        z.refine(isPercent, 'A percentage can have at most two decimals'),
      ),
  ),
  amount: z.optional(
    z
      .number({ error: 'An amount must be a number' })
      .check(
        z.gt(0, { error: 'An amount must be more than 0', abort: true }),
        z.maximum(MAX_PRICE_RUPEES, { error: 'An amount is too large', abort: true }),
        z.refine(isRupeeAmount, 'An amount can have at most two decimals'),
      ),
  ),
  dueAfterDays: wholeNumber('Days after checkout', 0, MAX_DUE_AFTER_DAYS),
});

const instalmentsSchema = z.array(instalmentSchema, { error: 'Instalments must be a list' }).check(
  z.minLength(1, 'A fee plan has at least one instalment'),
  z.maxLength(MAX_INSTALMENTS, `A fee plan has at most ${MAX_INSTALMENTS} instalments`),
  z.superRefine((instalments, context) => {
    const issue = instalmentsIssue(instalments);
    if (issue) {
      context.issues.push({
        code: 'custom',
        input: instalments,
        path: issue.path,
        message: issue.message,
        params: { code: issue.code },
      });
    }
  }),
);

const overdueSchema = z.discriminatedUnion(
  'rule',
  [
    z.object({ rule: z.literal('keep-access') }),
    z.object({
      rule: z.literal('suspend'),
      afterDays: wholeNumber('Days overdue before access is suspended', 0, MAX_SUSPEND_AFTER_DAYS),
    }),
  ],
  { error: 'When an instalment is overdue, choose to keep access or to suspend it' },
);

/** A plan's id: a ULID the server gave it. */
export const FEE_PLAN_ID = /^[0-9A-HJKMNP-TV-Z]{26}$/;

/**
 * An admin's fee plan; a new one has no `_id` (the server gives it one), a saved one sent back keeps its own. Custom issues carry their code
 * from shared/error-codes.ts in `params.code` (`validation.plan_percent_total`, ...). Whether amounts
 * add up to the price depends on the price: `checkPlanAgainstPrice`.
 */
export const feePlanInputSchema = z.object({
  _id: z.optional(z.string().check(z.regex(FEE_PLAN_ID, 'A fee plan id is the one the server gave it'))),
  name: requiredText('Plan name', MAX_PLAN_NAME_LENGTH),
  instalments: instalmentsSchema,
  overdue: z._default(overdueSchema, { rule: 'keep-access' }),
});
export type FeePlanInput = z.infer<typeof feePlanInputSchema>;
export type FeePlanFormValues = z.input<typeof feePlanInputSchema>;

/** A course's plans as its form sends them: at most ten, no two with the same name (case aside). */
export const feePlanListSchema = z.array(feePlanInputSchema, { error: 'Fee plans must be a list' }).check(
  z.maxLength(MAX_FEE_PLANS, `At most ${MAX_FEE_PLANS} fee plans can be offered`),
  z.superRefine((plans, context) => {
    const names = plans.map((plan) => plan.name.toLocaleLowerCase('en-IN'));
    const repeated = names.findIndex((name, index) => names.indexOf(name) !== index);
    if (repeated >= 0) {
      context.issues.push({
        code: 'custom',
        input: plans,
        path: [repeated, 'name'],
        message: 'Two fee plans cannot have the same name',
        params: { code: 'validation.plan_name_repeated' },
      });
    }
  }),
);

/** A checked plan with the id the server gave it (typed so that the schema and `FeePlan` cannot drift apart). */
export function feePlanOf(_id: string, input: FeePlanInput): FeePlan {
  return { _id, name: input.name, instalments: input.instalments, overdue: input.overdue };
}
