import { auditExport } from '#shared/api/audit.js';
import { todayInIndia } from '#shared/india-time.js';
import { auditWorkbook } from '#domain/audit/index.js';
import { FileResponse } from '#lib/api-handler.js';
import { apiHandler } from '#functions/handlers/api-handler.js';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The audit log of the same filters as the list, as an .xlsx workbook. */
export const handler = apiHandler(
  auditExport,
  async ({ query }) => new FileResponse(XLSX, await auditWorkbook(query), `audit-log-${todayInIndia()}.xlsx`),
);
