import { useState, type FormEvent } from 'react';
import { TextField } from '../../../components/TextField';
import { errorMessage } from '../../../lib/error-messages';
import { submitUtr, type UpiReceipt } from './api';
import { useT } from '../../../lib/i18n';

/** The UTR box: disabled submit while empty or submitting; the server's error text in an alert. */
export function UtrForm({ courseId, onSubmitted }: { courseId: string; onSubmitted: (receipt: UpiReceipt) => void }) {
  const [utr, setUtr] = useState('');
  const t = useT();
  const [submitting, setSubmitting] = useState(false);
  const empty = utr.trim() === '';

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (empty || submitting) return;
    setSubmitting(true);
    try {
      onSubmitted(await submitUtr(courseId, utr.trim()));
    } catch (error) {
      window.alert(errorMessage(error, t('utr.failed')));
      setSubmitting(false);
    }
  }

  return (
    <form className="form upi-utr-form" onSubmit={submit} noValidate>
      <TextField label={t('utr.label')} autoComplete="off" placeholder={t('utr.placeholder')} required value={utr} onChange={setUtr} />
      <button type="submit" className="button button-primary button-block" disabled={empty || submitting}>
        {submitting ? t('utr.submitting') : t('utr.submit')}
      </button>
    </form>
  );
}
