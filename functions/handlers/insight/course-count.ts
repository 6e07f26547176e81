import { totalCourses } from '#domain/insight/insight.js';
import { apiHandler } from '#lib/api-handler.js';

/** The dashboard's Test API button. */
export const handler = apiHandler('GET /api/courses/test/all', {}, async () => ({ totalCourses: await totalCourses() }));
