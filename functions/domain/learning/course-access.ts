import type { TokenClaims } from '#lib/tokens.js';
import { NotAllowed } from '#lib/errors.js';
import { getCourse } from '../catalogue/index.js';
import { isEnrolled } from './enrollments.js';

/**
 * Videos are for admins and for students enrolled in that course. The course is looked up first,
 * so an unknown course is a 404 for everyone rather than a 403 that hides it.
 */
export async function assertCanWatch(user: TokenClaims, courseId: string) {
  const course = await getCourse(courseId);
  if (user.role !== 'admin' && !(await isEnrolled(user.userId, courseId))) throw new NotAllowed('not_enrolled');
  return course;
}
