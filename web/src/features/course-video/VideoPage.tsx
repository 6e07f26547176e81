import { Link, useParams } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { ProgressBar } from '../../components/ProgressBar';
import { Spinner } from '../../components/Spinner';
import type { CourseVideos } from '../../lib/course-videos';
import { watchedCount } from '../../lib/progress';
import { EnrolledCourseGate } from './components/EnrolledCourseGate';
import { LectureNotes } from './components/LectureNotes';
import { LessonList } from './components/LessonList';
import { LessonPlayer } from './components/LessonPlayer';
import { useCourseProgress } from './hooks/use-course-progress';
import { useActiveLanguage, useT } from '../../lib/i18n';
import { localizedTitle } from '../../lib/course-text';

/** /course/:courseId/video/:videoId: the player beside the course's video list. */
export function VideoPage() {
  const { courseId = '', videoId = '' } = useParams();

  return (
    <EnrolledCourseGate key={courseId} courseId={courseId}>
      {(courseVideos) => <Lessons courseVideos={courseVideos} videoId={videoId} />}
    </EnrolledCourseGate>
  );
}

function Lessons({ courseVideos: { course, videos }, videoId }: { courseVideos: CourseVideos; videoId: string }) {
  const { ready, progress, record } = useCourseProgress(course._id);
  const t = useT();
  const language = useActiveLanguage();
  const index = videos.findIndex((video) => video._id === videoId);
  const next = index >= 0 ? videos[index + 1] : undefined;

  return (
    <div className="container page lesson-page">
      <Link to={paths.course(course._id)} className="back-link">
        <span aria-hidden="true">← </span>
        {t('learning.backTo', { title: localizedTitle(course, language) })}
      </Link>
      <div className="lesson-layout">
        {ready ? (
          // Keyed so another video starts with a fresh player instead of the previous one's state.
          <LessonPlayer
            key={videoId}
            courseId={course._id}
            videoId={videoId}
            saved={progress.get(videoId)}
            next={next}
            onProgressSaved={record}
          />
        ) : (
          <div className="lesson-main">
            <Spinner label={t('learning.loadingVideo')} />
          </div>
        )}
        <div className="lesson-side">
          <LectureNotes key={videoId} courseId={course._id} videoId={videoId} />
          <ProgressBar
            watched={watchedCount(
              progress,
              videos.map((video) => video._id),
            )}
            total={videos.length}
          />
          <LessonList courseId={course._id} videos={videos} currentVideoId={videoId} progress={progress} />
        </div>
      </div>
    </div>
  );
}
