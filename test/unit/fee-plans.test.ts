import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isErrorCode } from '#shared/error-codes.js';
import {
  checkPlanAgainstPrice,
  type FeePlanInstalment,
  feePlanInputSchema,
  feePlanListSchema,
  feePlanOf,
  instalmentShares,
} from '#shared/fee-plans.js';
import { paise } from '#shared/money.js';
import { arbitraryPlanInstalments } from '../support/fee-plan-arbitraries.js';

const threeInstalments = {
  name: '3 instalments',
  instalments: [
    { percent: 40, dueAfterDays: 0 },
    { percent: 30, dueAfterDays: 30 },
    { percent: 30, dueAfterDays: 60 },
  ],
};

/** The first issue of a refused plan: its message, where it points and the code it carries. */
function refusal(schema: typeof feePlanInputSchema | typeof feePlanListSchema, input: unknown) {
  const result = schema.safeParse(input);
  expect(result.success).toBe(false);
  const issue = result.error!.issues[0]!;
  const params = (issue as { params?: { code?: string } }).params;
  return { message: issue.message, field: issue.path.join('.'), code: params?.code };
}

const withInstalments = (instalments: FeePlanInstalment[]) => ({ ...threeInstalments, instalments });

describe('a fee plan as an admin gives it', () => {
  it('takes "40% now, 30% after 30 days, 30% after 60 days", keeping access when overdue unless told', () => {
    expect(feePlanInputSchema.parse({ ...threeInstalments, name: '  3 instalments ' })).toEqual({
      ...threeInstalments,
      overdue: { rule: 'keep-access' },
    });
    expect(
      feePlanInputSchema.parse({ ...threeInstalments, overdue: { rule: 'suspend', afterDays: 15 } }).overdue,
    ).toEqual({ rule: 'suspend', afterDays: 15 });
  });

  it('takes a plan by amounts, in rupees to the paisa, and one instalment paid in full', () => {
    const byAmounts = withInstalments([
      { amount: 20000, dueAfterDays: 0 },
      { amount: 12499.5, dueAfterDays: 45 },
    ]);
    expect(feePlanInputSchema.parse(byAmounts).instalments).toEqual(byAmounts.instalments);
    expect(feePlanInputSchema.parse(withInstalments([{ percent: 100, dueAfterDays: 0 }])).name).toBe('3 instalments');
  });

  it('adds percentages as hundredths, so 56.9 + 11.11 + 31.99 is 100 although the float sum is not', () => {
    expect(56.9 + 11.11 + 31.99).not.toBe(100);
    const plan = withInstalments([
      { percent: 56.9, dueAfterDays: 0 },
      { percent: 11.11, dueAfterDays: 10 },
      { percent: 31.99, dueAfterDays: 20 },
    ]);
    expect(feePlanInputSchema.safeParse(plan).success).toBe(true);
  });

  it.each([
    ['percentages adding to 99.99', [40, 30, 29.99], 'validation.plan_percent_total'],
    ['percentages adding to 100.01', [40, 30, 30.01], 'validation.plan_percent_total'],
  ])('refuses %s', (_name, percents, code) => {
    const plan = withInstalments(percents.map((percent, index) => ({ percent, dueAfterDays: index * 30 })));
    expect(refusal(feePlanInputSchema, plan)).toEqual({
      message: 'The percentages of a fee plan must add up to exactly 100',
      field: 'instalments',
      code,
    });
  });

  it('refuses a plan mixing percentages and amounts, and an instalment with both or neither', () => {
    const kind = {
      message: "Each instalment is a percentage or an amount, and all of a plan's instalments are the same kind",
      code: 'validation.plan_instalment_kind',
    };
    const mixed = withInstalments([
      { percent: 50, dueAfterDays: 0 },
      { amount: 5000, dueAfterDays: 30 },
    ]);
    expect(refusal(feePlanInputSchema, mixed)).toEqual({ ...kind, field: 'instalments.1' });
    const both = withInstalments([{ percent: 100, amount: 5000, dueAfterDays: 0 }]);
    expect(refusal(feePlanInputSchema, both)).toEqual({ ...kind, field: 'instalments.0' });
    const neither = withInstalments([{ percent: 100, dueAfterDays: 0 }, { dueAfterDays: 30 }]);
    expect(refusal(feePlanInputSchema, neither)).toEqual({ ...kind, field: 'instalments.1' });
    const amountFirst = withInstalments([
      { amount: 5000, dueAfterDays: 0 },
      { percent: 50, dueAfterDays: 30 },
    ]);
    expect(refusal(feePlanInputSchema, amountFirst)).toEqual({ ...kind, field: 'instalments.1' });
  });

  it('wants the first instalment paid at checkout and each later one due later than the one before', () => {
    const days = (...dueAfterDays: number[]) =>
      withInstalments(dueAfterDays.map((due, index) => ({ percent: index === 0 ? 40 : 30, dueAfterDays: due })));
    expect(refusal(feePlanInputSchema, days(1, 30, 60))).toEqual({
      message: 'The first instalment is paid at checkout: it is due after 0 days',
      field: 'instalments.0.dueAfterDays',
      code: 'validation.plan_first_due',
    });
    const order = {
      message: 'Each instalment must be due more days after checkout than the one before it',
      code: 'validation.plan_due_order',
    };
    expect(refusal(feePlanInputSchema, days(0, 30, 30))).toEqual({ ...order, field: 'instalments.2.dueAfterDays' });
    expect(refusal(feePlanInputSchema, days(0, 60, 30))).toEqual({ ...order, field: 'instalments.2.dueAfterDays' });
    expect(refusal(feePlanInputSchema, days(0, 0, 30))).toEqual({ ...order, field: 'instalments.1.dueAfterDays' });
    expect(feePlanInputSchema.safeParse(days(0, 1, 730)).success).toBe(true);
    expect(refusal(feePlanInputSchema, days(0, 1, 731))).toMatchObject({
      message: 'Days after checkout must be at most 730',
      field: 'instalments.2.dueAfterDays',
    });
    expect(refusal(feePlanInputSchema, days(0, 1.5, 30))).toMatchObject({
      message: 'Days after checkout must be a whole number',
    });
  });

  it('has 1 to 12 instalments', () => {
    const instalments = (count: number) =>
      withInstalments(Array.from({ length: count }, (_, index) => ({ amount: 1000, dueAfterDays: index * 30 })));
    expect(feePlanInputSchema.safeParse(instalments(12)).success).toBe(true);
    expect(refusal(feePlanInputSchema, instalments(13))).toMatchObject({
      message: 'A fee plan has at most 12 instalments',
      field: 'instalments',
    });
    expect(refusal(feePlanInputSchema, instalments(0))).toMatchObject({
      message: 'A fee plan has at least one instalment',
      field: 'instalments',
    });
  });

  it('has a name of 1 to 60 characters', () => {
    expect(feePlanInputSchema.safeParse({ ...threeInstalments, name: 'x'.repeat(60) }).success).toBe(true);
    expect(refusal(feePlanInputSchema, { ...threeInstalments, name: 'x'.repeat(61) })).toMatchObject({
      message: 'Plan name must be at most 60 characters',
      field: 'name',
    });
    expect(refusal(feePlanInputSchema, { ...threeInstalments, name: '   ' })).toMatchObject({
      message: 'Plan name is required',
    });
  });

  it('refuses shares that are no whole number of paise or hundredths of a percent, and none above 0', () => {
    const one = (instalment: FeePlanInstalment) => refusal(feePlanInputSchema, withInstalments([instalment]));
    expect(one({ percent: 99.995, dueAfterDays: 0 }).message).toBe('A percentage can have at most two decimals');
    expect(one({ percent: 0, dueAfterDays: 0 }).message).toBe('A percentage must be more than 0');
    expect(one({ percent: 100.5, dueAfterDays: 0 }).message).toBe('A percentage can be at most 100');
    expect(one({ amount: 100.005, dueAfterDays: 0 }).message).toBe('An amount can have at most two decimals');
    expect(one({ amount: 0, dueAfterDays: 0 }).message).toBe('An amount must be more than 0');
  });

  it('suspends access only after a whole number of days overdue it is told', () => {
    expect(refusal(feePlanInputSchema, { ...threeInstalments, overdue: { rule: 'suspend' } })).toMatchObject({
      field: 'overdue.afterDays',
    });
    expect(refusal(feePlanInputSchema, { ...threeInstalments, overdue: { rule: 'lock' } })).toMatchObject({
      field: 'overdue.rule',
      message: 'When an instalment is overdue, choose to keep access or to suspend it',
    });
  });

  it('gives a course at most ten plans, no two with the same name', () => {
    const plans = (names: string[]) => names.map((name) => ({ ...threeInstalments, name }));
    expect(feePlanListSchema.safeParse(plans(['Full fee', '3 instalments'])).success).toBe(true);
    expect(refusal(feePlanListSchema, plans(['Full fee', '3 instalments', 'full FEE ']))).toEqual({
      message: 'Two fee plans cannot have the same name',
      field: '2.name',
      code: 'validation.plan_name_repeated',
    });
    expect(feePlanListSchema.safeParse(plans(Array.from({ length: 10 }, (_, i) => `Plan ${i}`))).success).toBe(true);
    expect(refusal(feePlanListSchema, plans(Array.from({ length: 11 }, (_, i) => `Plan ${i}`))).message).toBe(
      'At most 10 fee plans can be offered',
    );
  });

  it('gives a plan its id', () => {
    const input = feePlanInputSchema.parse(threeInstalments);
    expect(feePlanOf('01J0PLAN', input)).toEqual({ _id: '01J0PLAN', ...input });
  });
});

describe('a plan against a price', () => {
  const byAmounts = (...amounts: number[]) => ({
    instalments: amounts.map((amount, index) => ({ amount, dueAfterDays: index * 30 })),
  });

  it('fits when its amounts add up to the price to the paisa', () => {
    expect(checkPlanAgainstPrice(byAmounts(20000, 15000, 10000), paise(4_500_000))).toBeUndefined();
    expect(checkPlanAgainstPrice(byAmounts(8333.33, 8333.33, 8333.34), paise(2_500_000))).toBeUndefined();
    expect(checkPlanAgainstPrice(byAmounts(20000, 15000, 10000), paise(4_500_001))).toBe('fee_plan_total_mismatch');
    expect(checkPlanAgainstPrice(byAmounts(20000, 15000, 10000), paise(4_499_999))).toBe('fee_plan_total_mismatch');
  });

  it('fits every price by percentages adding to 100, and none by percentages that do not (stored unchecked)', () => {
    for (const price of [0, 1, 2_499_900]) {
      expect(checkPlanAgainstPrice(threeInstalments, paise(price))).toBeUndefined();
    }
    const ninety = {
      instalments: [
        { percent: 60, dueAfterDays: 0 },
        { percent: 30, dueAfterDays: 30 },
      ],
    };
    expect(checkPlanAgainstPrice(ninety, paise(100))).toBe('fee_plan_total_mismatch');
    expect(checkPlanAgainstPrice({ instalments: [] }, paise(0))).toBe('fee_plan_total_mismatch');
  });

  it('reads shares as hundredths of a percent or paise', () => {
    expect(instalmentShares(threeInstalments)).toEqual([4000, 3000, 3000]);
    expect(instalmentShares(byAmounts(12499.5, 0.01))).toEqual([1_249_950, 1]);
    expect(instalmentShares(byAmounts(1.005))).toBeUndefined();
  });
});

describe('plans built at random', () => {
  it('are taken by the schema and fit their price', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 0, max: 1_000_000_000 })
          .chain((price) => arbitraryPlanInstalments(price).map((instalments) => ({ price, instalments }))),
        ({ price, instalments }) => {
          const plan = feePlanInputSchema.parse({ name: 'Plan', instalments });
          expect(checkPlanAgainstPrice(plan, paise(price))).toBeUndefined();
        },
      ),
    );
  });

  it('carry codes the API knows in every custom issue', () => {
    const codes = [
      refusal(feePlanInputSchema, withInstalments([{ percent: 50, dueAfterDays: 0 }])).code,
      refusal(feePlanInputSchema, withInstalments([{ percent: 100, dueAfterDays: 3 }])).code,
      refusal(feePlanListSchema, [threeInstalments, threeInstalments]).code,
    ];
    expect(codes.every(isErrorCode)).toBe(true);
  });
});
