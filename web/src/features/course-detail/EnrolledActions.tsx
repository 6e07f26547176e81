import { useCallback } from 'react';
import { Link } from 'react-router-dom';
import { Spinner } from '../../components/Spinner';
import { useT } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { useData } from '../../lib/use-data';
import { hasFinishedCourse } from './api';

/**
 * An enrolled student's panel: Start Learning, or, once every lecture is watched, Completed with
 * Watch again (from the first lecture). When progress cannot be read it offers Start Learning.
 */
export function EnrolledActions({ courseId }: { courseId: string }) {
  const t = useT();
  const load = useCallback((signal: AbortSignal) => hasFinishedCourse(courseId, signal), [courseId]);
  const finished = useData(load);

  return (
    <div className="course-panel-status">
      <p className="course-enrolled">{t('enroll.enrolled')}</p>
      {finished.status === 'loading' && <Spinner />}
      {finished.status === 'success' && finished.data && (
        <p className="course-completed">
          <span aria-hidden="true">✓ </span>
          {t('enroll.completed')}
        </p>
      )}
      {finished.status !== 'loading' && (
        <Link to={paths.courseVideos(courseId)} className="button button-primary button-block">
          {finished.status === 'success' && finished.data ? t('enroll.watchAgain') : t('enroll.startLearning')}
        </Link>
      )}
    </div>
  );
}
