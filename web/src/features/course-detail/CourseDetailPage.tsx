import { useCallback } from 'react';
import { Link, useParams } from 'react-router-dom';
import { INSTITUTE_NAME } from '../../../../shared/constants';
import type { Course, MyPayment } from '../../../../shared/types';
import { paths } from '../../lib/paths';
import { LoadError } from '../../components/LoadError';
import { Spinner } from '../../components/Spinner';
import { fetchEnrollments, isEnrolledIn, type Enrollment } from '../../lib/enrollments';
import { useSession } from '../../lib/session';
import { useData, type Data } from '../../lib/use-data';
import { courseErrorMessage, fetchCourse, fetchMyPaymentsOrNone } from './api';
import { usePreloaded } from '../../lib/page-data';
import { openPaymentFor, type CourseAccess } from './course-access';
import { CourseOverview } from './CourseOverview';
import './course-detail.css';
import { useT } from '../../lib/i18n';

export function CourseDetailPage() {
  const { courseId = '' } = useParams();
  // A new course id starts from a clean slate instead of showing the previous course while loading.
  return <CourseDetail key={courseId} courseId={courseId} />;
}

function CourseDetail({ courseId }: { courseId: string }) {
  const loadCourse = useCallback((signal: AbortSignal) => fetchCourse(courseId, signal), [courseId]);
  const course = useData(loadCourse, usePreloaded('GET /api/courses/{id}', { id: courseId })?.course ?? undefined);
  const t = useT();

  return (
    <div className="container page course-detail">
      <Link to={paths.courses} className="back-link">
        <span aria-hidden="true">← </span>
        {t('courseDetail.back')}
      </Link>
      {course.status === 'loading' && <Spinner label={t('courseDetail.loading')} />}
      {course.status === 'error' && (
        <>
          <title>{`${t('courseDetail.title')} | ${INSTITUTE_NAME}`}</title>
          <LoadError message={t(courseErrorMessage(course.error))} onRetry={course.retry} />
        </>
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

interface StudentCourseState {
  enrollments: Enrollment[];
  payments: MyPayment[];
}

/** The enrolments (required) and the student's payments (best effort: a UPI payment waiting for an admin), together. */
async function loadStudentState(signal: AbortSignal): Promise<StudentCourseState> {
  const [enrollments, payments] = await Promise.all([fetchEnrollments(signal), fetchMyPaymentsOrNone(signal)]);
  return { enrollments, payments };
}

/** Mounted only for a signed-in student, so enrollments and payments are fetched for no one else. */
function CourseForStudent({ course }: { course: Course }) {
  const state = useData(loadStudentState);
  return <CourseOverview course={course} access={studentAccess(state, course._id)} />;
}

function studentAccess(state: Data<StudentCourseState>, courseId: string): CourseAccess {
  if (state.status === 'loading') return { kind: 'checking' };
  if (state.status === 'error') return { kind: 'check-failed', retry: state.retry };
  if (isEnrolledIn(state.data.enrollments, courseId)) return { kind: 'enrolled' };
  return { kind: 'not-enrolled', payment: openPaymentFor(state.data.payments, courseId), refresh: state.refresh };
}
