import { stats as declared } from '#shared/api/insight.js';
import { reportStats } from '#domain/insight/insight.js';
import { apiHandler } from '#lib/api-handler.js';

export const handler = apiHandler(declared, async () => ({ ...(await reportStats()) }));
