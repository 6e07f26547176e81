import { useState, type FormEvent } from 'react';
import type { StaffDoubt } from '#shared/doubts.js';
import { Dialog } from '../../components/Dialog';
import { DoubtPhotoField } from '../../components/doubts/DoubtPhotoField';
import { ErrorBox } from '../../components/ErrorBox';
import { TextAreaField } from '../../components/TextAreaField';
import { uploadDoubtPhoto } from '../../lib/doubt-photos';
import { errorMessage } from '../../lib/error-messages';
import { useActiveLanguage, useT } from '../../lib/i18n';
import { answerDoubt } from './api';

/** The answer to one doubt: text and an optional photo, sent once. */
export function AnswerDialog({
  doubt,
  onClose,
  onAnswered,
}: {
  doubt: StaffDoubt;
  onClose: () => void;
  onAnswered: (doubt: StaffDoubt) => void;
}) {
  const t = useT();
  const language = useActiveLanguage();
  const [text, setText] = useState('');
  const [photo, setPhoto] = useState<File | undefined>();
  const [textError, setTextError] = useState<string | undefined>();
  const [photoError, setPhotoError] = useState<string | undefined>();
  const [error, setError] = useState('');
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) {
      setTextError(t('staffDoubts.answerRequired'));
      return;
    }
    setSending(true);
    setError('');
    try {
      const imageKey = photo ? await uploadDoubtPhoto(photo) : undefined;
      onAnswered(await answerDoubt(doubt._id, { text, ...(imageKey ? { imageKey } : {}) }));
    } catch (failure) {
      setError(errorMessage(failure, t('staffDoubts.actionFailed'), t, language));
      setSending(false);
    }
  };

  return (
    <Dialog title={t('staffDoubts.answerTitle')} onClose={onClose}>
      <form onSubmit={submit} noValidate>
        <p className="doubt-text">{doubt.text}</p>
        <TextAreaField
          label={t('staffDoubts.answerLabel')}
          value={text}
          onChange={(value) => {
            setText(value);
            setTextError(undefined);
          }}
          error={textError}
          maxLength={4000}
          rows={5}
        />
        <DoubtPhotoField
          label={t('staffDoubts.answerPhoto')}
          onChange={setPhoto}
          error={photoError}
          onError={setPhotoError}
        />
        {error && <ErrorBox>{error}</ErrorBox>}
        <div className="doubt-actions">
          <button type="submit" className="button button-primary" disabled={sending}>
            {t('staffDoubts.sendAnswer')}
          </button>
          <button type="button" className="button button-outline" onClick={onClose} disabled={sending}>
            {t('common.cancel')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
