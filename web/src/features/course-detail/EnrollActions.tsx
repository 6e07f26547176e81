import { useState } from 'react';
import { Link } from 'react-router-dom';
import { CONTACT } from '../../../../shared/constants';
import type { Course } from '../../../../shared/types';
import { paths } from '../../lib/paths';
import { ErrorBox } from '../../components/ErrorBox';
import { Spinner } from '../../components/Spinner';
import { formatRupees } from '../../lib/format';
import { useLoginDialog } from '../../lib/login-dialog';
import type { CourseAccess } from './course-access';

export function EnrollActions({ course, access }: { course: Course; access: CourseAccess }) {
  const loginDialog = useLoginDialog();
  const [showEnrollmentContact, setShowEnrollmentContact] = useState(false);

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
      // The UPI payment flow is not built yet; until then students enroll through the office.
      setShowEnrollmentContact(true);
    }
  };

  return (
    <div className="course-panel-status">
      <p className="muted">Enroll to access course videos</p>
      <button type="button" className="button button-primary button-block" onClick={enroll}>
        Enroll Now for {formatRupees(course.price)}
      </button>
      <div aria-live="polite">
        {showEnrollmentContact && (
          <p className="course-enroll-note">
            Online enrollment is being set up. To enroll in this course, please contact us at{' '}
            <a href={`mailto:${CONTACT.email}`}>{CONTACT.email}</a> or{' '}
            <a href={`tel:${CONTACT.phone.replace(/\s/g, '')}`}>{CONTACT.phone}</a>.
          </p>
        )}
      </div>
    </div>
  );
}
