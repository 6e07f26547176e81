import { useCallback } from 'react';
import { Link, useParams } from 'react-router-dom';
import { INSTITUTE_NAME } from '../../../../shared/constants';
import { Spinner } from '../../components/Spinner';
import { paths } from '../../lib/paths';
import { useData } from '../../lib/use-data';
import { fetchSeriesTests, loadProblem, type StudentTestSummary } from './api';
import { LoadProblemPanel } from './LoadProblemPanel';
import { TestFacts } from './TestFacts';
import { testStateText } from './test-state';
import './series-tests.css';
import { useActiveLanguage, useT } from '../../lib/i18n';
import { localizedDescription, localizedTitle } from '../../lib/course-text';

/** /test-series/:seriesId: a purchased series' published tests, each with its facts and the student's state. */
export function SeriesTestsPage() {
  const { seriesId = '' } = useParams();
  const load = useCallback((signal: AbortSignal) => fetchSeriesTests(seriesId, signal), [seriesId]);
  const series = useData(load);
  const t = useT();
  const language = useActiveLanguage();
  const title = series.status === 'success' ? localizedTitle(series.data.testSeries, language) : t('myTests.title');

  return (
    <section className="container page my-tests-page">
      <title>{`${title} | ${INSTITUTE_NAME}`}</title>
      <Link to={paths.dashboard} className="back-link">
        <span aria-hidden="true">← </span>
        {t('myTests.toDashboard')}
      </Link>
      <h1>{title}</h1>
      {series.status === 'loading' && <Spinner label={t('myTests.loading')} />}
      {series.status === 'error' && (
        <LoadProblemPanel
          problem={loadProblem(series.error)}
          notFoundText={t('error.test_series_not_found')}
          failedText={t('myTests.failed')}
          onRetry={series.retry}
        />
      )}
      {series.status === 'success' && (
        <>
          <p className="muted">{localizedDescription(series.data.testSeries, language)}</p>
          <TestList tests={series.data.tests} />
        </>
      )}
    </section>
  );
}

function TestList({ tests }: { tests: StudentTestSummary[] }) {
  const t = useT();
  const language = useActiveLanguage();
  if (tests.length === 0) {
    return (
      <div className="state-panel">
        <h2>{t('myTests.emptyTitle')}</h2>
        <p>{t('myTests.emptyText')}</p>
      </div>
    );
  }
  return (
    <ul className="my-test-list">
      {tests.map((test) => {
        const title = localizedTitle(test, language);
        return (
          <li key={test._id} className="my-test">
            <div className="my-test-head">
              <h2>{title}</h2>
              <span className={`my-test-state my-test-state-${test.state}`}>{testStateText(test, t)}</span>
            </div>
            <TestFacts test={test} />
            <Link to={paths.test(test._id)} className="button button-primary">
              {t('myTests.viewTest')}
              <span className="visually-hidden">: {title}</span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
