import { useState, type FormEvent } from 'react';
import type { StaffDoubt } from '#shared/doubts.js';
import { Dialog } from '../../components/Dialog';
import { ErrorBox } from '../../components/ErrorBox';
import { TextField } from '../../components/TextField';
import { errorMessage } from '../../lib/error-messages';
import { useActiveLanguage, useT } from '../../lib/i18n';
import { hideDoubt } from './api';

/** Hides an improper doubt, or only its answer, with the reason the student will read. */
export function HideDialog({
  doubt,
  part,
  onClose,
  onHidden,
}: {
  doubt: StaffDoubt;
  part: 'doubt' | 'answer';
  onClose: () => void;
  onHidden: (doubt: StaffDoubt) => void;
}) {
  const t = useT();
  const language = useActiveLanguage();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [error, setError] = useState('');
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) {
      setReasonError(t('staffDoubts.reasonRequired'));
      return;
    }
    setSending(true);
    setError('');
    try {
      onHidden(await hideDoubt(doubt._id, { reason, part }));
    } catch (failure) {
      setError(errorMessage(failure, t('staffDoubts.actionFailed'), t, language));
      setSending(false);
    }
  };

  return (
    <Dialog title={t(part === 'doubt' ? 'staffDoubts.hideTitle' : 'staffDoubts.hideAnswerTitle')} onClose={onClose}>
      <form onSubmit={submit} noValidate>
        <p className="doubt-text">{part === 'doubt' ? doubt.text : doubt.answer?.text}</p>
        <TextField
          label={t('staffDoubts.reasonLabel')}
          value={reason}
          onChange={(value) => {
            setReason(value);
            setReasonError(undefined);
          }}
          error={reasonError}
          maxLength={500}
        />
        {error && <ErrorBox>{error}</ErrorBox>}
        <div className="doubt-actions">
          <button type="submit" className="button button-primary" disabled={sending}>
            {t(part === 'doubt' ? 'staffDoubts.hide' : 'staffDoubts.hideAnswer')}
          </button>
          <button type="button" className="button button-outline" onClick={onClose} disabled={sending}>
            {t('common.cancel')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
