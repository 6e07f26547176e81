import { useState, type FormEvent } from 'react';
import { MOBILE_DIGITS } from '../../../../shared/constants';
import { Dialog } from '../../components/Dialog';
import { TextField } from '../../components/TextField';
import { formatRupees } from '../../lib/format';
import { useT } from '../../lib/i18n';
import { Message } from '../../lib/message';
import { CardPaymentNotice } from './card-payment/CardPaymentNotice';
import { useCardPayment } from './card-payment/use-card-payment';
import type { DirectCourse } from './direct-courses';
import './course-types.css';

const emptyForm = { firstName: '', surname: '', phoneNumber: '' };

interface EnrollDialogProps {
  course: DirectCourse;
  /** The course's title and description in the screen's language. */
  title: string;
  description: string;
  onClose: () => void;
}

/** Registration and card payment for a direct-payment course (no login needed). */
export function EnrollDialog({ course, title, description, onClose }: EnrollDialogProps) {
  const t = useT();
  const [form, setForm] = useState(emptyForm);
  const [includeMaterial, setIncludeMaterial] = useState(false);
  const payment = useCardPayment(onClose);
  const busy = payment.state.step !== 'form';
  const materialAddOn = course.with_material_fees - course.fees;
  const fee = includeMaterial ? course.with_material_fees : course.fees;

  const setField = (field: keyof typeof emptyForm) => (value: string) => setForm((current) => ({ ...current, [field]: value }));

  function payNow(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (Object.values(form).some((value) => value.trim() === '')) {
      window.alert(t('enrollDialog.fillAll'));
      return;
    }
    void payment.pay({
      course: course.id,
      title,
      name: `${form.firstName.trim()} ${form.surname.trim()}`,
      mobile: form.phoneNumber.trim(),
      includeMaterial: materialAddOn > 0 && includeMaterial,
    });
  }

  return (
    <Dialog title={t('enrollDialog.title', { title })} onClose={onClose}>
      <p className="muted">{description}</p>
      <p className="enroll-fee">
        <Message id="enrollDialog.fee" values={{ amount: formatRupees(fee) }} components={{ fee: <strong /> }} />
      </p>
      <form className="form" onSubmit={payNow} noValidate>
        {materialAddOn > 0 && (
          <label className="checkbox-field">
            <input type="checkbox" checked={includeMaterial} onChange={(event) => setIncludeMaterial(event.target.checked)} />
            {t('enrollDialog.material', { amount: materialAddOn })}
          </label>
        )}
        <TextField label={t('enrollDialog.firstName')} autoComplete="given-name" required value={form.firstName} onChange={setField('firstName')} />
        <TextField label={t('enrollDialog.surname')} autoComplete="family-name" required value={form.surname} onChange={setField('surname')} />
        <TextField
          label={t('enrollDialog.phone')}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={MOBILE_DIGITS}
          placeholder={t('enrollDialog.phonePlaceholder', { digits: MOBILE_DIGITS })}
          required
          value={form.phoneNumber}
          onChange={setField('phoneNumber')}
        />
        <div role="status">
          <CardPaymentNotice state={payment.state} onRetryReceipt={(receipt) => void payment.retryReceipt(receipt)} onStartOver={payment.reset} />
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
