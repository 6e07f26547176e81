import { courseCreate } from '#shared/api/catalogue.js';
import { createCourse } from '#domain/catalogue/index.js';
import { Response } from '#lib/api-handler.js';
import { apiHandler } from '#functions/handlers/api-handler.js';

export const handler = apiHandler(courseCreate, async ({ body }) => {
  return new Response(201, { course: await createCourse(body) });
});
