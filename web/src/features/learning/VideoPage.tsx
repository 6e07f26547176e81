import { Link, useParams } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { EnrolledCourseGate } from './EnrolledCourseGate';
import { LessonList } from './LessonList';
import { LessonPlayer } from './LessonPlayer';

/** /course/:courseId/video/:videoId: the player beside the course's video list. */
export function VideoPage() {
  const { courseId = '', videoId = '' } = useParams();

  return (
    <EnrolledCourseGate key={courseId} courseId={courseId}>
      {({ course, videos }) => (
        <div className="container page lesson-page">
          <Link to={paths.course(courseId)} className="back-link">
            <span aria-hidden="true">← </span>Back to {course.title}
          </Link>
          <div className="lesson-layout">
            {/* Keyed so another video starts with a fresh player instead of the previous one's state. */}
            <LessonPlayer key={videoId} courseId={courseId} videoId={videoId} />
            <LessonList courseId={courseId} videos={videos} currentVideoId={videoId} />
          </div>
        </div>
      )}
    </EnrolledCourseGate>
  );
}
