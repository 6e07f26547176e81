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

const dateFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium' });

/** The dashboard's figures, 'Continue learning' and 'My Courses', drawn from the enrollments and the progress. */
export function EnrolledCourses() {
  const enrollments = useData(fetchDashboard);

  if (enrollments.status === 'loading') return <Spinner label="Loading your courses..." />;
  if (enrollments.status === 'error') {
    return (
      <LoadError message="Failed to load enrollments" onRetry={enrollments.retry} />
    );
  }
  const { enrollments: list, progress } = enrollments.data;
  const counts = progress ? progressCounts(list, progress) : undefined;
  return (
    <>
      <EnrollmentStats enrolledCount={list.length} completed={counts?.completed} inProgress={counts?.inProgress} />
      {!progress && <p className="muted">Your progress could not be loaded just now.</p>}
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
  return (
    <dl className="dashboard-stats">
      <div className="dashboard-stat">
        <dt>Enrolled Courses</dt>
        <dd>{enrolledCount}</dd>
      </div>
      <div className="dashboard-stat">
        <dt>Completed</dt>
        <dd>{completed ?? '–'}</dd>
      </div>
      <div className="dashboard-stat">
        <dt>In Progress</dt>
        <dd>{inProgress ?? '–'}</dd>
      </div>
    </dl>
  );
}

function MyCourses({ enrollments, progress }: { enrollments: Enrollment[]; progress: ReadonlyMap<string, CourseProgress> | undefined }) {
  const headingId = useId();

  return (
    <section className="dashboard-courses" aria-labelledby={headingId}>
      <h2 id={headingId}>My Courses</h2>
      {enrollments.length === 0 ? (
        <div className="state-panel">
          <p>No courses enrolled</p>
          <Link to={paths.home} className="button button-primary">
            Browse Courses
          </Link>
        </div>
      ) : (
        <ul className="dashboard-course-list">
          {enrollments.map(({ course, enrolledAt }) => (
            <li key={course._id} className="dashboard-course">
              <div className="dashboard-course-text">
                <h3>{course.title}</h3>
                <p className="muted">{course.description}</p>
                <EnrolledOn enrolledAt={enrolledAt} />
                <CourseProgressBar progress={progress?.get(course._id)} />
              </div>
              <Link to={paths.course(course._id)} className="button button-primary">
                Access Course<span className="visually-hidden">: {course.title}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function EnrolledOn({ enrolledAt }: { enrolledAt: string }) {
  const date = new Date(enrolledAt);
  if (Number.isNaN(date.getTime())) return null;
  return <p className="dashboard-course-date">Enrolled on {dateFormat.format(date)}</p>;
}

function CourseProgressBar({ progress }: { progress: CourseProgress | undefined }) {
  if (!progress || progress.total === 0) return null;
  return <ProgressBar watched={progress.watched} total={progress.total} />;
}
