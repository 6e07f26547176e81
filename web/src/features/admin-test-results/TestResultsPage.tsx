import { adminPaths } from '../../lib/admin-paths';
import { useCallback } from 'react';
import { Link, useParams } from 'react-router-dom';
import { INSTITUTE_NAME } from '../../../../shared/constants';
import { ErrorBox } from '../../components/ErrorBox';
import { LoadError } from '../../components/LoadError';
import { Spinner } from '../../components/Spinner';
import { StatCards } from '../../components/StatCards';
import { ApiError } from '../../lib/api';
import { useData, type Data } from '../../lib/use-data';
import { fetchTestResults, type TestResults } from './api';
import { DownloadResultsButton } from './DownloadResultsButton';
import { QuestionFiguresTable } from './QuestionFiguresTable';
import { scoreOutOf } from './results-format';
import { ScoreDistribution } from './ScoreDistribution';
import { TopAttemptsTable } from './TopAttemptsTable';
import './test-results.css';

/** /admin/tests/:testId/results: how a test went: attempts, scores, their spread, the best and each question. */
export function TestResultsPage() {
  const { testId = '' } = useParams();
  const load = useCallback((signal: AbortSignal) => fetchTestResults(testId, signal), [testId]);
  const results = useData(load);

  return (
    <section className="container page test-results">
      <title>{`${results.status === 'success' ? `Results: ${results.data.title}` : 'Test Results'} | ${INSTITUTE_NAME}`}</title>
      <Link to={adminPaths.adminTest(testId)} className="back-link">
        ← Back to the Test
      </Link>
      {results.status === 'loading' && <Spinner label="Loading the results..." />}
      {results.status === 'error' &&
        (results.error instanceof ApiError && results.error.status === 404 ? (
          <div className="state-panel">
            <h1>Test not found</h1>
            <Link to={adminPaths.adminTestSeries} className="button button-primary">
              See all test series
            </Link>
          </div>
        ) : (
          <LoadError message="Failed to load the results" onRetry={results.retry} />
        ))}
      {results.status === 'success' && <ResultsView results={results} />}
    </section>
  );
}

function ResultsView({ results }: { results: Data<TestResults> & { status: 'success' } }) {
  const { data, refreshing, refreshFailed } = results;
  return (
    <>
      <div className="page-header test-results-header">
        <div>
          <p className="test-results-eyebrow">Results</p>
          <h1>{data.title}</h1>
        </div>
        <div className="test-results-toolbar">
          <button type="button" className="button button-outline" disabled={refreshing} onClick={results.refresh}>
            {refreshing ? 'Refreshing...' : 'Refresh'}
          </button>
          {data.finished > 0 && <DownloadResultsButton testId={data.testId} />}
        </div>
      </div>
      {refreshFailed && <ErrorBox>Could not refresh the results; these are the ones loaded before.</ErrorBox>}
      <StatCards
        busy={refreshing}
        stats={[
          { label: 'Running Now', value: data.running.toLocaleString('en-IN') },
          { label: 'Finished', value: data.finished.toLocaleString('en-IN') },
          { label: 'Ranked (First Attempts)', value: data.ranked.toLocaleString('en-IN') },
          { label: 'Average Score', value: scoreOutOf(data.averageScore, data.maxScore) },
          { label: 'Top Score', value: scoreOutOf(data.topScore, data.maxScore) },
        ]}
      />
      {data.ranked === 0 ? (
        <div className="state-panel">
          <h2>No finished attempts yet</h2>
          <p className="muted">
            {data.running > 0
              ? `${data.running.toLocaleString('en-IN')} ${data.running === 1 ? 'student is' : 'students are'} taking the test now. Results appear here once attempts are submitted.`
              : 'Results appear here once students submit their attempts.'}
          </p>
        </div>
      ) : (
        <>
          <div className="test-results-columns">
            <TopAttemptsTable top={data.top} maxScore={data.maxScore} />
            <ScoreDistribution distribution={data.distribution} ranked={data.ranked} />
          </div>
          <QuestionFiguresTable questions={data.questions} />
        </>
      )}
    </>
  );
}
