import { useCallback, useId } from 'react';
import type { CourseCategory } from '../../../../shared/constants';
import { CourseCard } from '../../components/CourseCard';
import { LoadError } from '../../components/LoadError';
import { Spinner } from '../../components/Spinner';
import { useData } from '../../lib/use-data';
import { categoryCoursesError, fetchCategoryCourses } from './api';

/** The catalogue courses of one exam as course cards, with loading, error and empty states. */
export function CategoryCourses({ category, heading }: { category: CourseCategory; heading: string }) {
  const headingId = useId();
  const load = useCallback((signal: AbortSignal) => fetchCategoryCourses(category, signal), [category]);
  const courses = useData(load);

  return (
    <section className="category-courses" aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      {courses.status === 'loading' && <Spinner label="Loading courses..." />}
      {courses.status === 'error' && (
        <LoadError message={categoryCoursesError(courses.error)} onRetry={courses.retry} />
      )}
      {courses.status === 'success' && courses.data.length === 0 && (
        <p className="state-panel">No courses for this exam yet. Please check back soon, or browse all our courses.</p>
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
