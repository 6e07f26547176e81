import { Link } from 'react-router-dom';
import type { CourseVideo } from '../../../lib/course-videos';
import { useT } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';

/** Over a lecture that has ended: the next lecture, or the way back to the course after the last. */
export function LectureEnd({ courseId, next }: { courseId: string; next: CourseVideo | undefined }) {
  const t = useT();
  return next ? (
    <>
      <p>{t('learning.upNext', { title: next.title })}</p>
      <Link to={paths.courseVideo(courseId, next._id)} className="button button-primary">
        {t('learning.playNext')}
        <span className="visually-hidden">: {next.title}</span>
      </Link>
    </>
  ) : (
    <>
      <p>{t('learning.end')}</p>
      <Link to={paths.course(courseId)} className="button button-primary">
        {t('learning.backToCourse')}
      </Link>
    </>
  );
}
