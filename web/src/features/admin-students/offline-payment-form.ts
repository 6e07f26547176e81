import {
  offlinePaymentSchema,
  type OfflinePaymentInput,
  type OfflinePaymentMode,
} from '../../../../shared/admin-schemas';
import { todayInIndia } from '../../../../shared/india-time';
import { fieldErrors, type FieldErrors } from '../../lib/field-errors';

/** What an office payment pays for. */
export type OfflineProductKind = 'course' | 'test-series';

/** What the form holds: the amount stays text while typed and becomes a number on submit. */
export interface OfflinePaymentForm {
  product: OfflineProductKind;
  courseId: string;
  seriesId: string;
  mode: OfflinePaymentMode;
  amount: string;
  /** 'YYYY-MM-DD', the day the money was received. */
  paidOn: string;
  reference: string;
  note: string;
}

export type OfflinePaymentField = Exclude<keyof OfflinePaymentForm, 'product'>;

export function emptyOfflinePaymentForm(today: string = todayInIndia()): OfflinePaymentForm {
  return {
    product: 'course',
    courseId: '',
    seriesId: '',
    mode: 'cash',
    amount: '',
    paidOn: today,
    reference: '',
    note: '',
  };
}

export type ParsedOfflinePaymentForm =
  | { ok: true; input: OfflinePaymentInput }
  | { ok: false; errors: FieldErrors<OfflinePaymentField> };

/** The body to send, checked by the server's own schema, or each field's problem. */
export function parseOfflinePaymentForm(form: OfflinePaymentForm): ParsedOfflinePaymentForm {
  const { product, courseId, seriesId, ...rest } = form;
  const result = offlinePaymentSchema.safeParse({
    ...rest,
    // The one the admin chose; the other is left out, as the server wants exactly one.
    ...(product === 'test-series' ? { seriesId } : { courseId }),
    amount: form.amount.trim() === '' ? undefined : Number(form.amount),
    note: form.note.trim() === '' ? undefined : form.note,
  });
  return result.success
    ? { ok: true, input: result.data }
    : { ok: false, errors: fieldErrors<OfflinePaymentField>(result.error.issues) };
}

const FORM_FIELDS: readonly string[] = [
  'courseId',
  'seriesId',
  'mode',
  'amount',
  'paidOn',
  'reference',
  'note',
] satisfies OfflinePaymentField[];

export function isOfflinePaymentField(field: string | undefined): field is OfflinePaymentField {
  return field !== undefined && FORM_FIELDS.includes(field);
}
