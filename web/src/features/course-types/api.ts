import type { CourseCategory } from '../../../../shared/constants';
import type { Course } from '../../../../shared/types';
import { api, ApiError } from '../../lib/api';
import type { MessageId } from '../../lib/i18n';

/** The server answered, but without a list of courses. */
class InvalidCoursesResponse extends Error {}

/** The catalogue courses of one exam, newest first (the catalogue is small: one list, filtered here). */
export async function fetchCategoryCourses(category: CourseCategory, signal: AbortSignal): Promise<Course[]> {
  const { courses } = await api('GET /api/courses', {}, { signal });
  if (!Array.isArray(courses)) throw new InvalidCoursesResponse('The courses response has no courses list');
  return courses.filter((course: Course) => course.category === category);
}

/** The course-list messages of spec section 8; a 200 that says success false is an invalid response too. */
export function categoryCoursesError(error: unknown): MessageId {
  if (error instanceof InvalidCoursesResponse || (error instanceof ApiError && error.status < 300))
    return 'courses.invalid';
  if (error instanceof ApiError && error.status >= 500) return 'courses.serverError';
  return 'courses.failed';
}
