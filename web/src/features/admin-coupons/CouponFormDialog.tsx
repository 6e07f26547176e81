import { useState, type FormEvent } from 'react';
import { Dialog } from '../../components/Dialog';
import { ErrorBox } from '../../components/ErrorBox';
import { SelectField } from '../../components/SelectField';
import { TextField } from '../../components/TextField';
import { useToast } from '../../components/toast';
import { ApiError } from '../../lib/api';
import { errorMessage } from '../../lib/error-messages';
import type { FieldErrors } from '../../lib/field-errors';
import { useT } from '../../lib/i18n';
import { type AdminCoupon, createCoupon, editCoupon, type Product } from './api';
import {
  type CouponField,
  type CouponForm,
  EMPTY_COUPON_FORM,
  formFieldOf,
  formFromCoupon,
  parseCouponEdit,
  parseNewCoupon,
} from './coupon-form';
import { ProductChoice } from './ProductChoice';

interface CouponFormDialogProps {
  /** The coupon to edit; a new one without. */
  coupon?: AdminCoupon;
  courses: readonly Product[];
  series: readonly Product[];
  onClose: () => void;
  onSaved: (coupon: AdminCoupon) => void;
}

const DISCOUNT_KINDS = ['percent', 'amount'] as const;

/** A new coupon, or an edit of one (everything but its code). */
export function CouponFormDialog({ coupon, courses, series, onClose, onSaved }: CouponFormDialogProps) {
  const t = useT();
  const toast = useToast();
  const [form, setForm] = useState<CouponForm>(() => (coupon ? formFromCoupon(coupon) : EMPTY_COUPON_FORM));
  const [invalid, setInvalid] = useState<FieldErrors<CouponField>>({});
  const [failure, setFailure] = useState<string>();
  const [saving, setSaving] = useState(false);

  function setField<Field extends keyof CouponForm>(field: Field) {
    return (value: CouponForm[Field]) => setForm((current) => ({ ...current, [field]: value }));
  }

  /** The request the form makes, or each field's problem. */
  function request(): { save: () => Promise<AdminCoupon> } | { errors: FieldErrors<CouponField> } {
    if (coupon) {
      const edit = parseCouponEdit(form, t);
      return edit.ok ? { save: () => editCoupon(coupon.code, edit.body) } : edit;
    }
    const created = parseNewCoupon(form, t);
    return created.ok ? { save: () => createCoupon(created.body) } : created;
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(undefined);
    const parsed = request();
    setInvalid('errors' in parsed ? parsed.errors : {});
    if ('errors' in parsed) return;
    setSaving(true);
    try {
      const saved = await parsed.save();
      toast.success(t(coupon ? 'coupons.saved' : 'coupons.created', { code: saved.code }));
      onSaved(saved);
    } catch (error) {
      const message = errorMessage(error, t(coupon ? 'coupons.saveFailed' : 'coupons.createFailed'), t);
      const field = error instanceof ApiError ? formFieldOf(error.field) : undefined;
      if (field) setInvalid({ [field]: message });
      else setFailure(message);
    } finally {
      setSaving(false);
    }
  }

  const title = coupon ? t('coupons.editTitle', { code: coupon.code }) : t('coupons.newTitle');
  return (
    <Dialog title={title} onClose={onClose}>
      {/* Checked against the shared schemas on submit, so the browser's own checks are off. */}
      <form className="form coupon-form" noValidate onSubmit={submit}>
        {failure && <ErrorBox>{failure}</ErrorBox>}
        {!coupon && (
          <TextField
            label={t('coupons.code')}
            value={form.code}
            maxLength={24}
            autoCapitalize="characters"
            onChange={setField('code')}
            error={invalid.code}
            required
          />
        )}
        <div className="coupon-form-row">
          <SelectField
            label={t('coupons.discountKind')}
            value={form.discountKind}
            options={DISCOUNT_KINDS}
            optionLabel={(kind) => t(kind === 'percent' ? 'coupons.percentOff' : 'coupons.amountOff')}
            onChange={setField('discountKind')}
          />
          <TextField
            label={t(form.discountKind === 'percent' ? 'coupons.percent' : 'coupons.amount')}
            type="number"
            inputMode="decimal"
            min={0}
            step={0.01}
            value={form.discount}
            onChange={setField('discount')}
            error={invalid.discount}
            required
          />
        </div>
        <ProductChoice
          form={form}
          courses={courses}
          series={series}
          error={invalid.products}
          onChange={(change) => setForm((current) => ({ ...current, ...change }))}
        />
        <div className="coupon-form-row">
          <TextField
            label={t('coupons.maxUses')}
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            value={form.maxUses}
            onChange={setField('maxUses')}
            error={invalid.maxUses}
          />
          <TextField
            label={t('coupons.perStudent')}
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            value={form.perStudent}
            onChange={setField('perStudent')}
            error={invalid.perStudent}
          />
        </div>
        <div className="coupon-form-row">
          <TextField
            label={t('coupons.validFrom')}
            type="datetime-local"
            value={form.validFrom}
            onChange={setField('validFrom')}
            error={invalid.validFrom}
          />
          <TextField
            label={t('coupons.validUntil')}
            type="datetime-local"
            value={form.validUntil}
            onChange={setField('validUntil')}
            error={invalid.validUntil}
          />
        </div>
        <p className="field-hint">{t('coupons.limitsHint')}</p>
        <div className="coupon-form-actions">
          <button type="button" className="button button-outline" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button type="submit" className="button button-primary" disabled={saving}>
            {saving ? t('coupons.saving') : t(coupon ? 'coupons.save' : 'coupons.create')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
