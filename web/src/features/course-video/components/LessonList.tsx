import { useId } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../lib/paths';
import type { CourseVideo } from '../../../lib/course-videos';
import { formatClock } from '../../../lib/format';
import type { VideoProgress } from '../../../lib/progress';
import { useT } from '../../../lib/i18n';

interface LessonListProps {
  courseId: string;
  videos: CourseVideo[];
  currentVideoId: string;
  progress: ReadonlyMap<string, VideoProgress>;
}

export function LessonList({ courseId, videos, currentVideoId, progress }: LessonListProps) {
  const headingId = useId();
  const t = useT();

  return (
    <nav className="lesson-list" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('learning.courseVideos')}</h2>
      <ol className="lesson-list-items">
        {videos.map((video, index) => (
          <li key={video._id}>
            <Link
              to={paths.courseVideo(courseId, video._id)}
              className="lesson-link"
              aria-current={video._id === currentVideoId ? 'page' : undefined}
            >
              {/* The spaces keep the link's accessible name readable: '2 Indian Polity 1:15'. */}
              <span className="lesson-number">{index + 1}</span>{' '}
              <span className="lesson-link-title">{video.title}</span>{' '}
              {video.duration !== undefined && <span className="lesson-duration">{formatClock(video.duration)}</span>}
              {progress.get(video._id)?.watched && (
                <>
                  {' '}
                  <span className="lesson-watched">
                    <span aria-hidden="true">✓ </span>
                    {t('curriculum.watched')}
                  </span>
                </>
              )}
            </Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}
