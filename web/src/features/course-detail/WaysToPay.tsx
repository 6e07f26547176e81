import { useId } from 'react';
import { type FeePlan, instalmentAmounts } from '#shared/fee-plan-amounts.js';
import { isRupeeAmount, type Paise, paiseToRupees, rupeesToPaise } from '#shared/money.js';
import type { Course } from '#shared/types.js';
import { formatRupees } from '../../lib/rupees';
import { useT } from '../../lib/i18n';

interface PricedPlan {
  plan: FeePlan;
  instalments: { amount: Paise; dueAfterDays: number }[];
}

/** The course's plans with each instalment's amount, split exactly as a checkout quote splits the price. */
function pricedPlans(course: Course): PricedPlan[] {
  if (!course.plans?.length || !isRupeeAmount(course.price)) return [];
  const price = rupeesToPaise(course.price);
  return course.plans.flatMap((plan) => {
    // A plan that no longer fits the price (it changed since) cannot be chosen at checkout either.
    const amounts = instalmentAmounts(plan, price);
    if (!amounts) return [];
    const instalments = plan.instalments.map(({ dueAfterDays }, index) => ({ amount: amounts[index]!, dueAfterDays }));
    return [{ plan, instalments }];
  });
}

/** How the fee may be paid, shown to every visitor before sign-in; nothing when the course has no plans. */
export function WaysToPay({ course }: { course: Course }) {
  const headingId = useId();
  const t = useT();
  const plans = pricedPlans(course);
  if (plans.length === 0) return null;

  return (
    <section className="course-detail-section ways-to-pay" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('waysToPay.heading')}</h2>
      <ul className="ways-to-pay-plans">
        {plans.map(({ plan, instalments }) => (
          <li key={plan._id}>
            <h3>{plan.name}</h3>
            <ol className="ways-to-pay-instalments">
              {instalments.map(({ amount, dueAfterDays }) => {
                const rupees = formatRupees(paiseToRupees(amount));
                return (
                  <li key={dueAfterDays}>
                    {dueAfterDays === 0
                      ? t('waysToPay.atCheckout', { amount: rupees })
                      : t('waysToPay.afterDays', { amount: rupees, days: dueAfterDays })}
                  </li>
                );
              })}
            </ol>
            {plan.overdue.rule === 'suspend' && (
              <p className="ways-to-pay-overdue">{t('waysToPay.suspends', { days: plan.overdue.afterDays })}</p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
