import { useState, type FormEvent } from 'react';
import { MOBILE_DIGITS } from '../../../../shared/constants';
import { priceDirectCourse } from '../../../../shared/direct-courses';
import { createOrderSchema } from '../../../../shared/payment-schemas';
import { Dialog } from '../../components/Dialog';
import { MobileField, TextField } from '../../components/TextField';
import { formatRupees } from '../../lib/format';
import { useT } from '../../lib/i18n';
import { Message } from '../../lib/message';
import type { ReceiptRef } from './card-payment/api';
import { CardPaymentNotice } from './card-payment/CardPaymentNotice';
import { useCardPayment } from './card-payment/use-card-payment';
import type { DirectCourse } from './direct-courses';
import './course-types.css';

const emptyForm = { firstName: '', surname: '', phoneNumber: '' };
type Field = keyof typeof emptyForm;
const FIELD_NAMES: Record<Field, Field> = { firstName: 'firstName', surname: 'surname', phoneNumber: 'phoneNumber' };

interface EnrollDialogProps {
  course: DirectCourse;
  /** The course's title and description in the screen's language. */
  title: string;
  description: string;
  /** The payment went through and its receipt downloaded. */
  onPaid: (receipt: ReceiptRef) => void;
  onClose: () => void;
}

/** Registration and card payment for a direct-payment course (no login needed). */
export function EnrollDialog({ course, title, description, onPaid, onClose }: EnrollDialogProps) {
  const t = useT();
  const [form, setForm] = useState(emptyForm);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [includeMaterial, setIncludeMaterial] = useState(false);
  const payment = useCardPayment(onPaid);
  const busy = payment.state.step !== 'form';
  // The server's own pricing: what the checkout will charge, to the paisa.
  const price = priceDirectCourse(course.id, includeMaterial);
  const fee = price.fee + price.material;

  const setField = (field: Field) => (value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  function payNow(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (Object.values(form).some((value) => value.trim() === '')) {
      // eslint-disable-next-line no-restricted-properties -- spec: alert 'Please fill all fields'
      window.alert(t('enrollDialog.fillAll'));
      return;
    }
    const request = {
      course: course.id,
      name: `${form.firstName.trim()} ${form.surname.trim()}`,
      mobile: form.phoneNumber.trim(),
      includeMaterial,
    };
    // The server's rules for an order, checked before one is made.
    const parsed = createOrderSchema.safeParse(request);
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        // The name sent is first name and surname together: its problems are shown under the first name.
        if (issue.path[0] === 'mobile') found.phoneNumber ??= t('enrollDialog.phoneInvalid', { digits: MOBILE_DIGITS });
        else found.firstName ??= t(issue.code === 'too_big' ? 'form.nameTooLong' : 'form.nameCharacters');
      }
      setErrors(found);
      const invalid = event.currentTarget.elements.namedItem(
        found.firstName ? FIELD_NAMES.firstName : FIELD_NAMES.phoneNumber,
      );
      if (invalid instanceof HTMLInputElement) invalid.focus();
      return;
    }
    void payment.pay({ ...request, title });
  }

  return (
    <Dialog title={t('enrollDialog.title', { title })} onClose={onClose}>
      <p className="muted">{description}</p>
      <p className="enroll-fee">
        <Message id="enrollDialog.fee" values={{ amount: formatRupees(fee) }} components={{ fee: <strong /> }} />
      </p>
      <dl className="enroll-price">
        <div>
          <dt>{t('enrollDialog.gatewayCharge')}</dt>
          <dd>{formatRupees(price.orderAmount - fee)}</dd>
        </div>
        <div className="enroll-total">
          <dt>{t('enrollDialog.total')}</dt>
          <dd>{formatRupees(price.orderAmount)}</dd>
        </div>
      </dl>
      <form className="form" onSubmit={payNow} noValidate>
        {price.course.with_material_fees > price.fee && (
          <label className="checkbox-field">
            <input
              type="checkbox"
              checked={includeMaterial}
              onChange={(event) => setIncludeMaterial(event.target.checked)}
            />
            {t('enrollDialog.material', { rupees: price.course.with_material_fees - price.fee })}
          </label>
        )}
        <TextField
          label={t('enrollDialog.firstName')}
          autoComplete="given-name"
          required
          value={form.firstName}
          onChange={setField('firstName')}
          error={errors.firstName}
          name={FIELD_NAMES.firstName}
        />
        <TextField
          label={t('enrollDialog.surname')}
          autoComplete="family-name"
          required
          value={form.surname}
          onChange={setField('surname')}
        />
        <MobileField
          label={t('enrollDialog.phone')}
          maxLength={MOBILE_DIGITS}
          placeholder={t('enrollDialog.phonePlaceholder', { digits: MOBILE_DIGITS })}
          required
          value={form.phoneNumber}
          onChange={setField('phoneNumber')}
          error={errors.phoneNumber}
          name={FIELD_NAMES.phoneNumber}
        />
        <div role="status">
          <CardPaymentNotice
            state={payment.state}
            onRetryReceipt={(receipt) => void payment.retryReceipt(receipt)}
            onStartOver={payment.reset}
          />
        </div>
        <div className="dialog-actions">
          <button type="button" className="button button-outline" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button type="submit" className="button button-primary" disabled={busy}>
            {payment.state.step === 'paying' ? t('common.processing') : t('enrollDialog.payNow')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
