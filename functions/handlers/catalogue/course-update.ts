import { courseUpdate } from '#shared/api/catalogue.js';
import { updateCourse } from '#domain/catalogue/index.js';
import { apiHandler } from '#functions/handlers/api-handler.js';

export const handler = apiHandler(courseUpdate, async ({ params, body }) => ({
  course: await updateCourse(params.id, body),
}));
