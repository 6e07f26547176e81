import { courseList } from '#shared/api/catalogue.js';
import { listCourses } from '#domain/catalogue/index.js';
import { apiHandler } from '#functions/handlers/api-handler.js';

export const handler = apiHandler(courseList, async () => ({ courses: await listCourses() }));
