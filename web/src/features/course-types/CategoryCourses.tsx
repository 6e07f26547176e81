import { useCallback, useId } from 'react';
import type { CourseCategory } from '../../../../shared/constants';
import { CourseCard } from '../../components/CourseCard';
import { LoadError } from '../../components/LoadError';
import { Spinner } from '../../components/Spinner';
import { useData } from '../../lib/use-data';
import { categoryCoursesError, fetchCategoryCourses } from './api';
import { useT } from '../../lib/i18n';

/** The catalogue courses of one exam as course cards, with loading, error and empty states. */
export function CategoryCourses({ category, heading, id }: { category: CourseCategory; heading: string; id?: string }) {
  const headingId = useId();
  const t = useT();
  const load = useCallback((signal: AbortSignal) => fetchCategoryCourses(category, signal), [category]);
  const courses = useData(load);

  return (
    <section id={id} className="category-courses" aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      {courses.status === 'loading' && <Spinner label={t('courses.loading')} />}
      {courses.status === 'error' && (
        <LoadError message={t(categoryCoursesError(courses.error))} onRetry={courses.retry} />
      )}
      {courses.status === 'success' && courses.data.length === 0 && (
        <p className="state-panel">{t('courseType.empty')}</p>
      )}
      {courses.status === 'success' && courses.data.length > 0 && (
        <ul className="card-grid">
          {courses.data.map((course) => (
            <li key={course._id}>
              <CourseCard course={course} headingLevel={3} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
