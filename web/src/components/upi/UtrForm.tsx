import { useState, type FormEvent } from 'react';
import type { UpiReceipt } from '#shared/types.js';
import { TextField } from '../TextField';
import { UtrWhere } from './UtrWhere';
import { errorMessage } from '../../lib/error-messages';
import { useT } from '../../lib/i18n';

interface UtrFormProps {
  /** Sends the trimmed UTR to the server: a course's or a test series' route. */
  submit: (utrNumber: string) => Promise<UpiReceipt>;
  onSubmitted: (receipt: UpiReceipt) => void;
}

/** The UTR box and where to find the UTR: disabled submit while empty or submitting; the server's error text in an alert (spec section 8). */
export function UtrForm({ submit, onSubmitted }: UtrFormProps) {
  const [utr, setUtr] = useState('');
  const t = useT();
  const [submitting, setSubmitting] = useState(false);
  const empty = utr.trim() === '';

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (empty || submitting) return;
    setSubmitting(true);
    try {
      onSubmitted(await submit(utr.trim()));
    } catch (error) {
      // eslint-disable-next-line no-restricted-properties -- spec: UTR submit alerts the server's error, else 'Failed to submit UTR. Please check and retry.'
      window.alert(errorMessage(error, t('utr.failed')));
      setSubmitting(false);
    }
  }

  return (
    <form className="form upi-utr-form" onSubmit={send} noValidate>
      <TextField
        label={t('utr.label')}
        autoComplete="off"
        placeholder={t('utr.placeholder')}
        required
        value={utr}
        onChange={setUtr}
      />
      <UtrWhere />
      <button type="submit" className="button button-primary button-block" disabled={empty || submitting}>
        {submitting ? t('utr.submitting') : t('utr.submit')}
      </button>
    </form>
  );
}
