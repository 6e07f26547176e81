import { type Paise, paise, paiseToRupees } from '#shared/money.js';
import { type FeePlanDraft, planTotal } from '../../lib/course-form/fee-plan-draft';
import type { Translate } from '../../lib/i18n';
import { useT } from '../../lib/i18n';
import { formatRupees } from '../../lib/rupees';

/** Hundredths of a percent as the admin types them: 7000 → '70', 3333 → '33.33'. */
const percentText = (hundredths: number) => String(hundredths / 100);
const rupeeText = (amount: number) => formatRupees(paiseToRupees(paise(amount)));

function totalMessage(plan: FeePlanDraft, price: Paise | undefined, t: Translate): { text: string; adds: boolean } {
  const { kind, total, expected } = planTotal(plan, price);
  if (kind === 'percent') {
    if (total === expected) return { text: t('adminFeePlans.totalPercentExact'), adds: true };
    const values = { total: percentText(total), difference: percentText(Math.abs(total - (expected ?? 0))) };
    const id = total < (expected ?? 0) ? 'adminFeePlans.totalPercentShort' : 'adminFeePlans.totalPercentOver';
    return { text: t(id, values), adds: false };
  }
  if (expected === undefined)
    return { text: t('adminFeePlans.totalAmountNoPrice', { total: rupeeText(total) }), adds: false };
  if (total === expected) return { text: t('adminFeePlans.totalAmountExact', { total: rupeeText(total) }), adds: true };
  const values = {
    total: rupeeText(total),
    price: rupeeText(expected),
    difference: rupeeText(Math.abs(total - expected)),
  };
  const id = total < expected ? 'adminFeePlans.totalAmountShort' : 'adminFeePlans.totalAmountOver';
  return { text: t(id, values), adds: false };
}

/** The instalments added up against 100% or the price, as they are typed: a mismatch shows before saving. */
export function PlanTotalLine({ plan, price }: { plan: FeePlanDraft; price: Paise | undefined }) {
  const t = useT();
  const { text, adds } = totalMessage(plan, price, t);
  return <p className={`fee-plan-total ${adds ? 'fee-plan-total-adds' : 'fee-plan-total-off'}`}>{text}</p>;
}
