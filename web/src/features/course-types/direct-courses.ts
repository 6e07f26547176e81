import { DIRECT_COURSES, isDirectCourseId, type DirectCourse } from '../../../../shared/direct-courses';
import type { MessageId } from '../../lib/i18n';

export type { DirectCourse };

/**
 * The course sold by card on a course-type page: the shared table the server prices orders from
 * (spec section 3). Only gpsc and upsc have one; every other type shows gpsc, the default type.
 */
export function directCourseFor(courseType: string): DirectCourse {
  return isDirectCourseId(courseType) ? DIRECT_COURSES[courseType] : DIRECT_COURSES.gpsc;
}

/** The course's title and description as the page shows them (the shared table's are the English ones). */
export function directCourseText(course: DirectCourse): { title: MessageId; description: MessageId } {
  return { title: `direct.${course.id}.title`, description: `direct.${course.id}.description` };
}

/** Spec section 9: duration 12 months, batch size 50. */
export const BATCH_SIZE = 50;

export const COURSE_FEATURES: readonly MessageId[] = [
  'courseType.feature.faculty',
  'courseType.feature.material',
  'courseType.feature.mockTests',
  'courseType.feature.doubts',
];
