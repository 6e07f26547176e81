import { useCallback, useId } from 'react';
import { Link, useParams } from 'react-router-dom';
import { INSTITUTE_NAME } from '../../../../shared/constants';
import { Spinner } from '../../components/Spinner';
import { paths } from '../../lib/paths';
import { useData } from '../../lib/use-data';
import { fetchTest, loadProblem, type StudentTestDetail } from './api';
import { LoadProblemPanel } from './LoadProblemPanel';
import { TestFacts } from './TestFacts';
import { localizedInstructions } from './test-text';
import './my-tests.css';
import { useActiveLanguage, useT } from '../../lib/i18n';
import { localizedTitle } from '../../lib/course-text';

/** /tests/:testId: what the test is before it starts: instructions, marking, duration, questions and sections. */
export function TestPage() {
  const { testId = '' } = useParams();
  const load = useCallback((signal: AbortSignal) => fetchTest(testId, signal), [testId]);
  const test = useData(load);
  const t = useT();

  if (test.status === 'success') return <TestDetails test={test.data} />;
  return (
    <section className="container page my-tests-page">
      <title>{`${t('myTests.testTitle')} | ${INSTITUTE_NAME}`}</title>
      <h1>{t('myTests.testTitle')}</h1>
      {test.status === 'loading' ? (
        <Spinner label={t('myTests.testLoading')} />
      ) : (
        <LoadProblemPanel problem={loadProblem(test.error)} notFoundText={t('error.test_not_found')} failedText={t('myTests.testFailed')} onRetry={test.retry} />
      )}
    </section>
  );
}

function TestDetails({ test }: { test: StudentTestDetail }) {
  const t = useT();
  const language = useActiveLanguage();
  const startHintId = useId();
  const title = localizedTitle(test, language);
  const instructions = localizedInstructions(test, language);

  return (
    <section className="container page my-tests-page">
      <title>{`${title} | ${INSTITUTE_NAME}`}</title>
      <Link to={paths.seriesTests(test.seriesId)} className="back-link">
        <span aria-hidden="true">← </span>
        {t('myTests.backToSeries')}
      </Link>
      <h1>{title}</h1>
      <TestFacts test={test} sectionCount={test.sections.length} />
      {instructions && (
        <>
          <h2>{t('myTests.instructions')}</h2>
          <p className="my-test-instructions">{instructions}</p>
        </>
      )}
      <h2>{t('myTests.sections')}</h2>
      <ol className="my-test-sections">
        {test.sections.map((section) => (
          <li key={section._id}>
            {localizedTitle(section, language)} <span className="muted">({t('myTests.sectionQuestions', { count: section.questionCount })})</span>
          </li>
        ))}
      </ol>
      <div className="my-test-start">
        {/* Attempts come with the exam hall: until then the button says so instead of pretending. */}
        <button type="button" className="button button-primary" disabled aria-describedby={startHintId}>
          {t('myTests.start')}
        </button>
        <p id={startHintId} className="muted">
          {t('myTests.startSoon')}
        </p>
      </div>
    </section>
  );
}
