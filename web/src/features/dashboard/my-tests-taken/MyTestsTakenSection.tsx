import { useId } from 'react';
import { Link } from 'react-router-dom';
import { LoadError } from '../../../components/LoadError';
import { Spinner } from '../../../components/Spinner';
import { formatDate } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { useData } from '../../../lib/use-data';
import { useActiveLanguage, useT, type MessageId } from '../../../lib/i18n';
import { localizedTitle } from '../../../lib/course-text';
import { fetchMyAttempts, type MyAttempt } from './api';
import { formatMarks } from '../../../lib/marks';
import './my-tests-taken.css';

const STATUS_LABELS: Record<MyAttempt['status'], MessageId> = {
  submitted: 'dashboard.testsSubmitted',
  running: 'dashboard.testsRunning',
};

/** 'My Tests' on the dashboard: the tests the student has taken (score, rank, result) or is taking (Resume). */
export function MyTestsTakenSection() {
  const headingId = useId();
  const mine = useData(fetchMyAttempts);
  const t = useT();

  return (
    <section className="my-tests-taken" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('dashboard.testsHeading')}</h2>
      {mine.status === 'loading' && <Spinner label={t('dashboard.testsLoading')} />}
      {mine.status === 'error' && <LoadError message={t('dashboard.testsFailed')} onRetry={mine.retry} />}
      {mine.status === 'success' &&
        (mine.data.length === 0 ? (
          <div className="state-panel">
            <p>{t('dashboard.testsEmpty')}</p>
            <Link to={paths.testSeries} className="button button-primary">
              {t('dashboard.testsBrowse')}
            </Link>
          </div>
        ) : (
          <ul className="dashboard-course-list">
            {mine.data.map((attempt) => (
              <AttemptItem key={attempt.attemptId} attempt={attempt} />
            ))}
          </ul>
        ))}
    </section>
  );
}

function AttemptItem({ attempt }: { attempt: MyAttempt }) {
  const t = useT();
  const language = useActiveLanguage();
  const title = localizedTitle(attempt, language);
  const submitted = attempt.status === 'submitted';
  const date = formatDate((submitted ? attempt.submittedAt : attempt.startedAt) ?? '', language);
  const { score, maxScore, rank, takers } = attempt;
  const scoreText =
    submitted && score !== undefined && maxScore !== undefined
      ? t('dashboard.testsScore', { score: formatMarks(score), max: formatMarks(maxScore) })
      : undefined;
  const rankText =
    submitted && rank !== undefined && takers !== undefined ? t('dashboard.testsRank', { rank, takers }) : undefined;

  return (
    <li className="dashboard-course">
      <div className="dashboard-course-text">
        <div className="my-test-head">
          <h3>{title}</h3>
          <span className={`my-test-status my-test-status-${attempt.status}`}>{t(STATUS_LABELS[attempt.status])}</span>
        </div>
        {(scoreText || rankText) && (
          <p className="my-test-figures">
            {scoreText && <span>{scoreText}</span>}
            {scoreText && rankText && ' '}
            {rankText && <span>{rankText}</span>}
          </p>
        )}
        {date && (
          <p className="dashboard-course-date">
            {t(submitted ? 'dashboard.testsSubmittedOn' : 'dashboard.testsStartedOn', { date })}
          </p>
        )}
      </div>
      {submitted ? (
        <Link to={paths.attemptResult(attempt.attemptId)} className="button button-primary">
          {t('dashboard.testsViewResult')}
          <span className="visually-hidden">: {title}</span>
        </Link>
      ) : (
        <Link to={paths.testAttempt(attempt.testId)} className="button button-primary">
          {t('dashboard.testsResume')}
          <span className="visually-hidden">: {title}</span>
        </Link>
      )}
    </li>
  );
}
