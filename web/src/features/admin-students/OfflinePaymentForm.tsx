import { useId, useRef, useState, type FormEvent } from 'react';
import { OFFLINE_PAYMENT_MODES } from '../../../../shared/admin-schemas';
import { todayInIndia } from '../../../../shared/india-time';
import { ErrorBox } from '../../components/ErrorBox';
import { LoadError } from '../../components/LoadError';
import { SelectField } from '../../components/SelectField';
import { Spinner } from '../../components/Spinner';
import { TextAreaField } from '../../components/TextAreaField';
import { TextField } from '../../components/TextField';
import { fetchAdminCourses, type AdminCourse } from '../../lib/admin-courses';
import { ApiError } from '../../lib/api';
import { errorMessage } from '../../lib/error-messages';
import type { FieldErrors } from '../../lib/field-errors';
import { formatRupees } from '../../lib/format';
import { OFFLINE_MODE_LABELS } from '../../lib/payment-labels';
import { useData } from '../../lib/use-data';
import type { TestSeries } from '../../../../shared/types';
import { fetchAllTestSeries, recordOfflinePayment, type AdminPayment } from './api';
import {
  emptyOfflinePaymentForm,
  isOfflinePaymentField,
  parseOfflinePaymentForm,
  type OfflinePaymentField,
  type OfflinePaymentForm as Form,
  type OfflineProductKind,
} from './offline-payment-form';

const PRODUCT_LABELS: Record<OfflineProductKind, string> = { course: 'A course', 'test-series': 'A test series' };
const PRODUCT_KINDS = Object.keys(PRODUCT_LABELS) as OfflineProductKind[];

/** A course or test series the office takes money for: what the choice lists show. */
interface Product {
  _id: string;
  title: string;
  price: number;
}

interface OfflinePaymentFormProps {
  studentId: string;
  /** Courses the student is already enrolled in, marked in the course list. */
  enrolledCourseIds: ReadonlySet<string>;
  /** `alreadyRecorded`: the same payment had been recorded before (a retry); this is the one recorded then. */
  onRecorded: (payment: AdminPayment, alreadyRecorded: boolean) => void;
}

/** Cash at the office or a bank transfer: recorded as an approved payment that gives the student a course or a test series. */
export function OfflinePaymentForm({ studentId, enrolledCourseIds, onRecorded }: OfflinePaymentFormProps) {
  const courses = useData(fetchAdminCourses);
  const series = useData(fetchAllTestSeries);
  if (courses.status === 'loading' || series.status === 'loading')
    return <Spinner label="Loading courses and test series..." />;
  if (courses.status === 'error') return <LoadError message="Failed to load courses" onRetry={courses.retry} />;
  if (series.status === 'error') return <LoadError message="Failed to load test series" onRetry={series.retry} />;
  if (courses.data.length === 0 && series.data.length === 0)
    return <p className="muted">There are no courses or test series to record a payment for.</p>;
  return (
    <OfflinePaymentFields
      studentId={studentId}
      courses={courses.data}
      series={series.data}
      enrolledCourseIds={enrolledCourseIds}
      onRecorded={onRecorded}
    />
  );
}

function OfflinePaymentFields({
  studentId,
  courses,
  series,
  enrolledCourseIds,
  onRecorded,
}: OfflinePaymentFormProps & { courses: readonly AdminCourse[]; series: readonly TestSeries[] }) {
  const [form, setForm] = useState<Form>(() => emptyOfflinePaymentForm());
  const [invalid, setInvalid] = useState<FieldErrors<OfflinePaymentField>>({});
  const [failure, setFailure] = useState<string>();
  const [saving, setSaving] = useState(false);
  const referenceHintId = useId();
  // The amount the course choice filled in, so choosing another course replaces it but never what the admin typed.
  const filledAmount = useRef('');

  function setField<Field extends OfflinePaymentField>(field: Field) {
    return (value: Form[Field]) => setForm((current) => ({ ...current, [field]: value }));
  }

  const products: readonly Product[] = form.product === 'test-series' ? series : courses;
  const idField = form.product === 'test-series' ? 'seriesId' : 'courseId';

  function chooseProduct(id: string) {
    const product = products.find((candidate) => candidate._id === id);
    // Worked out here, not in a state updater: React may run an updater twice, and this one writes a ref.
    const amountWasFilled = form.amount === '' || form.amount === filledAmount.current;
    if (product && amountWasFilled) filledAmount.current = String(product.price);
    setForm({ ...form, [idField]: id, amount: product && amountWasFilled ? filledAmount.current : form.amount });
  }

  function chooseKind(product: OfflineProductKind) {
    const amountWasFilled = form.amount === filledAmount.current;
    filledAmount.current = '';
    setForm({ ...form, product, courseId: '', seriesId: '', amount: amountWasFilled ? '' : form.amount });
    setInvalid({});
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(undefined);
    const parsed = parseOfflinePaymentForm(form);
    if (!parsed.ok) {
      setInvalid(parsed.errors);
      return;
    }
    setInvalid({});
    setSaving(true);
    try {
      const { payment, alreadyRecorded } = await recordOfflinePayment(studentId, parsed.input);
      filledAmount.current = '';
      setForm((current) => ({
        ...emptyOfflinePaymentForm(),
        product: current.product,
        mode: current.mode,
        paidOn: current.paidOn,
      }));
      onRecorded(payment, alreadyRecorded);
    } catch (error) {
      showFailure(error);
    } finally {
      setSaving(false);
    }
  }

  function showFailure(error: unknown) {
    const message = errorMessage(error, 'Failed to record the payment');
    const field = error instanceof ApiError ? error.field : undefined;
    if (isOfflinePaymentField(field)) {
      // The server names the course field when neither or both were sent: it is the one on screen.
      setInvalid({ [field === 'courseId' || field === 'seriesId' ? idField : field]: message });
      return;
    }
    setFailure(message);
  }

  const productIds = ['', ...products.map((product) => product._id)];
  const productLabel = (id: string) => {
    const product = products.find((candidate) => candidate._id === id);
    if (!product) return form.product === 'test-series' ? 'Choose a test series' : 'Choose a course';
    const enrolled = form.product === 'course' && enrolledCourseIds.has(product._id);
    return `${product.title} (${formatRupees(product.price)})${enrolled ? ', enrolled' : ''}`;
  };

  return (
    // Checked against the shared schema on submit, so the browser's own checks are off.
    <form className="form offline-payment-form" noValidate onSubmit={submit}>
      {failure && <ErrorBox>{failure}</ErrorBox>}
      <SelectField
        label="Pays for"
        value={form.product}
        options={PRODUCT_KINDS}
        optionLabel={(kind) => PRODUCT_LABELS[kind]}
        onChange={chooseKind}
      />
      <SelectField
        label={form.product === 'test-series' ? 'Test series' : 'Course'}
        value={form[idField]}
        options={productIds}
        optionLabel={productLabel}
        onChange={chooseProduct}
        error={invalid[idField]}
        required
      />
      <div className="offline-payment-row">
        <SelectField
          label="Mode"
          value={form.mode}
          options={OFFLINE_PAYMENT_MODES}
          optionLabel={(mode) => OFFLINE_MODE_LABELS[mode]}
          onChange={setField('mode')}
          error={invalid.mode}
          required
        />
        <TextField
          label="Amount (₹)"
          type="number"
          inputMode="decimal"
          min={0}
          step={0.01}
          value={form.amount}
          onChange={setField('amount')}
          error={invalid.amount}
          required
        />
      </div>
      <div className="offline-payment-row">
        <TextField
          label="Payment date"
          type="date"
          max={todayInIndia()}
          value={form.paidOn}
          onChange={setField('paidOn')}
          error={invalid.paidOn}
          required
        />
        <TextField
          label="Reference"
          value={form.reference}
          maxLength={64}
          onChange={setField('reference')}
          error={invalid.reference}
          aria-describedby={referenceHintId}
          required
        />
      </div>
      <p id={referenceHintId} className="field-hint">
        The cash receipt book number or the bank transfer's reference. The same reference, day and amount is one
        payment: sending it again records nothing new.
      </p>
      <TextAreaField
        label="Note"
        value={form.note}
        maxLength={500}
        onChange={setField('note')}
        error={invalid.note}
        rows={2}
      />
      <div>
        <button type="submit" className="button button-primary" disabled={saving}>
          {saving ? 'Recording...' : 'Record Payment'}
        </button>
      </div>
    </form>
  );
}
