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
import { recordOfflinePayment, type AdminPayment } from './api';
import {
  emptyOfflinePaymentForm,
  isOfflinePaymentField,
  parseOfflinePaymentForm,
  type OfflinePaymentField,
  type OfflinePaymentForm as Form,
} from './offline-payment-form';

interface OfflinePaymentFormProps {
  studentId: string;
  /** Courses the student is already enrolled in, marked in the course list. */
  enrolledCourseIds: ReadonlySet<string>;
  onRecorded: (payment: AdminPayment) => void;
}

/** Cash at the office or a bank transfer: recorded as an approved payment that enrols the student. */
export function OfflinePaymentForm({ studentId, enrolledCourseIds, onRecorded }: OfflinePaymentFormProps) {
  const courses = useData(fetchAdminCourses);
  if (courses.status === 'loading') return <Spinner label="Loading courses..." />;
  if (courses.status === 'error') return <LoadError message="Failed to load courses" onRetry={courses.retry} />;
  if (courses.data.length === 0) return <p className="muted">There are no courses to record a payment for.</p>;
  return (
    <OfflinePaymentFields
      studentId={studentId}
      courses={courses.data}
      enrolledCourseIds={enrolledCourseIds}
      onRecorded={onRecorded}
    />
  );
}

function OfflinePaymentFields({
  studentId,
  courses,
  enrolledCourseIds,
  onRecorded,
}: OfflinePaymentFormProps & { courses: readonly AdminCourse[] }) {
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

  function chooseCourse(courseId: string) {
    const course = courses.find((candidate) => candidate._id === courseId);
    // Worked out here, not in a state updater: React may run an updater twice, and this one writes a ref.
    const amountWasFilled = form.amount === '' || form.amount === filledAmount.current;
    if (course && amountWasFilled) filledAmount.current = String(course.price);
    setForm({ ...form, courseId, amount: course && amountWasFilled ? filledAmount.current : form.amount });
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
      const payment = await recordOfflinePayment(studentId, parsed.input);
      filledAmount.current = '';
      setForm((current) => ({ ...emptyOfflinePaymentForm(), mode: current.mode, paidOn: current.paidOn }));
      onRecorded(payment);
    } catch (error) {
      showFailure(error);
    } finally {
      setSaving(false);
    }
  }

  function showFailure(error: unknown) {
    const message = errorMessage(error, 'Failed to record the payment');
    const repeated = error instanceof ApiError && error.status === 409 && error.code !== 'already_enrolled';
    if (error instanceof ApiError && isOfflinePaymentField(error.field)) {
      setInvalid({ [error.field]: message });
      if (!repeated) return;
    } else if (repeated) {
      // A reference counts once per student: the same cash receipt or transfer must not be recorded twice.
      setInvalid({ reference: message });
    }
    setFailure(repeated ? `Not recorded: ${message}` : message);
  }

  const courseIds = ['', ...courses.map((course) => course._id)];
  const courseLabel = (courseId: string) => {
    const course = courses.find((candidate) => candidate._id === courseId);
    if (!course) return 'Choose a course';
    return `${course.title} (${formatRupees(course.price)})${enrolledCourseIds.has(course._id) ? ', enrolled' : ''}`;
  };

  return (
    // Checked against the shared schema on submit, so the browser's own checks are off.
    <form className="form offline-payment-form" noValidate onSubmit={submit}>
      {failure && <ErrorBox>{failure}</ErrorBox>}
      <SelectField
        label="Course"
        value={form.courseId}
        options={courseIds}
        optionLabel={courseLabel}
        onChange={chooseCourse}
        error={invalid.courseId}
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
        The cash receipt book number or the bank transfer's reference. Each reference is recorded once per student.
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
