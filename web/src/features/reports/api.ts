import { PAYMENTS_PAGE_SIZE } from '../../../../shared/admin-schemas';
import type { ExcelExport, ExportProgress, ReportPaymentsPage, ReportStats } from '../../../../shared/admin-types';
import { api } from '../../lib/api';

export type { ExcelExport, ExportProgress, ReportPaymentsPage, ReportStats };

export async function fetchStats(signal: AbortSignal): Promise<ReportStats> {
  const { success: _success, ...stats } = await api('GET /api/stats', {}, { signal });
  if (!Array.isArray(stats.courseStats)) throw new Error('The stats response has no courseStats list');
  return stats;
}

/** Where the table is: the page number, and the cursor the server handed out for it (none for page 1). */
export interface PaymentsPosition {
  page: number;
  cursor?: string;
}

export async function fetchPaymentsPage({ page, cursor }: PaymentsPosition, signal: AbortSignal): Promise<ReportPaymentsPage> {
  const { success: _success, ...reply } = await api('GET /api/payments', {}, { query: { page, limit: PAYMENTS_PAGE_SIZE, cursor }, signal });
  if (!Array.isArray(reply.payments)) throw new Error('The payments response has no payments list');
  return reply;
}

/** Writes the workbook on the server and answers its short-lived link; `exportId` names it for the progress calls. */
export async function exportExcel(exportId: string, signal: AbortSignal): Promise<ExcelExport> {
  const { success: _success, ...file } = await api('GET /api/export/excel', {}, { query: { exportId }, signal });
  return file;
}

export async function fetchExportProgress(exportId: string, signal: AbortSignal): Promise<ExportProgress> {
  const { progress } = await api('GET /api/export/excel/{exportId}', { exportId }, { signal });
  return progress;
}
