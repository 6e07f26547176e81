import { useCallback, useId, useState, type FormEvent } from 'react';
import type { Doubt } from '#shared/doubts.js';
import { DoubtBody } from '../../components/doubts/DoubtBody';
import { markedShared, SameDoubt } from '../../components/doubts/SameDoubt';
import { ErrorBox } from '../../components/ErrorBox';
import { LoadError } from '../../components/LoadError';
import { Spinner } from '../../components/Spinner';
import { TextAreaField } from '../../components/TextAreaField';
import { api } from '../../lib/api';
import { errorMessage } from '../../lib/error-messages';
import { useActiveLanguage, useT } from '../../lib/i18n';
import { useData } from '../../lib/use-data';

/**
 * A question's doubts in the review of a finished attempt: opened on request (a test has many
 * questions), the answered ones and the student's own, and a form to ask one.
 */
export function QuestionDoubts({ attemptId, questionId }: { attemptId: string; questionId: string }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  if (!open)
    return (
      <button type="button" className="button button-outline" onClick={() => setOpen(true)}>
        {t('doubts.questionPanel')}
      </button>
    );
  return <OpenDoubts attemptId={attemptId} questionId={questionId} />;
}

function OpenDoubts({ attemptId, questionId }: { attemptId: string; questionId: string }) {
  const t = useT();
  const headingId = useId();
  const load = useCallback(
    async (signal: AbortSignal) =>
      (await api('GET /api/attempts/{attemptId}/questions/{questionId}/doubts', { attemptId, questionId }, { signal }))
        .doubts,
    [attemptId, questionId],
  );
  const doubts = useData(load);
  const [notice, setNotice] = useState('');

  return (
    <section className="question-doubts" aria-labelledby={headingId}>
      <h4 id={headingId}>{t('doubts.questionPanel')}</h4>
      {doubts.status === 'loading' && <Spinner label={t('doubts.loading')} />}
      {doubts.status === 'error' && <LoadError message={t('doubts.failed')} onRetry={doubts.retry} />}
      {doubts.status === 'success' && doubts.data.length === 0 && <p className="muted">{t('doubts.questionEmpty')}</p>}
      {doubts.status === 'success' && doubts.data.length > 0 && (
        <ul className="doubt-list">
          {doubts.data.map((doubt) => (
            <li key={doubt._id} className="doubt-item">
              <DoubtBody doubt={doubt} />
              <SameDoubt
                doubt={doubt}
                onMarked={(sameCount) => doubts.update((list) => markedShared(list, doubt._id, sameCount))}
              />
            </li>
          ))}
        </ul>
      )}
      {notice ? (
        <p role="status" className="doubt-notice">
          {notice}
        </p>
      ) : (
        <AskQuestionDoubt
          attemptId={attemptId}
          questionId={questionId}
          onAsked={(doubt) => {
            setNotice(t('doubts.sent'));
            doubts.update((list) => [...list, doubt]);
          }}
        />
      )}
    </section>
  );
}

function AskQuestionDoubt({
  attemptId,
  questionId,
  onAsked,
}: {
  attemptId: string;
  questionId: string;
  onAsked: (doubt: Doubt) => void;
}) {
  const t = useT();
  const language = useActiveLanguage();
  const [text, setText] = useState('');
  const [textError, setTextError] = useState<string | undefined>();
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
      const { doubt } = await api(
        'POST /api/attempts/{attemptId}/questions/{questionId}/doubts',
        { attemptId, questionId },
        { body: { text } },
      );
      onAsked(doubt);
    } catch (failure) {
      setError(errorMessage(failure, t('doubts.sendFailed'), t, language));
      setSending(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <TextAreaField
        label={t('doubts.askQuestion')}
        value={text}
        onChange={(value) => {
          setText(value);
          setTextError(undefined);
        }}
        error={textError}
        maxLength={2000}
        rows={3}
      />
      {error && <ErrorBox>{error}</ErrorBox>}
      <button type="submit" className="button button-primary" disabled={sending}>
        {sending ? t('doubts.sending') : t('doubts.send')}
      </button>
    </form>
  );
}
