import { Link, Navigate, useParams } from 'react-router-dom';
import { INSTITUTE_NAME } from '../../../../shared/constants';
import { paths } from '../../lib/paths';
import { EnrolledCourseGate } from './components/EnrolledCourseGate';
import { useActiveLanguage, useT } from '../../lib/i18n';
import { localizedTitle } from '../../lib/course-text';

/** /course/:courseId/videos: Start Learning lands here and goes on to the course's first video. */
export function CourseVideosRedirect() {
  const { courseId = '' } = useParams();
  const t = useT();
  const language = useActiveLanguage();

  return (
    <EnrolledCourseGate key={courseId} courseId={courseId}>
      {({ course, videos }) => {
        const [firstVideo] = videos;
        if (firstVideo) return <Navigate to={paths.courseVideo(courseId, firstVideo._id)} replace />;
        return (
          <section className="container page">
            <div className="learning-state">
              <title>{`${localizedTitle(course, language)} | ${INSTITUTE_NAME}`}</title>
              <h1>{localizedTitle(course, language)}</h1>
              <p className="muted">{t('learning.noVideos')}</p>
              <div className="learning-state-actions">
                <Link to={paths.course(courseId)} className="button button-primary">
                  {t('learning.backToCourse')}
                </Link>
              </div>
            </div>
          </section>
        );
      }}
    </EnrolledCourseGate>
  );
}
