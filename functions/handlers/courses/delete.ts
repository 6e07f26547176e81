import { deleteCourse } from '../../domain/courses.js';
import { deleteCourseContent } from '../../domain/videos.js';
import { apiHandler } from '../../lib/api-handler.js';

/** The course goes first, so it disappears at once; then its videos' records and files. Payments stay. */
export const handler = apiHandler('DELETE /api/courses/{id}', {}, async ({ params }) => {
  await deleteCourse(params.id!);
  await deleteCourseContent(params.id!);
  return {};
});
