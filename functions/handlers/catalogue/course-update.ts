import { courseInputSchema } from '#shared/schemas.js';
import { updateCourse } from '#domain/catalogue/courses.js';
import { apiHandler } from '#lib/api-handler.js';

export const handler = apiHandler('PUT /api/courses/{id}', { body: courseInputSchema }, async ({ params, body }) => ({
  course: await updateCourse(params.id!, body),
}));
