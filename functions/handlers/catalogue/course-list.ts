import { listCourses } from '#domain/catalogue/courses.js';
import { apiHandler } from '#lib/api-handler.js';

export const handler = apiHandler('GET /api/courses', {}, async () => ({ courses: await listCourses() }));
