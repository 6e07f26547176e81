import { courseInputSchema } from '#shared/schemas.js';
import { createCourse } from '#domain/catalogue/courses.js';
import { apiHandler, Response } from '#lib/api-handler.js';

export const handler = apiHandler('POST /api/courses', { body: courseInputSchema }, async ({ body }) => {
  return new Response(201, { course: await createCourse(body) });
});
