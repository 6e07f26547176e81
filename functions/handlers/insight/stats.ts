import { reportStats } from '#domain/insight/insight.js';
import { apiHandler } from '#lib/api-handler.js';

export const handler = apiHandler('GET /api/stats', {}, async () => ({ ...(await reportStats()) }));
