import { DIRECT_COURSES, isDirectCourseId, type DirectCourse } from '../../../../shared/direct-courses';

export type { DirectCourse };

/**
 * The course sold by card on a course-type page: the shared table the server prices orders from
 * (spec section 3). Only gpsc and upsc have one; every other type shows gpsc, the default type.
 */
export function directCourseFor(courseType: string): DirectCourse {
  return isDirectCourseId(courseType) ? DIRECT_COURSES[courseType] : DIRECT_COURSES.gpsc;
}

/** Spec section 9: duration 12 months, batch size 50. */
export const COURSE_DURATION = '12 months';
export const BATCH_SIZE = 50;

export const COURSE_FEATURES = [
  'Expert Faculty',
  'Comprehensive Study Material',
  'Regular Mock Tests',
  'Doubt Clearing Sessions',
] as const;
