import { Link } from 'react-router-dom';
import { LoadError } from '../../components/LoadError';
import { paths } from '../../lib/paths';
import type { LoadProblem } from './api';
import { useT } from '../../lib/i18n';

interface LoadProblemPanelProps {
  problem: LoadProblem;
  /** What is missing on a 404: the series or the test. */
  notFoundText: string;
  failedText: string;
  onRetry: () => void;
}

/**
 * A series the student has not bought (with the way to buy it), one paused for an overdue instalment
 * (why, and the way to pay: the dashboard's dues), one that is not there, or a failed load.
 */
export function LoadProblemPanel({ problem, notFoundText, failedText, onRetry }: LoadProblemPanelProps) {
  const t = useT();
  if (problem === 'failed') return <LoadError message={failedText} onRetry={onRetry} />;
  if (problem === 'not-found') {
    return (
      <div className="state-panel">
        <h2>{notFoundText}</h2>
        <Link to={paths.dashboard} className="button button-primary">
          {t('myTests.toDashboard')}
        </Link>
      </div>
    );
  }
  if (problem === 'suspended') {
    return (
      <div className="state-panel">
        <h2>{t('myTests.suspendedTitle')}</h2>
        <p>{t('error.test_series_suspended_for_dues')}</p>
        <Link to={paths.dashboard} className="button button-primary">
          {t('learning.payInstalment')}
        </Link>
      </div>
    );
  }
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
