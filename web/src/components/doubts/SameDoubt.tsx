import { useState } from 'react';
import type { Doubt } from '#shared/doubts.js';
import { ErrorBox } from '../ErrorBox';
import { api } from '../../lib/api';
import { errorMessage } from '../../lib/error-messages';
import { useActiveLanguage, useT } from '../../lib/i18n';

/** How many share a doubt and, on another student's, "I have the same doubt" (once). */
export function SameDoubt({ doubt, onMarked }: { doubt: Doubt; onMarked: (sameCount: number) => void }) {
  const t = useT();
  const language = useActiveLanguage();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  const mark = async () => {
    setBusy(true);
    setError('');
    try {
      onMarked((await api('POST /api/doubts/{doubtId}/same', { doubtId: doubt._id })).sameCount);
    } catch (failure) {
      setError(errorMessage(failure, t('doubts.sameFailed'), t, language));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <div className="doubt-actions">
        {doubt.sameCount > 0 && <span className="muted">{t('doubts.sameCount', { count: doubt.sameCount })}</span>}
        {!doubt.mine &&
          (doubt.sameByMe ? (
            <span className="muted">{t('doubts.sameDone')}</span>
          ) : (
            <button type="button" className="button button-outline" disabled={busy} onClick={mark}>
              {t('doubts.same')}
            </button>
          ))}
      </div>
      {error && <ErrorBox>{error}</ErrorBox>}
    </>
  );
}

/** The list with one doubt marked as shared by the reader. */
export const markedShared = (doubts: Doubt[], doubtId: string, sameCount: number): Doubt[] =>
  doubts.map((item) => (item._id === doubtId ? { ...item, sameCount, sameByMe: true } : item));
