import { useCallback, type ReactNode } from 'react';
import { Spinner } from '../../../components/Spinner';
import type { CourseVideos } from '../../../lib/course-videos';
import { useData } from '../../../lib/use-data';
import { AccessDenied, CourseNotEnrolled, CourseSuspended } from './AccessStates';
import { accessDeniedReason, loadCourseAccess } from '../api';
import '../course-video.css';
import { useT } from '../../../lib/i18n';

interface EnrolledCourseGateProps {
  courseId: string;
  /** Rendered only for a student enrolled in the course, with its videos. */
  children: (courseVideos: CourseVideos) => ReactNode;
}

/** Loading, 'Access Denied' and 'Course Not Enrolled' states shared by the learning pages. */
export function EnrolledCourseGate({ courseId, children }: EnrolledCourseGateProps) {
  const loadAccess = useCallback((signal: AbortSignal) => loadCourseAccess(courseId, signal), [courseId]);
  const access = useData(loadAccess);
  const t = useT();

  if (access.status === 'loading') return <Spinner label={t('courseDetail.loading')} />;
  if (access.status === 'error') {
    return (
      <section className="container page">
        <AccessDenied reason={t(accessDeniedReason(access.error))} courseId={courseId} onRetry={access.retry} />
      </section>
    );
  }
  if (!access.data.enrolled && access.data.suspended) {
    return (
      <section className="container page">
        <CourseSuspended />
      </section>
    );
  }
  if (!access.data.enrolled) {
    return (
      <section className="container page">
        <CourseNotEnrolled courseId={courseId} />
      </section>
    );
  }
  return children(access.data);
}
