import { courseDelete } from '#shared/api/catalogue.js';
import { deleteCourse } from '#domain/catalogue/index.js';
import { enrolmentRemovalMarker, removeDeletedCourseEnrolments } from '#domain/learning/index.js';
import { deleteCourseContent, deleteCourseNotes } from '#domain/media/index.js';
import { apiHandler } from '#functions/handlers/api-handler.js';
import { NotFound } from '#lib/errors.js';

/**
 * The course goes first, so it disappears at once and nothing new can be added under it (starting an
 * upload, recording a video and enrolling all check the course in their transaction); with it goes a
 * mark that its enrolments are to be removed. Then its unfinished uploads, its videos' and notes'
 * records and files, and its students' enrolments for as long as the request has time (the
 * FinishCourseDeletions job removes the rest). A repeated delete after a partial failure finishes the
 * clean-up and still answers 404. Payments stay.
 */
export const handler = apiHandler(courseDelete, async ({ params }) => {
  const courseId = params.id;
  try {
    await deleteCourse(courseId, [enrolmentRemovalMarker(courseId, new Date().toISOString())]);
  } catch (error) {
    if (error instanceof NotFound) await removeContent(courseId);
    throw error;
  }
  await removeContent(courseId);
  return {};
});

async function removeContent(courseId: string): Promise<void> {
  await deleteCourseContent(courseId);
  await deleteCourseNotes(courseId);
  await removeDeletedCourseEnrolments(courseId);
}
