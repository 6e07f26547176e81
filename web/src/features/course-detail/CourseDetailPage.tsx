import { useCallback } from 'react';
import { Link, useParams } from 'react-router-dom';
import { INSTITUTE_NAME } from '../../../../shared/constants';
import type { Course } from '../../../../shared/types';
import { paths } from '../../app/paths';
import { ErrorBox } from '../../components/ErrorBox';
import { Spinner } from '../../components/Spinner';
import { fetchEnrollments, isEnrolledIn, type Enrollment } from '../../lib/enrollments';
import { useSession } from '../../lib/session';
import { useAsyncData, type AsyncData } from '../../lib/use-async-data';
import { courseErrorMessage, fetchCourse } from './api';
import type { CourseAccess } from './course-access';
import { CourseOverview } from './CourseOverview';
import './course-detail.css';

export function CourseDetailPage() {
  const { courseId = '' } = useParams();
  // A new course id starts from a clean slate instead of showing the previous course while loading.
  return <CourseDetail key={courseId} courseId={courseId} />;
}

function CourseDetail({ courseId }: { courseId: string }) {
  const loadCourse = useCallback((signal: AbortSignal) => fetchCourse(courseId, signal), [courseId]);
  const course = useAsyncData(loadCourse);

  return (
    <div className="container page course-detail">
      <Link to={paths.courses} className="back-link">
        <span aria-hidden="true">← </span>Back to Courses
      </Link>
      {course.status === 'loading' && <Spinner label="Loading course..." />}
      {course.status === 'error' && (
        <div className="state-panel">
          <title>{`Course | ${INSTITUTE_NAME}`}</title>
          <ErrorBox>{courseErrorMessage(course.error)}</ErrorBox>
          <button type="button" className="button button-primary" onClick={course.reload}>
            Try Again
          </button>
        </div>
      )}
      {course.status === 'success' && <CourseForVisitor course={course.data} />}
    </div>
  );
}

function CourseForVisitor({ course }: { course: Course }) {
  const { loading, isAuthenticated, isStudent } = useSession();
  if (loading) return <CourseOverview course={course} access={{ kind: 'checking' }} />;
  if (isStudent) return <CourseForStudent course={course} />;
  return <CourseOverview course={course} access={{ kind: isAuthenticated ? 'not-student' : 'guest' }} />;
}

/** Mounted only for a signed-in student, so enrollments are fetched for no one else. */
function CourseForStudent({ course }: { course: Course }) {
  const enrollments = useAsyncData(fetchEnrollments);
  return <CourseOverview course={course} access={studentAccess(enrollments, course._id)} />;
}

function studentAccess(enrollments: AsyncData<Enrollment[]> & { reload: () => void }, courseId: string): CourseAccess {
  if (enrollments.status === 'loading') return { kind: 'checking' };
  if (enrollments.status === 'error') return { kind: 'check-failed', retry: enrollments.reload };
  return { kind: isEnrolledIn(enrollments.data, courseId) ? 'enrolled' : 'not-enrolled' };
}
