import { useCallback } from 'react';
import { Link } from 'react-router-dom';
import { LoadError } from '../../../components/LoadError';
import { useT } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { useData } from '../../../lib/use-data';
import { latestAttemptId, type StartProblem } from '../api';

interface StartProblemPanelProps {
  testId: string;
  problem: StartProblem;
  onRetry: () => void;
}

/** Why the test did not start: not bought, already taken, not open or closed, not there, or a failure worth retrying. */
export function StartProblemPanel({ testId, problem, onRetry }: StartProblemPanelProps) {
  const t = useT();
  if (problem === 'failed') return <LoadError message={t('examHall.failed')} onRetry={onRetry} />;
  if (problem === 'already-submitted') return <AlreadySubmitted testId={testId} />;
  if (problem === 'not-purchased') {
    return (
      <div className="state-panel">
        <h2>{t('myTests.notPurchasedTitle')}</h2>
        <p>{t('myTests.notPurchasedText')}</p>
        <Link to={paths.testSeries} className="button button-primary">
          {t('myTests.browseSeries')}
        </Link>
      </div>
    );
  }
  const title =
    problem === 'not-open'
      ? t('error.test_not_open_yet')
      : problem === 'closed'
        ? t('error.test_closed')
        : t('error.test_not_found');
  return (
    <div className="state-panel">
      <h2>{title}</h2>
      <Link to={problem === 'not-found' ? paths.dashboard : paths.test(testId)} className="button button-primary">
        {problem === 'not-found' ? t('myTests.toDashboard') : t('examHall.backToTest')}
      </Link>
    </div>
  );
}

/** A test taken already: its result when the test says which attempt it was, else the way back to the test. */
function AlreadySubmitted({ testId }: { testId: string }) {
  const t = useT();
  const load = useCallback((signal: AbortSignal) => latestAttemptId(testId, signal), [testId]);
  const attemptId = useData(load);
  const resultId = attemptId.status === 'success' ? attemptId.data : undefined;
  return (
    <div className="state-panel">
      <h2>{t('examHall.alreadySubmitted')}</h2>
      {attemptId.status === 'loading' ? null : resultId ? (
        <Link to={paths.attemptResult(resultId)} className="button button-primary">
          {t('examHall.seeResult')}
        </Link>
      ) : (
        <Link to={paths.test(testId)} className="button button-primary">
          {t('examHall.backToTest')}
        </Link>
      )}
    </div>
  );
}
