import { useState, type FormEvent } from 'react';
import { MOBILE_DIGITS } from '../../../../shared/constants';
import { priceDirectCourse } from '../../../../shared/direct-courses';
import { buysPrintedMaterial, createOrderSchema } from '../../../../shared/payment-schemas';
import { Dialog } from '../../components/Dialog';
import { TextAreaField } from '../../components/TextAreaField';
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
/** Asked only when printed material is bought: where the courier takes it. */
const emptyDelivery = { deliveryAddress: '', pinCode: '', email: '' };
type DeliveryField = keyof typeof emptyDelivery;
const DELIVERY_FIELDS = Object.keys(emptyDelivery) as DeliveryField[];
const isDeliveryField = (name: unknown): name is DeliveryField => DELIVERY_FIELDS.includes(name as DeliveryField);

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
  const [errors, setErrors] = useState<Partial<Record<Field | DeliveryField, string>>>({});
  const [includeMaterial, setIncludeMaterial] = useState(false);
  const [delivery, setDelivery] = useState(emptyDelivery);
  const asksDelivery = buysPrintedMaterial({ course: course.id, includeMaterial });
  const payment = useCardPayment(onPaid);
  const busy = payment.state.step !== 'form';
  // The server's own pricing: what the checkout will charge, to the paisa.
  const price = priceDirectCourse(course.id, includeMaterial);
  const fee = price.fee + price.material;

  const setField = (field: Field) => (value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const setDeliveryField = (field: DeliveryField) => (value: string) => {
    setDelivery((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  function deliveryError(field: DeliveryField, code: string | undefined): string {
    if (delivery[field].trim() === '') return t('enrollDialog.deliveryRequired');
    if (field === 'pinCode') return t('enrollDialog.pinCodeInvalid');
    if (field === 'email') return t('enrollDialog.emailInvalid');
    return t(code === 'too_big' ? 'enrollDialog.addressTooLong' : 'form.nameCharacters');
  }

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
      ...(asksDelivery ? delivery : {}),
    };
    // The server's rules for an order, checked before one is made.
    const parsed = createOrderSchema.safeParse(request);
    if (!parsed.success) {
      const found: Partial<Record<Field | DeliveryField, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        // The name sent is first name and surname together: its problems are shown under the first name.
        if (field === 'mobile') found.phoneNumber ??= t('enrollDialog.phoneInvalid', { digits: MOBILE_DIGITS });
        else if (isDeliveryField(field)) found[field] ??= deliveryError(field, issue.code);
        else found.firstName ??= t(issue.code === 'too_big' ? 'form.nameTooLong' : 'form.nameCharacters');
      }
      setErrors(found);
      const order: (Field | DeliveryField)[] = ['firstName', 'phoneNumber', ...DELIVERY_FIELDS];
      const firstInvalid = order.find((field) => found[field]);
      const invalid = firstInvalid && event.currentTarget.elements.namedItem(firstInvalid);
      if (invalid instanceof HTMLInputElement || invalid instanceof HTMLTextAreaElement) invalid.focus();
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
        {asksDelivery && (
          <fieldset className="enroll-delivery">
            <legend>{t('enrollDialog.deliveryHeading')}</legend>
            <TextAreaField
              label={t('enrollDialog.deliveryAddress')}
              autoComplete="street-address"
              required
              rows={3}
              maxLength={300}
              value={delivery.deliveryAddress}
              onChange={setDeliveryField('deliveryAddress')}
              error={errors.deliveryAddress}
              name="deliveryAddress"
            />
            <TextField
              label={t('enrollDialog.pinCode')}
              inputMode="numeric"
              autoComplete="postal-code"
              required
              value={delivery.pinCode}
              onChange={setDeliveryField('pinCode')}
              error={errors.pinCode}
              name="pinCode"
            />
            <TextField
              label={t('enrollDialog.email')}
              type="email"
              autoComplete="email"
              required
              value={delivery.email}
              onChange={setDeliveryField('email')}
              error={errors.email}
              name="email"
            />
          </fieldset>
        )}
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
