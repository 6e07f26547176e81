import { useState, type FormEvent } from 'react';
import { CONTACT, MOBILE_DIGITS } from '../../../../shared/constants';
import { Dialog } from '../../components/Dialog';
import { TextField } from '../../components/TextField';
import { formatRupees } from '../../lib/format';
import type { DirectCourse } from './direct-courses';
import './course-types.css';

const emptyForm = { firstName: '', surname: '', phoneNumber: '' };

/**
 * Registration for a direct-payment course. The card payment behind Pay Now is not built yet, so a
 * complete form ends with how to finish the enrolment by phone; nothing is sent.
 */
export function EnrollDialog({ course, onClose }: { course: DirectCourse; onClose: () => void }) {
  const [form, setForm] = useState(emptyForm);
  const [includeMaterial, setIncludeMaterial] = useState(false);
  const [showPhoneEnrolment, setShowPhoneEnrolment] = useState(false);
  const materialAddOn = course.withMaterialFees - course.fees;
  const fee = includeMaterial ? course.withMaterialFees : course.fees;

  const setField = (field: keyof typeof emptyForm) => (value: string) => setForm((current) => ({ ...current, [field]: value }));

  function payNow(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (Object.values(form).some((value) => value.trim() === '')) {
      window.alert('Please fill all fields');
      return;
    }
    setShowPhoneEnrolment(true);
  }

  return (
    <Dialog title={`Enroll for ${course.title}`} onClose={onClose}>
      <p className="muted">{course.description}</p>
      <p className="enroll-fee">
        Fee: <strong>{formatRupees(fee)}</strong>
      </p>
      <form className="form" onSubmit={payNow} noValidate>
        {materialAddOn > 0 && (
          <label className="checkbox-field">
            <input type="checkbox" checked={includeMaterial} onChange={(event) => setIncludeMaterial(event.target.checked)} />
            {`Include Material (+ Rs. ${materialAddOn})`}
          </label>
        )}
        <TextField label="First Name" autoComplete="given-name" required value={form.firstName} onChange={setField('firstName')} />
        <TextField label="Surname" autoComplete="family-name" required value={form.surname} onChange={setField('surname')} />
        <TextField
          label="Phone Number"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={MOBILE_DIGITS}
          placeholder={`Enter ${MOBILE_DIGITS}-digit phone number`}
          required
          value={form.phoneNumber}
          onChange={setField('phoneNumber')}
        />
        <div role="status">
          {showPhoneEnrolment && (
            <p className="info-box">
              Online card payment is not available yet. To complete your enrolment in {course.title} ({formatRupees(fee)}),
              please call us on <a href={`tel:${CONTACT.phone.replace(/\s/g, '')}`}>{CONTACT.phone}</a>.
            </p>
          )}
        </div>
        <div className="dialog-actions">
          <button type="button" className="button button-outline" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="button button-primary">
            Pay Now
          </button>
        </div>
      </form>
    </Dialog>
  );
}
