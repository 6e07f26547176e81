import { useCallback } from 'react';
import { Dialog } from '../../../components/Dialog';
import { ExamInstructions } from '../../../components/ExamInstructions';
import { LoadError } from '../../../components/LoadError';
import { Spinner } from '../../../components/Spinner';
import { useActiveLanguage, useT } from '../../../lib/i18n';
import { useData } from '../../../lib/use-data';
import { testInstructions } from '../api';

/** The instructions during the exam: the general ones and the test's own, as they were before the start. */
export function InstructionsDialog({ testId, onClose }: { testId: string; onClose: () => void }) {
  const t = useT();
  const language = useActiveLanguage();
  const load = useCallback((signal: AbortSignal) => testInstructions(testId, signal), [testId]);
  const own = useData(load);
  const ownText =
    own.status === 'success' ? (language === 'gu' && own.data.instructionsGu) || own.data.instructions : undefined;
  return (
    <Dialog title={t('examHall.instructions')} onClose={onClose}>
      <h3>{t('examRules.testOwnTitle')}</h3>
      {own.status === 'loading' && <Spinner label={t('examRules.testOwnLoading')} />}
      {own.status === 'error' && <LoadError message={t('examRules.testOwnFailed')} onRetry={own.retry} />}
      {own.status === 'success' && <p className="exam-own-rules">{ownText || t('examRules.testOwnNone')}</p>}
      <h3>{t('examRules.generalTitle')}</h3>
      <ExamInstructions />
      {/* Nothing else in the instructions takes focus: a keyboard can reach their scrolling body through this. */}
      <button type="button" className="button button-outline exam-paper-close" onClick={onClose}>
        {t('common.close')}
      </button>
    </Dialog>
  );
}
