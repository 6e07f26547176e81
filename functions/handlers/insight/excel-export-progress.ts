import { excelExportProgress } from '#shared/api/insight.js';
import { exportProgress } from '#domain/insight/index.js';
import { apiHandler } from '#functions/handlers/api-handler.js';

export const handler = apiHandler(excelExportProgress, async ({ params }) => ({
  progress: await exportProgress(params.exportId),
}));
