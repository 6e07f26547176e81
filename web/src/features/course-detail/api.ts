import type { Course, MyPayment } from '../../../../shared/types';
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

/** The student's own payments, newest first; an empty list when they cannot be read (the course page still works). */
export async function fetchMyPaymentsOrNone(signal: AbortSignal): Promise<MyPayment[]> {
  try {
    const { payments } = await api('GET /api/payments/mine', {}, { signal });
    return Array.isArray(payments) ? payments : [];
  } catch (error) {
    if (signal.aborted) throw error;
    return [];
  }
}

/** Whether the student has watched every lecture of the course; false when it cannot be told. */
export async function hasFinishedCourse(courseId: string, signal: AbortSignal): Promise<boolean> {
  const { progress } = await api('GET /api/progress', {}, { signal });
  const entry = Array.isArray(progress) ? progress.find((course) => course.courseId === courseId) : undefined;
  return entry !== undefined && entry.total > 0 && entry.watched >= entry.total;
}
