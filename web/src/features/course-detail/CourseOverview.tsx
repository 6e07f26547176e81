import { useId } from 'react';
import { PageHead } from '../../components/PageHead';
import { courseShareImage } from '../../lib/share-images';
import { paths } from '../../lib/paths';
import type { Course } from '../../../../shared/types';
import type { CourseAccess } from './course-access';
import { CourseCurriculum } from './CourseCurriculum';
import { CoursePanel } from './CoursePanel';

export function CourseOverview({ course, access }: { course: Course; access: CourseAccess }) {
  const featuresHeadingId = useId();

  return (
    <div className="course-detail-layout">
      <PageHead title={course.title} description={course.description} path={paths.course(course._id)} image={course.thumbnail ?? courseShareImage(course.category)} />
      <header className="course-detail-header">
        <p className="course-detail-category">{course.category.toUpperCase()}</p>
        <h1>{course.title}</h1>
        <p className="course-detail-description">{course.description}</p>
        <ul className="course-detail-facts" aria-label="Course facts">
          <li>Duration: {course.duration}</li>
          <li>{course.videoCount === 1 ? '1 video' : `${course.videoCount} videos`}</li>
        </ul>
      </header>
      <CoursePanel course={course} access={access} />
      <div className="course-detail-content">
        {course.features.length > 0 && (
          <section className="course-detail-section" aria-labelledby={featuresHeadingId}>
            <h2 id={featuresHeadingId}>What you'll learn</h2>
            <ul className="course-detail-features">
              {course.features.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
          </section>
        )}
        {access.kind === 'enrolled' && <CourseCurriculum courseId={course._id} />}
      </div>
    </div>
  );
}
