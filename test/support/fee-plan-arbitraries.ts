import fc from 'fast-check';
import type { FeePlanInstalment } from '#shared/fee-plans.js';
import { paise, paiseToRupees } from '#shared/money.js';

/** Any plan an admin could build: 1–12 instalments, due on strictly later days, adding up exactly. */
export const arbitraryPlanInstalments = (price: number): fc.Arbitrary<FeePlanInstalment[]> =>
  fc.integer({ min: 1, max: Math.min(12, Math.max(1, price)) }).chain((count) =>
    fc
      .record({
        byPercent: price === 0 ? fc.constant(true) : fc.boolean(),
        percentCuts: fc.uniqueArray(fc.integer({ min: 1, max: 9999 }), { minLength: count - 1, maxLength: count - 1 }),
        amountCuts: fc.uniqueArray(fc.integer({ min: 1, max: Math.max(1, price - 1) }), {
          minLength: count - 1,
          maxLength: count - 1,
        }),
        days: fc.uniqueArray(fc.integer({ min: 1, max: 730 }), { minLength: count - 1, maxLength: count - 1 }),
      })
      .map(({ byPercent, percentCuts, amountCuts, days }) => {
        const whole = byPercent ? 10_000 : price;
        const cuts = [0, ...(byPercent ? percentCuts : amountCuts).sort((a, b) => a - b), whole];
        const dueDays = [0, ...days.sort((a, b) => a - b)];
        return cuts.slice(1).map((cut, index) => {
          const share = cut - (cuts[index] ?? 0);
          const dueAfterDays = dueDays[index] ?? 0;
          return byPercent
            ? { percent: share / 100, dueAfterDays }
            : { amount: paiseToRupees(paise(share)), dueAfterDays };
        });
      }),
  );
