import { describe, expect, it } from 'vitest';
import { paise } from '../../shared/money';
import { courseFieldOf, courseFieldOfServer } from '../../web/src/lib/course-form/course-draft';
import {
  addInstalment,
  amountsMissThePrice,
  blankPlan,
  type FeePlanDraft,
  instalmentRupees,
  planDraftFromPlan,
  planValues,
  threeInstalmentsPlan,
  typedPricePaise,
  withKind,
} from '../../web/src/lib/course-form/fee-plan-draft';

const price = paise(2_499_900);
const shares = (plan: FeePlanDraft) => plan.instalments.map((instalment) => instalment.share);

describe("a fee plan's draft", () => {
  it('becomes the exact amounts a quote charges when turned from percentages that add up, and back', () => {
    const byAmounts = withKind(threeInstalmentsPlan('3 instalments'), 'amount', price);
    expect(shares(byAmounts)).toEqual(['9999.6', '7499.7', '7499.7']);
    expect(shares(withKind(byAmounts, 'percent', price))).toEqual(['40', '30', '30']);
  });

  it('keeps days but blanks the shares when the money cannot be said the same way', () => {
    const unfinished = { ...threeInstalmentsPlan('x'), instalments: [{ share: '40', dueAfterDays: '0' }] };
    expect(withKind(unfinished, 'amount', price).instalments).toEqual([{ share: '', dueAfterDays: '0' }]);
    // ₹10,000 of ₹24,999 is 40.0016…%: not a percentage with two decimals.
    const amounts: FeePlanDraft = {
      ...blankPlan('x'),
      kind: 'amount',
      instalments: [
        { share: '10000', dueAfterDays: '0' },
        { share: '14999', dueAfterDays: '30' },
      ],
    };
    expect(shares(withKind(amounts, 'percent', price))).toEqual(['', '']);
    expect(shares(withKind(threeInstalmentsPlan('x'), 'amount', undefined))).toEqual(['', '', '']);
  });

  it("shows each share's part of the price until the plan adds up, then the exact split", () => {
    const plan = { ...threeInstalmentsPlan('x'), instalments: [{ share: '33.33', dueAfterDays: '0' }] };
    const price1001 = typedPricePaise('1001');
    expect(instalmentRupees(plan, price1001)).toEqual([33363]);
    const more = addInstalment(addInstalment(plan));
    expect(more.instalments.map((instalment) => instalment.dueAfterDays)).toEqual(['0', '30', '60']);
    expect(instalmentRupees(more, price1001)).toEqual([33363, undefined, undefined]);
    const full = {
      ...more,
      instalments: more.instalments.map((row, at) => ({ ...row, share: ['33.33', '33.33', '33.34'][at]! })),
    };
    expect(instalmentRupees(full, price1001)).toEqual([33364, 33363, 33373]);
    expect(instalmentRupees(full, undefined)).toEqual([undefined, undefined, undefined]);
  });

  it('tells a complete plan by amounts that misses the price, not one still being typed', () => {
    const plan: FeePlanDraft = {
      ...blankPlan('x'),
      kind: 'amount',
      instalments: [{ share: '24998', dueAfterDays: '0' }],
    };
    expect(amountsMissThePrice(plan, price)).toBe(true);
    expect(amountsMissThePrice({ ...plan, instalments: [{ share: '24999', dueAfterDays: '0' }] }, price)).toBe(false);
    expect(amountsMissThePrice({ ...plan, instalments: [{ share: '', dueAfterDays: '0' }] }, price)).toBe(false);
    expect(amountsMissThePrice(plan, undefined)).toBe(false);
  });

  it('round-trips a saved plan with its id, the first instalment always at 0 days', () => {
    const saved = {
      _id: '01JZ0000000000000000000001',
      name: 'Two parts',
      instalments: [
        { amount: 15000, dueAfterDays: 0 },
        { amount: 9999, dueAfterDays: 45 },
      ],
      overdue: { rule: 'suspend' as const, afterDays: 0 },
    };
    expect(planValues(planDraftFromPlan(saved))).toEqual(saved);
    const typed = { ...blankPlan('x'), instalments: [{ share: '', dueAfterDays: '7' }] };
    expect(planValues(typed).instalments).toEqual([{ percent: Number.NaN, dueAfterDays: 0 }]);
  });
});

describe('where a problem is shown', () => {
  it.each([
    ['plans.1.instalments.2.dueAfterDays', 'plans.1.instalments.2.dueAfterDays'],
    ['plans.0.instalments.1.percent', 'plans.0.instalments.1.share'],
    ['plans.0.instalments.1.amount', 'plans.0.instalments.1.share'],
    ['plans.0.instalments.1', 'plans.0.instalments.1.share'],
    ['plans.0.instalments', 'plans.0.instalments'],
    ['plans.2.overdue.afterDays', 'plans.2.overdue'],
    ['plans.3.name', 'plans.3.name'],
    ['plans.0._id', 'plans.0'],
    ['plans', 'plans'],
    ['price', 'price'],
  ])('the server naming %s shows it at %s', (field, shown) => {
    expect(courseFieldOfServer(field)).toBe(shown);
  });

  it('keeps a course field to its first part, and no field for a whole-form problem', () => {
    expect(courseFieldOf(['features', 2])).toBe('features');
    expect(courseFieldOf([])).toBeUndefined();
    expect(courseFieldOfServer(undefined)).toBeUndefined();
  });
});
