import { useId } from 'react';
import { MAX_FEE_PLANS } from '#shared/fee-plans.js';
import type { PlanField } from '../../lib/course-form/course-draft';
import {
  blankPlan,
  type FeePlanDraft,
  fullFeePlan,
  threeInstalmentsPlan,
  typedPricePaise,
} from '../../lib/course-form/fee-plan-draft';
import type { FieldErrors } from '../../lib/field-errors';
import { useT } from '../../lib/i18n';
import { FieldError } from '../FieldError';
import { FeePlanEditor } from './FeePlanEditor';
import './course-form.css';

/**
 * The presets' names are content, read by every visitor whatever their language (a plan has one name),
 * so they are the demo data's names, not messages; the admin renames them at will.
 */
const FULL_FEE_NAME = 'Full fee';
const THREE_INSTALMENTS_NAME = '3 instalments';

interface FeePlansEditorProps {
  plans: readonly FeePlanDraft[];
  /** The price as typed: what each instalment comes to, and what a plan by amounts must add up to. */
  price: string;
  onChange: (plans: FeePlanDraft[]) => void;
  errors: FieldErrors<PlanField>;
}

/** A course's or test series' fee plans: added blank or from a common pattern, edited in place, removed. */
export function FeePlansEditor({ plans, price, onChange, errors }: FeePlansEditorProps) {
  const t = useT();
  const errorId = useId();
  const pricePaise = typedPricePaise(price);
  const add = (plan: FeePlanDraft) => onChange([...plans, plan]);

  return (
    <fieldset className="admin-courses-features fee-plans">
      <legend>{t('adminFeePlans.legend')}</legend>
      <p className="field-hint">{t('adminFeePlans.hint')}</p>
      {plans.map((plan, index) => (
        <FeePlanEditor
          // Plans are only added at the end and removed, and every field is controlled: the position is the plan.
          key={index}
          plan={plan}
          index={index}
          price={pricePaise}
          errors={errors}
          onChange={(changed) => onChange(plans.map((existing, at) => (at === index ? changed : existing)))}
          onRemove={() => onChange(plans.filter((_, at) => at !== index))}
        />
      ))}
      <FieldError id={errorId} message={errors.plans} />
      {plans.length < MAX_FEE_PLANS ? (
        <div className="fee-plans-add">
          <button type="button" className="button button-outline" onClick={() => add(blankPlan())}>
            {t('adminFeePlans.addPlan')}
          </button>
          <button type="button" className="button button-outline" onClick={() => add(fullFeePlan(FULL_FEE_NAME))}>
            {t('adminFeePlans.addFullFee')}
          </button>
          <button
            type="button"
            className="button button-outline"
            onClick={() => add(threeInstalmentsPlan(THREE_INSTALMENTS_NAME))}
          >
            {t('adminFeePlans.addThreeInstalments')}
          </button>
        </div>
      ) : (
        <p className="field-hint">{t('adminFeePlans.maxPlans', { count: MAX_FEE_PLANS })}</p>
      )}
    </fieldset>
  );
}
