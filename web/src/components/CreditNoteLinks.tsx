import { useState } from 'react';
import { useT } from '../lib/i18n';
import { fetchCreditNoteWithSession } from '../lib/receipt-file';
import { saveBlob } from '../lib/save-file';
import './credit-note-links.css';

/** Each credit note of a refunded payment, a link that opens its PDF with the signed-in person's session. */
export function CreditNoteLinks({ numbers }: { numbers: readonly string[] }) {
  const t = useT();
  const [opening, setOpening] = useState<string | undefined>();
  const [failed, setFailed] = useState<string | undefined>();

  async function open(number: string) {
    setOpening(number);
    setFailed(undefined);
    try {
      saveBlob(await fetchCreditNoteWithSession(number), `credit_note_${number}.pdf`);
    } catch {
      setFailed(number);
    } finally {
      setOpening(undefined);
    }
  }

  if (numbers.length === 0) return null;
  return (
    <span className="credit-note-links">
      {t('creditNotes.label')}{' '}
      {numbers.map((number) => (
        <button
          key={number}
          type="button"
          className="link-button"
          disabled={opening === number}
          aria-label={t('creditNotes.open', { number })}
          onClick={() => void open(number)}
        >
          {number}
        </button>
      ))}
      {failed && <span role="alert"> {t('creditNotes.failed', { number: failed })}</span>}
    </span>
  );
}
