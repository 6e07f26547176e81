import { deleteCourse } from '../../domain/catalogue/courses.js';
import { deleteCourseNotes } from '../../domain/media/notes.js';
import { deleteCourseContent } from '../../domain/media/video-uploads.js';
import { apiHandler } from '../../lib/api-handler.js';
import { NotFound } from '../../lib/errors.js';

/**
 * The course goes first, so it disappears at once and nothing new can be added under it (starting an
 * upload and recording a video both check the course in their transaction); then its unfinished
 * uploads, its videos' and notes' records and files. A repeated delete after a partial failure finishes the
 * clean-up and still answers 404. Payments stay.
 */
export const handler = apiHandler('DELETE /api/courses/{id}', {}, async ({ params }) => {
  try {
    await deleteCourse(params.id!);
  } catch (error) {
    if (error instanceof NotFound) await removeContent(params.id!);
    throw error;
  }
  await removeContent(params.id!);
  return {};
});

async function removeContent(courseId: string): Promise<void> {
  await deleteCourseContent(courseId);
  await deleteCourseNotes(courseId);
}
