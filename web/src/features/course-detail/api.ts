import type { Course } from '../../../../shared/types';
import { api, ApiError } from '../../lib/api';
import type { MessageId } from '../../lib/i18n';

/** The server answered, but without a course. */
class MissingCourse extends Error {}

export async function fetchCourse(courseId: string, signal: AbortSignal): Promise<Course> {
  const { course } = await api('GET /api/courses/{id}', { id: courseId }, { signal });
  if (!course) throw new MissingCourse('The course response has no course');
  return course;
}

/** The course-detail messages of spec section 8; a 404 is a course that is not found, too. */
export function courseErrorMessage(error: unknown): MessageId {
  if (error instanceof MissingCourse || (error instanceof ApiError && error.status === 404)) {
    return 'courseDetail.notFound';
  }
  return 'courseDetail.failed';
}
