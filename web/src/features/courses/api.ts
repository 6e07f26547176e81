import type { Course } from '../../../../shared/types';
import { api, ApiError } from '../../lib/api';

/** The server answered, but without a list of courses. */
class InvalidCoursesResponse extends Error {}

export async function fetchCourses(signal: AbortSignal): Promise<Course[]> {
  const { courses } = await api('GET /api/courses', {}, { signal });
  if (!Array.isArray(courses)) throw new InvalidCoursesResponse('The courses response has no courses list');
  return courses;
}

/** The course-list messages of spec section 8. */
export function coursesErrorMessage(error: unknown): string {
  // A 200 whose body says success false is an invalid response too, not a failed load.
  if (error instanceof InvalidCoursesResponse || (error instanceof ApiError && error.status < 300)) return 'No courses found or invalid response';
  if (error instanceof ApiError && error.status >= 500) return 'Server error. Please try again later.';
  return 'Failed to load courses';
}
