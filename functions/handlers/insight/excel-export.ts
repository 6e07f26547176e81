import { excelExport } from '#shared/api/insight.js';
import { exportWorkbook } from '#domain/insight/index.js';
import { apiHandler } from '#functions/handlers/api-handler.js';

/** Writes the .xlsx to storage and answers a link that lives minutes; the browser polls the progress meanwhile. */
export const handler = apiHandler(excelExport, async ({ query, user }) => ({
  ...(await exportWorkbook(user.userId, query.exportId)),
}));
