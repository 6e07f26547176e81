import { useCallback } from 'react';
import { Link, useParams } from 'react-router-dom';
import { INSTITUTE_NAME } from '../../../../shared/constants';
import { LoadError } from '../../components/LoadError';
import { Spinner } from '../../components/Spinner';
import { localizedTitle } from '../../lib/course-text';
import { useActiveLanguage, useT } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { useData } from '../../lib/use-data';
import { fetchResult, resultProblem, type AttemptResult, type ResultProblem } from './api';
import { ResultSummary } from './ResultSummary';
import { ScoreBreakdown } from './ScoreBreakdown';
import { Solutions } from './Solutions';
import './attempt-result.css';

/** /attempts/:attemptId/result: the score of a finished attempt, its standing, the breakdowns and the solutions. */
export function ResultPage() {
  const { attemptId = '' } = useParams();
  const load = useCallback((signal: AbortSignal) => fetchResult(attemptId, signal), [attemptId]);
  const result = useData(load);
  const t = useT();

  if (result.status === 'success') return <ResultView result={result.data} />;
  return (
    <section className="container page test-result-page">
      <title>{`${t('testResult.pageTitle')} | ${INSTITUTE_NAME}`}</title>
      <h1>{t('testResult.pageTitle')}</h1>
      {result.status === 'loading' ? (
        <Spinner label={t('testResult.loading')} />
      ) : (
        <ProblemPanel problem={resultProblem(result.error)} onRetry={result.retry} />
      )}
    </section>
  );
}

function ProblemPanel({ problem, onRetry }: { problem: ResultProblem; onRetry: () => void }) {
  const t = useT();
  if (problem === 'failed') return <LoadError message={t('testResult.failed')} onRetry={onRetry} />;
  return (
    <div className="state-panel">
      <h2>{problem === 'running' ? t('testResult.runningTitle') : t('error.attempt_not_found')}</h2>
      {problem === 'running' && <p>{t('testResult.runningText')}</p>}
      <Link to={paths.dashboard} className="button button-primary">
        {t('testResult.toDashboard')}
      </Link>
    </div>
  );
}

function ResultView({ result }: { result: AttemptResult }) {
  const t = useT();
  const language = useActiveLanguage();
  const title = localizedTitle(result, language);
  return (
    <section className="container page test-result-page">
      <title>{`${t('testResult.pageTitle')}: ${title} | ${INSTITUTE_NAME}`}</title>
      <Link to={paths.seriesTests(result.seriesId)} className="back-link">
        <span aria-hidden="true">← </span>
        {t('testResult.backToSeries')}
      </Link>
      <h1>{title}</h1>
      <ResultSummary result={result} />
      <ScoreBreakdown result={result} />
      <Solutions solutions={result.solutions} attemptId={result.attemptId} />
      <p>
        <Link to={paths.test(result.testId)}>{t('testResult.aboutTest')}</Link>
      </p>
    </section>
  );
}
