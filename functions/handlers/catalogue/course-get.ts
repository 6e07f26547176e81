import { getCourse } from '#domain/catalogue/courses.js';
import { apiHandler } from '#lib/api-handler.js';

export const handler = apiHandler('GET /api/courses/{id}', {}, async ({ params }) => ({ course: await getCourse(params.id!) }));
