import { auditList } from '#shared/api/audit.js';
import { AUDIT_PAGE_SIZE } from '#shared/audit.js';
import { auditPage } from '#domain/audit/index.js';
import { apiHandler } from '#functions/handlers/api-handler.js';

/** The audit log, newest first, filtered by person, kind, item and dates, in pages. */
export const handler = apiHandler(auditList, async ({ query }) => auditPage(query, AUDIT_PAGE_SIZE));
