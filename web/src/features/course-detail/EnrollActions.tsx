import { Suspense } from 'react';
import { Link } from 'react-router-dom';
import type { Course } from '../../../../shared/types';
import { paths } from '../../lib/paths';
import { ErrorBox } from '../../components/ErrorBox';
import { Spinner } from '../../components/Spinner';
import { formatRupees } from '../../lib/rupees';
import { lazyComponent } from '../../lib/lazy-component';
import { useLoginDialog } from '../../lib/login-dialog';
import { useSession } from '../../lib/session';
import { useUpiEnrollment } from './upi-enrollment/use-upi-enrollment';
import type { CourseAccess } from './course-access';
import { useT } from '../../lib/i18n';

// The payment dialog and its form load on Enroll Now, not with the course page.
const UpiEnrollDialog = lazyComponent(() => import('./upi-enrollment/UpiEnrollDialog').then((module) => module.UpiEnrollDialog));

export function EnrollActions({ course, access }: { course: Course; access: CourseAccess }) {
  const loginDialog = useLoginDialog();
  // On a page from the server the visitor looks signed out until the browser has checked: a click
  // then could tell a signed-in student to log in.
  const { known } = useSession();
  const upi = useUpiEnrollment(course._id);
  const t = useT();

  switch (access.kind) {
    case 'checking':
      return <Spinner label={t('enroll.checking')} />;
    case 'check-failed':
      return (
        <div className="course-panel-status">
          <ErrorBox>{t('enroll.checkFailed')}</ErrorBox>
          <button type="button" className="button button-outline button-block" onClick={access.retry}>
            {t('common.tryAgain')}
          </button>
        </div>
      );
    case 'enrolled':
      return (
        <div className="course-panel-status">
          <p className="course-enrolled">{t('enroll.enrolled')}</p>
          <Link to={paths.courseVideos(course._id)} className="button button-primary button-block">
            {t('enroll.startLearning')}
          </Link>
        </div>
      );
  }

  const enroll = () => {
    if (access.kind === 'guest') {
      window.alert(t('enroll.loginToEnroll'));
      loginDialog.open('login');
    } else if (access.kind === 'not-student') {
      window.alert(t('enroll.loginAsStudent'));
    } else {
      void upi.start();
    }
  };

  return (
    <div className="course-panel-status">
      <p className="muted">{t('enroll.prompt')}</p>
      <button type="button" className="button button-primary button-block" disabled={upi.initiating || !known} onClick={enroll}>
        {upi.initiating ? t('common.processing') : t('enroll.now', { price: formatRupees(course.price) })}
      </button>
      {upi.payment && (
        <Suspense fallback={null}>
          <UpiEnrollDialog payment={upi.payment} onClose={upi.close} />
        </Suspense>
      )}
    </div>
  );
}
