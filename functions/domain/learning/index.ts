/** Enrolments and lecture progress: who may watch what. */
export { assertCanWatch } from './course-access.js';
export {
  enrolmentRemovalMarker,
  finishCourseDeletions,
  markEnrolmentsForRemoval,
  removeDeletedCourseEnrolments,
} from './deleted-course-enrolments.js';
export {
  enroll,
  enrollmentKeys,
  enrollmentWrites,
  isEnrolled,
  listEnrollments,
  recentEnrollments,
} from './enrollments.js';
export { courseProgress, progressSummary, saveProgress } from './progress.js';
