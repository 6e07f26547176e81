import { useId } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { LoadError } from '../../components/LoadError';
import { ProgressBar } from '../../components/ProgressBar';
import { Spinner } from '../../components/Spinner';
import type { Enrollment } from '../../lib/enrollments';
import { useData } from '../../lib/use-data';
import { fetchDashboard, type CourseProgress } from './api';
import { ContinueLearning } from './ContinueLearning';
import { progressCounts } from './progress-counts';
import { useActiveLanguage, useT } from '../../lib/i18n';
import { localizedDescription, localizedTitle } from '../../lib/course-text';
import { formatDate } from '../../lib/format';

/** The dashboard's figures, 'Continue learning' and 'My Courses', drawn from the enrollments and the progress. */
export function EnrolledCourses() {
  const enrollments = useData(fetchDashboard);
  const t = useT();

  if (enrollments.status === 'loading') return <Spinner label={t('dashboard.loading')} />;
  if (enrollments.status === 'error') {
    return <LoadError message={t('dashboard.failed')} onRetry={enrollments.retry} />;
  }
  const { enrollments: list, progress } = enrollments.data;
  const counts = progress ? progressCounts(list, progress) : undefined;
  return (
    <>
      <EnrollmentStats enrolledCount={list.length} completed={counts?.completed} inProgress={counts?.inProgress} />
      {!progress && <p className="muted">{t('dashboard.progressFailed')}</p>}
      {counts?.last && <ContinueLearning last={counts.last} />}
      <MyCourses enrollments={list} progress={progress} />
    </>
  );
}

interface StatsProps {
  enrolledCount: number;
  /** Unknown (shown as a dash) when the progress could not be read. */
  completed: number | undefined;
  inProgress: number | undefined;
}

function EnrollmentStats({ enrolledCount, completed, inProgress }: StatsProps) {
  const t = useT();
  return (
    <dl className="dashboard-stats">
      <div className="dashboard-stat">
        <dt>{t('dashboard.enrolled')}</dt>
        <dd>{enrolledCount}</dd>
      </div>
      <div className="dashboard-stat">
        <dt>{t('dashboard.completed')}</dt>
        <dd>{completed ?? '–'}</dd>
      </div>
      <div className="dashboard-stat">
        <dt>{t('dashboard.inProgress')}</dt>
        <dd>{inProgress ?? '–'}</dd>
      </div>
    </dl>
  );
}

function MyCourses({
  enrollments,
  progress,
}: {
  enrollments: Enrollment[];
  progress: ReadonlyMap<string, CourseProgress> | undefined;
}) {
  const headingId = useId();
  const t = useT();
  const language = useActiveLanguage();

  return (
    <section className="dashboard-courses" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('dashboard.myCourses')}</h2>
      {enrollments.length === 0 ? (
        <div className="state-panel">
          <p>{t('dashboard.noCourses')}</p>
          <Link to={paths.home} className="button button-primary">
            {t('dashboard.browse')}
          </Link>
        </div>
      ) : (
        <ul className="dashboard-course-list">
          {enrollments.map(({ course, enrolledAt }) => (
            <li key={course._id} className="dashboard-course">
              <div className="dashboard-course-text">
                <h3>{localizedTitle(course, language)}</h3>
                <p className="muted">{localizedDescription(course, language)}</p>
                <EnrolledOn enrolledAt={enrolledAt} />
                <CourseProgressBar progress={progress?.get(course._id)} />
              </div>
              <Link to={paths.course(course._id)} className="button button-primary">
                {t('dashboard.access')}
                <span className="visually-hidden">: {localizedTitle(course, language)}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function EnrolledOn({ enrolledAt }: { enrolledAt: string }) {
  const t = useT();
  const date = formatDate(enrolledAt, useActiveLanguage());
  if (!date) return null;
  return <p className="dashboard-course-date">{t('dashboard.enrolledOn', { date })}</p>;
}

function CourseProgressBar({ progress }: { progress: CourseProgress | undefined }) {
  if (!progress || progress.total === 0) return null;
  return <ProgressBar watched={progress.watched} total={progress.total} />;
}
