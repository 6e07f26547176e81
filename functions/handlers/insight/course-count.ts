import { courseCount } from '#shared/api/insight.js';
import { totalCourses } from '#domain/insight/index.js';
import { apiHandler } from '#functions/handlers/api-handler.js';

/** The dashboard's Test API button. */
export const handler = apiHandler(courseCount, async () => ({ totalCourses: await totalCourses() }));
