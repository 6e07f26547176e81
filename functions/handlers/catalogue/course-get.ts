import { courseGet } from '#shared/api/catalogue.js';
import { getCourse } from '#domain/catalogue/index.js';
import { apiHandler } from '#functions/handlers/api-handler.js';

export const handler = apiHandler(courseGet, async ({ params }) => ({ course: await getCourse(params.id) }));
