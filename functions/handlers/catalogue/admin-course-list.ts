import { adminCourseList } from '#shared/api/catalogue.js';
import { coursesWithFigures } from '#domain/insight/index.js';
import { apiHandler } from '#functions/handlers/api-handler.js';

export const handler = apiHandler(adminCourseList, async () => ({ ...(await coursesWithFigures()) }));
