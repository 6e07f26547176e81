import { deleteCourse } from '../../domain/courses.js';
import { apiHandler } from '../../lib/api-handler.js';

export const handler = apiHandler('DELETE /api/courses/{id}', {}, async ({ params }) => {
  await deleteCourse(params.id!);
  return {};
});
