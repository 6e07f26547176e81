import { LoadError } from '../../components/LoadError';
import { Spinner } from '../../components/Spinner';
import { useData } from '../../lib/use-data';
import { coursesErrorMessage, fetchCourses, usePreloadedCourses } from './api';
import { CourseCard, type CourseTitleLevel } from './CourseCard';
import { useT } from '../../lib/i18n';

/**
 * The 'Our Courses' grid used by Home and /courses, with its loading, error and empty states.
 * `headingLevel` is the level of the card titles, one below the heading the grid sits under.
 */
export function CourseGrid({ headingLevel }: { headingLevel: CourseTitleLevel }) {
  const courses = useData(fetchCourses, usePreloadedCourses());
  const t = useT();

  if (courses.status === 'loading') return <Spinner label={t('courses.loading')} />;
  if (courses.status === 'error') {
    return <LoadError message={t(coursesErrorMessage(courses.error))} onRetry={courses.retry} />;
  }
  if (courses.data.length === 0) return <p className="state-panel">{t('courses.empty')}</p>;
  return (
    <ul className="card-grid">
      {courses.data.map((course) => (
        <li key={course._id}>
          <CourseCard course={course} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
