import { useCallback } from 'react';
import { useParams } from 'react-router-dom';
import { INSTITUTE_NAME } from '../../../../shared/constants';
import { Spinner } from '../../components/Spinner';
import { useT } from '../../lib/i18n';
import { useData } from '../../lib/use-data';
import { startAttempt, startProblem } from './api';
import { ExamScreen } from './components/ExamScreen';
import { StartProblemPanel } from './components/StartProblemPanel';
import './test-attempt.css';

/** /tests/:testId/attempt: the exam screen. Opening it starts the attempt, or resumes the running one. */
export function ExamHallPage() {
  const { testId = '' } = useParams();
  const t = useT();
  const load = useCallback((signal: AbortSignal) => startAttempt(testId, signal), [testId]);
  const attempt = useData(load);

  if (attempt.status === 'success') return <ExamScreen attempt={attempt.data} />;
  return (
    <section className="container page exam-hall-page">
      <title>{`${t('examHall.title')} | ${INSTITUTE_NAME}`}</title>
      <h1>{t('examHall.title')}</h1>
      {attempt.status === 'loading' ? (
        <Spinner label={t('examHall.loading')} />
      ) : (
        <StartProblemPanel testId={testId} problem={startProblem(attempt.error)} onRetry={attempt.retry} />
      )}
    </section>
  );
}
