import { useState, type FormEvent } from 'react';
import type { Doubt } from '#shared/doubts.js';
import { ErrorBox } from '../../../components/ErrorBox';
import { DoubtPhotoField } from '../../../components/doubts/DoubtPhotoField';
import { TextAreaField } from '../../../components/TextAreaField';
import { uploadDoubtPhoto } from '../../../lib/doubt-photos';
import { errorMessage } from '../../../lib/error-messages';
import { formatClock } from '../../../lib/format';
import { useActiveLanguage, useT } from '../../../lib/i18n';
import { askLectureDoubt } from '../doubts-api';

interface AskDoubtFormProps {
  courseId: string;
  videoId: string;
  /** The moment of the lecture the doubt is pinned to, taken when "Ask a doubt" was pressed. */
  atSeconds: number;
  onCancel: () => void;
  onAsked: (doubt: Doubt) => void;
}

export function AskDoubtForm({ courseId, videoId, atSeconds, onCancel, onAsked }: AskDoubtFormProps) {
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
      setTextError(t('doubts.textRequired'));
      return;
    }
    setSending(true);
    setError('');
    try {
      const imageKey = photo ? await uploadDoubtPhoto(photo) : undefined;
      onAsked(await askLectureDoubt(courseId, videoId, { text, atSeconds, ...(imageKey ? { imageKey } : {}) }));
    } catch (failure) {
      setError(errorMessage(failure, t('doubts.sendFailed'), t, language));
      setSending(false);
    }
  };

  return (
    <form className="ask-doubt-form" onSubmit={submit} noValidate>
      <p>{t('doubts.askAt', { time: formatClock(atSeconds) })}</p>
      <TextAreaField
        label={t('doubts.textLabel')}
        value={text}
        onChange={(value) => {
          setText(value);
          setTextError(undefined);
        }}
        error={textError}
        maxLength={2000}
        rows={4}
      />
      <DoubtPhotoField label={t('doubts.photoLabel')} onChange={setPhoto} error={photoError} onError={setPhotoError} />
      {error && <ErrorBox>{error}</ErrorBox>}
      <div className="doubt-actions">
        <button type="submit" className="button button-primary" disabled={sending}>
          {sending ? t('doubts.sending') : t('doubts.send')}
        </button>
        <button type="button" className="button button-outline" onClick={onCancel} disabled={sending}>
          {t('common.cancel')}
        </button>
      </div>
    </form>
  );
}
