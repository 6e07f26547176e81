import {
  type AdminCoupon,
  couponEditSchema,
  type CouponEditValues,
  couponInputSchema,
  type CouponFormValues,
} from '../../../../shared/coupons';
import { isErrorCode } from '../../../../shared/error-codes';
import { indiaWallClock } from '../../../../shared/india-time';
import { errorMessageId } from '../../lib/error-messages';
import type { FieldErrors } from '../../lib/field-errors';
import type { MessageId, Translate } from '../../lib/i18n';

/** What the coupon form holds: numbers stay text while typed, times are India's wall clock ('2026-06-01T09:00'). */
export interface CouponForm {
  code: string;
  discountKind: 'percent' | 'amount';
  discount: string;
  /** For every course and test series, or only those chosen. */
  scope: 'all' | 'chosen';
  courseIds: string[];
  seriesIds: string[];
  maxUses: string;
  perStudent: string;
  validFrom: string;
  validUntil: string;
}

export type CouponField = 'code' | 'discount' | 'products' | 'maxUses' | 'perStudent' | 'validFrom' | 'validUntil';

export const EMPTY_COUPON_FORM: CouponForm = {
  code: '',
  discountKind: 'percent',
  discount: '',
  scope: 'all',
  courseIds: [],
  seriesIds: [],
  maxUses: '',
  perStudent: '',
  validFrom: '',
  validUntil: '',
};

/** An instant as the datetime-local field shows it: India's wall clock, to the minute. */
const wallClockOf = (iso: string | undefined) => (iso ? indiaWallClock(new Date(iso)).toISOString().slice(0, 16) : '');

export function formFromCoupon(coupon: AdminCoupon): CouponForm {
  const chosen = coupon.courseIds !== undefined || coupon.seriesIds !== undefined;
  return {
    code: coupon.code,
    discountKind: coupon.percentOff !== undefined ? 'percent' : 'amount',
    discount: String(coupon.percentOff ?? coupon.amountOff ?? ''),
    scope: chosen ? 'chosen' : 'all',
    courseIds: coupon.courseIds ?? [],
    seriesIds: coupon.seriesIds ?? [],
    maxUses: coupon.maxUses === undefined ? '' : String(coupon.maxUses),
    perStudent: coupon.perStudent === undefined ? '' : String(coupon.perStudent),
    validFrom: wallClockOf(coupon.validFrom),
    validUntil: wallClockOf(coupon.validUntil),
  };
}

const number = (text: string) => (text.trim() === '' ? undefined : Number(text));
/** India's wall clock as an instant with its zone, as the API takes it. */
const instant = (wallClock: string) => (wallClock ? `${wallClock}:00+05:30` : undefined);

/** The limits as the form sets them: undefined for none. */
function limitsOf(form: CouponForm) {
  const chosen = form.scope === 'chosen';
  return {
    courseIds: chosen && form.courseIds.length > 0 ? form.courseIds : undefined,
    seriesIds: chosen && form.seriesIds.length > 0 ? form.seriesIds : undefined,
    maxUses: number(form.maxUses),
    perStudent: number(form.perStudent),
    validFrom: instant(form.validFrom),
    validUntil: instant(form.validUntil),
  };
}

const discountOf = (form: CouponForm) =>
  form.discountKind === 'percent' ? { percentOff: number(form.discount) } : { amountOff: number(form.discount) };

/** The form field a body field (or a server's `field`) belongs to; '' is the whole body (one discount or two). */
export function formFieldOf(field: string | undefined): CouponField | undefined {
  if (field === undefined) return undefined;
  const name = field.split('.')[0];
  if (name === '' || name === 'percentOff' || name === 'amountOff') return 'discount';
  if (name === 'courseIds' || name === 'seriesIds') return 'products';
  return (['code', 'maxUses', 'perStudent', 'validFrom', 'validUntil'] as const).find((known) => known === name);
}

/** Each field's own sentence, for the schema's issues that carry no code of their own. */
const FIELD_MESSAGES: Record<Exclude<CouponField, 'discount'>, MessageId> = {
  code: 'error.validation.coupon_code',
  products: 'coupons.invalid.products',
  maxUses: 'coupons.invalid.maxUses',
  perStudent: 'coupons.invalid.perStudent',
  validFrom: 'coupons.invalid.date',
  validUntil: 'coupons.invalid.date',
};

const discountMessage = (form: CouponForm, t: Translate) =>
  t(form.discountKind === 'percent' ? 'coupons.invalid.percentOff' : 'coupons.invalid.amountOff');

interface Issue {
  path: readonly PropertyKey[];
  params?: { code?: unknown };
}

/** The schema's issues as one message per field, in the screen's language. */
function issueMessages(issues: readonly Issue[], form: CouponForm, t: Translate): FieldErrors<CouponField> {
  const errors: FieldErrors<CouponField> = {};
  for (const issue of issues) {
    const field = formFieldOf(issue.path.map(String).join('.'));
    if (!field || errors[field]) continue;
    const code = issue.params?.code;
    if (isErrorCode(code)) errors[field] = t(errorMessageId(code));
    else errors[field] = field === 'discount' ? discountMessage(form, t) : t(FIELD_MESSAGES[field]);
  }
  return errors;
}

const noneChosen = (form: CouponForm) =>
  form.scope === 'chosen' && form.courseIds.length === 0 && form.seriesIds.length === 0;

export type Parsed<Body> = { ok: true; body: Body } | { ok: false; errors: FieldErrors<CouponField> };

/** The new coupon to send, or each field's problem. */
export function parseNewCoupon(form: CouponForm, t: Translate): Parsed<CouponFormValues> {
  const body = { code: form.code, ...discountOf(form), ...limitsOf(form) };
  const result = couponInputSchema.safeParse(body);
  const errors = result.success ? {} : issueMessages(result.error.issues, form, t);
  if (noneChosen(form)) errors.products ??= t('coupons.invalid.products');
  return Object.keys(errors).length === 0 ? { ok: true, body } : { ok: false, errors };
}

/** The edit to send (every field, a limit left empty as null so it is taken away), or each field's problem. */
export function parseCouponEdit(form: CouponForm, t: Translate): Parsed<CouponEditValues> {
  const limits = limitsOf(form);
  const body: CouponEditValues = {
    ...discountOf(form),
    ...Object.fromEntries(Object.entries(limits).map(([name, value]) => [name, value ?? null])),
  };
  const result = couponEditSchema.safeParse(body);
  const errors = result.success ? {} : issueMessages(result.error.issues, form, t);
  if (noneChosen(form)) errors.products ??= t('coupons.invalid.products');
  if (body.percentOff === undefined && body.amountOff === undefined) errors.discount ??= discountMessage(form, t);
  return Object.keys(errors).length === 0 ? { ok: true, body } : { ok: false, errors };
}
