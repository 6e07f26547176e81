import { useState, type FormEvent } from 'react';
import { TextField } from '../../../components/TextField';
import { errorMessage } from '../../../lib/error-messages';
import { submitUtr, type UpiReceipt } from './api';

/** The UTR box: disabled submit while empty or submitting; the server's error text in an alert. */
export function UtrForm({ courseId, onSubmitted }: { courseId: string; onSubmitted: (receipt: UpiReceipt) => void }) {
  const [utr, setUtr] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const empty = utr.trim() === '';

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (empty || submitting) return;
    setSubmitting(true);
    try {
      onSubmitted(await submitUtr(courseId, utr.trim()));
    } catch (error) {
      window.alert(errorMessage(error, 'Failed to submit UTR. Please check and retry.'));
      setSubmitting(false);
    }
  }

  return (
    <form className="form upi-utr-form" onSubmit={submit} noValidate>
      <TextField label="UTR Number" autoComplete="off" placeholder="12-digit UTR from your UPI app" required value={utr} onChange={setUtr} />
      <button type="submit" className="button button-primary button-block" disabled={empty || submitting}>
        {submitting ? 'Submitting...' : 'Submit UTR'}
      </button>
    </form>
  );
}
