import { exportProgress } from '#domain/insight/excel-export.js';
import { apiHandler } from '#lib/api-handler.js';

export const handler = apiHandler('GET /api/export/excel/{exportId}', {}, async ({ params }) => ({ progress: await exportProgress(params.exportId!) }));
