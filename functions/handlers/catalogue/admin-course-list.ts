import { coursesWithFigures } from '#domain/insight/insight.js';
import { apiHandler } from '#lib/api-handler.js';

export const handler = apiHandler('GET /api/admin/courses', {}, async () => ({ ...(await coursesWithFigures()) }));
