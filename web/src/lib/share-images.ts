import type { CourseCategory } from '#shared/constants.js';

/** The link-preview card of an exam's courses (1200 × 630, web/public/share/), for a course without a thumbnail. */
export function courseShareImage(category: CourseCategory): string {
  return `/share/course-${category}.png`;
}
