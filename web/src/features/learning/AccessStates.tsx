import { Link } from 'react-router-dom';
import { INSTITUTE_NAME } from '../../../../shared/constants';
import { paths } from '../../lib/paths';
import { ErrorBox } from '../../components/ErrorBox';

interface AccessDeniedProps {
  reason: string;
  courseId: string;
  onRetry: () => void;
}

export function AccessDenied({ reason, courseId, onRetry }: AccessDeniedProps) {
  return (
    <div className="learning-state">
      <title>{`Access Denied | ${INSTITUTE_NAME}`}</title>
      <h1>Access Denied</h1>
      <ErrorBox>{reason}</ErrorBox>
      <div className="learning-state-actions">
        <button type="button" className="button button-primary" onClick={onRetry}>
          Try Again
        </button>
        <Link to={paths.course(courseId)} className="button button-outline">
          Back to Course
        </Link>
      </div>
    </div>
  );
}

export function CourseNotEnrolled({ courseId }: { courseId: string }) {
  return (
    <div className="learning-state">
      <title>{`Course Not Enrolled | ${INSTITUTE_NAME}`}</title>
      <h1>Course Not Enrolled</h1>
      <p className="muted">You need to enroll in this course to watch its videos.</p>
      <div className="learning-state-actions">
        <Link to={paths.course(courseId)} className="button button-primary">
          Enroll Now
        </Link>
      </div>
    </div>
  );
}
