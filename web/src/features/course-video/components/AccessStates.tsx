import { Link } from 'react-router-dom';
import { INSTITUTE_NAME } from '../../../../../shared/constants';
import { paths } from '../../../lib/paths';
import { ErrorBox } from '../../../components/ErrorBox';
import { useT } from '../../../lib/i18n';

interface AccessDeniedProps {
  reason: string;
  courseId: string;
  onRetry: () => void;
}

export function AccessDenied({ reason, courseId, onRetry }: AccessDeniedProps) {
  const t = useT();
  return (
    <div className="learning-state">
      <title>{`${t('learning.accessDenied')} | ${INSTITUTE_NAME}`}</title>
      <h1>{t('learning.accessDenied')}</h1>
      <ErrorBox>{reason}</ErrorBox>
      <div className="learning-state-actions">
        <button type="button" className="button button-primary" onClick={onRetry}>
          {t('common.tryAgain')}
        </button>
        <Link to={paths.course(courseId)} className="button button-outline">
          {t('learning.backToCourse')}
        </Link>
      </div>
    </div>
  );
}

export function CourseNotEnrolled({ courseId }: { courseId: string }) {
  const t = useT();
  return (
    <div className="learning-state">
      <title>{`${t('learning.notEnrolled')} | ${INSTITUTE_NAME}`}</title>
      <h1>{t('learning.notEnrolled')}</h1>
      <p className="muted">{t('learning.needEnroll')}</p>
      <div className="learning-state-actions">
        <Link to={paths.course(courseId)} className="button button-primary">
          {t('learning.enrollNow')}
        </Link>
      </div>
    </div>
  );
}

/** Lectures closed by the plan's overdue rule: why, and the way to pay (the dashboard's instalments). */
export function CourseSuspended() {
  const t = useT();
  return (
    <div className="learning-state">
      <title>{`${t('learning.suspended')} | ${INSTITUTE_NAME}`}</title>
      <h1>{t('learning.suspended')}</h1>
      <p>{t('error.course_suspended_for_dues')}</p>
      <div className="learning-state-actions">
        <Link to={paths.dashboard} className="button button-primary">
          {t('learning.payInstalment')}
        </Link>
      </div>
    </div>
  );
}
