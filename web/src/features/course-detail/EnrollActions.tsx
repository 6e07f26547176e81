import { Link } from 'react-router-dom';
import type { Course } from '../../../../shared/types';
import { paths } from '../../lib/paths';
import { ErrorBox } from '../../components/ErrorBox';
import { Spinner } from '../../components/Spinner';
import { formatRupees } from '../../lib/format';
import { useLoginDialog } from '../../lib/login-dialog';
import { useSession } from '../../lib/session';
import { UpiEnrollDialog } from './upi-enrollment/UpiEnrollDialog';
import { useUpiEnrollment } from './upi-enrollment/use-upi-enrollment';
import type { CourseAccess } from './course-access';

export function EnrollActions({ course, access }: { course: Course; access: CourseAccess }) {
  const loginDialog = useLoginDialog();
  // On a page from the server the visitor looks signed out until the browser has checked: a click
  // then could tell a signed-in student to log in.
  const { known } = useSession();
  const upi = useUpiEnrollment(course._id);

  switch (access.kind) {
    case 'checking':
      return <Spinner label="Checking enrollment..." />;
    case 'check-failed':
      return (
        <div className="course-panel-status">
          <ErrorBox>Failed to verify enrollment</ErrorBox>
          <button type="button" className="button button-outline button-block" onClick={access.retry}>
            Try Again
          </button>
        </div>
      );
    case 'enrolled':
      return (
        <div className="course-panel-status">
          <p className="course-enrolled">You are enrolled in this course!</p>
          <Link to={paths.courseVideos(course._id)} className="button button-primary button-block">
            Start Learning
          </Link>
        </div>
      );
  }

  const enroll = () => {
    if (access.kind === 'guest') {
      window.alert('Please login to enroll in this course');
      loginDialog.open('login');
    } else if (access.kind === 'not-student') {
      window.alert('Please login as a student to enroll');
    } else {
      void upi.start();
    }
  };

  return (
    <div className="course-panel-status">
      <p className="muted">Enroll to access course videos</p>
      <button type="button" className="button button-primary button-block" disabled={upi.initiating || !known} onClick={enroll}>
        {upi.initiating ? 'Processing...' : `Enroll Now for ${formatRupees(course.price)}`}
      </button>
      {upi.payment && <UpiEnrollDialog payment={upi.payment} onClose={upi.close} />}
    </div>
  );
}
