import { useId } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { LoadError } from '../../components/LoadError';
import { Spinner } from '../../components/Spinner';
import { fetchEnrollments, type Enrollment } from '../../lib/enrollments';
import { useData } from '../../lib/use-data';

const dateFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium' });

/** The dashboard's figures and 'My Courses' list, both drawn from the student's enrollments. */
export function EnrolledCourses() {
  const enrollments = useData(fetchEnrollments);

  if (enrollments.status === 'loading') return <Spinner label="Loading your courses..." />;
  if (enrollments.status === 'error') {
    return <LoadError message="Failed to load enrollments" onRetry={enrollments.retry} />;
  }
  return (
    <>
      <EnrollmentStats enrolledCount={enrollments.data.length} />
      <MyCourses enrollments={enrollments.data} />
    </>
  );
}

function EnrollmentStats({ enrolledCount }: { enrolledCount: number }) {
  return (
    <dl className="dashboard-stats">
      <div className="dashboard-stat">
        <dt>Enrolled Courses</dt>
        <dd>{enrolledCount}</dd>
      </div>
      {/* Progress is not tracked yet (spec): nothing counts as completed, everything as in progress. */}
      <div className="dashboard-stat">
        <dt>Completed</dt>
        <dd>0</dd>
      </div>
      <div className="dashboard-stat">
        <dt>In Progress</dt>
        <dd>{enrolledCount}</dd>
      </div>
    </dl>
  );
}

function MyCourses({ enrollments }: { enrollments: Enrollment[] }) {
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
