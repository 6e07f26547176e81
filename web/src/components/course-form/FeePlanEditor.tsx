import { useId } from 'react';
import type { FeePlanKind } from '#shared/fee-plan-amounts.js';
import { MAX_INSTALMENTS } from '#shared/fee-plans.js';
import { type Paise, paiseToRupees } from '#shared/money.js';
import type { PlanField } from '../../lib/course-form/course-draft';
import {
  addInstalment,
  type FeePlanDraft,
  type InstalmentDraft,
  instalmentRupees,
  removeInstalment,
  withKind,
} from '../../lib/course-form/fee-plan-draft';
import type { FieldErrors } from '../../lib/field-errors';
import { useT } from '../../lib/i18n';
import { formatRupees } from '../../lib/rupees';
import { FieldError } from '../FieldError';
import { SelectField } from '../SelectField';
import { TextField } from '../TextField';
import { PlanTotalLine } from './PlanTotalLine';

const KINDS: readonly FeePlanKind[] = ['percent', 'amount'];

interface FeePlanEditorProps {
  plan: FeePlanDraft;
  /** The plan's place in the list: its number on screen, and its place in the fields' paths. */
  index: number;
  price: Paise | undefined;
  errors: FieldErrors<PlanField>;
  onChange: (plan: FeePlanDraft) => void;
  onRemove: () => void;
}

/** One fee plan: its name, its instalments with what each comes to, and what happens when one is late. */
export function FeePlanEditor({ plan, index, price, errors, onChange, onRemove }: FeePlanEditorProps) {
  const t = useT();
  const overdueName = useId();
  const planErrorId = useId();
  const instalmentsErrorId = useId();
  const number = index + 1;
  const errorAt = (path: string) => errors[`plans.${index}.${path}`];
  const amounts = instalmentRupees(plan, price);
  const setInstalment = (row: number, patch: Partial<InstalmentDraft>) =>
    onChange({ ...plan, instalments: plan.instalments.map((old, at) => (at === row ? { ...old, ...patch } : old)) });

  return (
    <fieldset className="fee-plan">
      <legend>{t('adminFeePlans.planNumber', { number })}</legend>
      {/* A problem with the plan as a whole (an id the server did not give it). */}
      <FieldError id={planErrorId} message={errors[`plans.${index}`]} />
      <TextField
        label={t('adminFeePlans.name')}
        value={plan.name}
        onChange={(name) => onChange({ ...plan, name })}
        error={errorAt('name')}
      />
      <SelectField
        label={t('adminFeePlans.kind')}
        value={plan.kind}
        options={KINDS}
        optionLabel={(kind) => t(kind === 'percent' ? 'adminFeePlans.kindPercent' : 'adminFeePlans.kindAmount')}
        onChange={(kind) => onChange(withKind(plan, kind, price))}
      />
      <ol className="fee-plan-instalments" aria-label={t('adminFeePlans.instalments')}>
        {plan.instalments.map((instalment, row) => (
          <InstalmentRow
            // Rows are only added at the end and removed, and every field is controlled.
            key={row}
            instalment={instalment}
            number={row + 1}
            kind={plan.kind}
            amount={amounts[row]}
            errorAt={(field) => errorAt(`instalments.${row}.${field}`)}
            onChange={(patch) => setInstalment(row, patch)}
            onRemove={row === 0 ? undefined : () => onChange(removeInstalment(plan, row))}
          />
        ))}
      </ol>
      {plan.instalments.length < MAX_INSTALMENTS && (
        <button
          type="button"
          className="button button-outline fee-plan-add-instalment"
          onClick={() => onChange(addInstalment(plan))}
        >
          {t('adminFeePlans.addInstalment')}
        </button>
      )}
      <PlanTotalLine plan={plan} price={price} />
      <FieldError id={instalmentsErrorId} message={errorAt('instalments')} />
      <fieldset className="fee-plan-overdue">
        <legend>{t('adminFeePlans.overdueLegend')}</legend>
        <label>
          <input
            type="radio"
            name={overdueName}
            checked={plan.overdue === 'keep-access'}
            onChange={() => onChange({ ...plan, overdue: 'keep-access' })}
          />
          <span>{t('adminFeePlans.keepAccess')}</span>
        </label>
        <label>
          <input
            type="radio"
            name={overdueName}
            checked={plan.overdue === 'suspend'}
            onChange={() => onChange({ ...plan, overdue: 'suspend' })}
          />
          <span>{t('adminFeePlans.suspend')}</span>
        </label>
        {plan.overdue === 'suspend' && (
          <TextField
            label={t('adminFeePlans.suspendDays')}
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            value={plan.suspendAfterDays}
            onChange={(suspendAfterDays) => onChange({ ...plan, suspendAfterDays })}
            error={errorAt('overdue')}
          />
        )}
      </fieldset>
      <button
        type="button"
        className="link-button fee-plan-remove"
        aria-label={t('adminFeePlans.removePlanNumber', { number })}
        onClick={onRemove}
      >
        {t('adminFeePlans.removePlan')}
      </button>
    </fieldset>
  );
}

interface InstalmentRowProps {
  instalment: InstalmentDraft;
  number: number;
  kind: FeePlanKind;
  /** What the instalment comes to for the typed price (a plan by percentages), when it can be said. */
  amount: Paise | undefined;
  errorAt: (field: 'share' | 'dueAfterDays') => string | undefined;
  onChange: (patch: Partial<InstalmentDraft>) => void;
  /** Absent for the first instalment: a plan always has one, paid at checkout. */
  onRemove: (() => void) | undefined;
}

function InstalmentRow({ instalment, number, kind, amount, errorAt, onChange, onRemove }: InstalmentRowProps) {
  const t = useT();
  const comesToId = useId();
  return (
    <li className="fee-plan-instalment">
      <TextField
        label={t(kind === 'percent' ? 'adminFeePlans.sharePercent' : 'adminFeePlans.shareAmount', { number })}
        type="number"
        inputMode="decimal"
        min={0}
        step={0.01}
        value={instalment.share}
        onChange={(share) => onChange({ share })}
        error={errorAt('share')}
        aria-describedby={amount === undefined ? undefined : comesToId}
      />
      {onRemove ? (
        <TextField
          label={t('adminFeePlans.days', { number })}
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          value={instalment.dueAfterDays}
          onChange={(dueAfterDays) => onChange({ dueAfterDays })}
          error={errorAt('dueAfterDays')}
        />
      ) : (
        <p className="fee-plan-at-checkout">{t('adminFeePlans.atCheckout')}</p>
      )}
      <p id={comesToId} className="fee-plan-comes-to">
        {amount === undefined ? '' : t('adminFeePlans.comesTo', { amount: formatRupees(paiseToRupees(amount)) })}
      </p>
      {onRemove && (
        <button
          type="button"
          className="link-button"
          aria-label={t('adminFeePlans.removeInstalment', { number })}
          onClick={onRemove}
        >
          {t('adminFeePlans.remove')}
        </button>
      )}
    </li>
  );
}
