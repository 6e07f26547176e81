import type { Course } from '../../../../shared/types';
import type { ResponseOf } from '../../../../shared/api-contract';
import { api, ApiError } from '../../lib/api';
import { usePreloaded } from '../../lib/page-data';
import type { MessageId } from '../../lib/i18n';

/** The server answered, but without a list of courses. */
class InvalidCoursesResponse extends Error {}

export async function fetchCourses(signal: AbortSignal): Promise<Course[]> {
  return coursesFrom(await api('GET /api/courses', {}, { signal }));
}

export function coursesFrom({ courses }: ResponseOf<'GET /api/courses'>): Course[] {
  if (!Array.isArray(courses)) throw new InvalidCoursesResponse('The courses response has no courses list');
  return courses;
}

/** The courses the page's HTML came with, if it came with a valid list. */
export function usePreloadedCourses(): Course[] | undefined {
  const preloaded = usePreloaded('GET /api/courses', {});
  return preloaded && Array.isArray(preloaded.courses) ? preloaded.courses : undefined;
}

/** The course-list messages of spec section 8. */
export function coursesErrorMessage(error: unknown): MessageId {
  // A 200 whose body says success false is an invalid response too, not a failed load.
  if (error instanceof InvalidCoursesResponse || (error instanceof ApiError && error.status < 300))
    return 'courses.invalid';
  if (error instanceof ApiError && error.status >= 500) return 'courses.serverError';
  return 'courses.failed';
}
