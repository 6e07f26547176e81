import { useCallback, useId, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { INSTITUTE_NAME } from '../../../../shared/constants';
import { CheckboxField } from '../../components/CheckboxField';
import { ExamInstructions } from '../../components/ExamInstructions';
import { Spinner } from '../../components/Spinner';
import { paths } from '../../lib/paths';
import { useData } from '../../lib/use-data';
import { fetchTest, loadProblem, type StudentTestDetail } from './api';
import { LoadProblemPanel } from './LoadProblemPanel';
import { TestFacts } from './TestFacts';
import { localizedInstructions } from './test-text';
import './series-tests.css';
import { useActiveLanguage, useT } from '../../lib/i18n';
import { localizedTitle } from '../../lib/course-text';

/**
 * /tests/:testId: what the test is before it starts, as NTA's instructions page: marking, duration,
 * questions and sections, the test's own instructions and the general ones, and the declaration the
 * student ticks before starting.
 */
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
        <LoadProblemPanel
          problem={loadProblem(test.error)}
          notFoundText={t('error.test_not_found')}
          failedText={t('myTests.testFailed')}
          onRetry={test.retry}
        />
      )}
    </section>
  );
}

function TestDetails({ test }: { test: StudentTestDetail }) {
  const t = useT();
  const language = useActiveLanguage();
  const title = localizedTitle(test, language);
  const instructions = localizedInstructions(test, language);
  const sectionsId = useId();

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
      <h2 id={sectionsId}>{t('myTests.sections')}</h2>
      <ol className="my-test-sections" aria-labelledby={sectionsId}>
        {test.sections.map((section) => (
          <li key={section._id}>
            {localizedTitle(section, language)}{' '}
            <span className="muted">({t('myTests.sectionQuestions', { count: section.questionCount })})</span>
          </li>
        ))}
      </ol>
      {test.state === 'submitted' && !test.allowReattempts ? null : (
        <>
          <h2>{t('examRules.generalTitle')}</h2>
          <ExamInstructions />
        </>
      )}
      <div className="my-test-start">
        <StartLink test={test} />
      </div>
    </section>
  );
}

/** The declaration NTA asks for before a test: starting is possible only once it is ticked. */
function DeclaredStart({ testId, label, primary }: { testId: string; label: string; primary: boolean }) {
  const t = useT();
  const navigate = useNavigate();
  const [declared, setDeclared] = useState(false);
  return (
    <>
      <CheckboxField label={t('examRules.declaration')} checked={declared} onChange={setDeclared} />
      <button
        type="button"
        className={`button ${primary ? 'button-primary' : 'button-outline'}`}
        disabled={!declared}
        onClick={() => navigate(paths.testAttempt(testId))}
      >
        {label}
      </button>
    </>
  );
}

/** Start, Resume or the result, by the student's state of the test (and Attempt Again where the test allows it). */
function StartLink({ test }: { test: StudentTestDetail }) {
  const t = useT();
  if (test.state === 'running') {
    return (
      <Link to={paths.testAttempt(test._id)} className="button button-primary">
        {t('myTests.resume')}
      </Link>
    );
  }
  if (test.state === 'submitted') {
    return (
      <>
        {test.attemptId && (
          <Link to={paths.attemptResult(test.attemptId)} className="button button-primary">
            {t('myTests.viewResult')}
          </Link>
        )}
        {test.allowReattempts && <DeclaredStart testId={test._id} label={t('myTests.reattempt')} primary={false} />}
      </>
    );
  }
  return <DeclaredStart testId={test._id} label={t('examRules.ready')} primary />;
}
