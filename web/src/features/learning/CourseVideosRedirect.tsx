import { Link, Navigate, useParams } from 'react-router-dom';
import { INSTITUTE_NAME } from '../../../../shared/constants';
import { paths } from '../../lib/paths';
import { EnrolledCourseGate } from './EnrolledCourseGate';

/** /course/:courseId/videos: Start Learning lands here and goes on to the course's first video. */
export function CourseVideosRedirect() {
  const { courseId = '' } = useParams();

  return (
    <EnrolledCourseGate key={courseId} courseId={courseId}>
      {({ course, videos }) => {
        const [firstVideo] = videos;
        if (firstVideo) return <Navigate to={paths.courseVideo(courseId, firstVideo._id)} replace />;
        return (
          <section className="container page">
            <div className="learning-state">
              <title>{`${course.title} | ${INSTITUTE_NAME}`}</title>
              <h1>{course.title}</h1>
              <p className="muted">This course has no videos yet. Please check back soon.</p>
              <div className="learning-state-actions">
                <Link to={paths.course(courseId)} className="button button-primary">
                  Back to Course
                </Link>
              </div>
            </div>
          </section>
        );
      }}
    </EnrolledCourseGate>
  );
}
