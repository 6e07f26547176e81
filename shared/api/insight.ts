/** The admin's insight routes: the dashboard, the reports and the Excel export. */
import { exportQuerySchema } from '../admin-schemas.js';
import type { AdminDashboard, ExcelExport, ExportProgress, ReportStats } from '../admin-types.js';
import type { JsonReply, RouteFields } from './route.js';

export const dashboard = {
  method: 'GET',
  path: '/api/admin/dashboard',
  access: ['owner', 'accountant'],
  uses: [
    'table:stats:query',
    'table:catalogue:query',
    'index:recent-enrollments:query',
    'table:users:batch-get',
    'index:dues:query',
  ],
  reply: 'json' as JsonReply<AdminDashboard>,
} as const satisfies RouteFields;

export const courseCount = {
  method: 'GET',
  path: '/api/courses/test/all',
  access: ['owner', 'accountant', 'faculty'],
  uses: ['table:stats:query'],
  reply: 'json' as JsonReply<{ totalCourses: number }>,
} as const satisfies RouteFields;

export const stats = {
  method: 'GET',
  path: '/api/stats',
  access: ['owner', 'accountant'],
  uses: ['table:stats:query', 'table:catalogue:query'],
  reply: 'json' as JsonReply<ReportStats>,
} as const satisfies RouteFields;

/** Writes the .xlsx to storage and answers a short-lived link to it; `exportId` lets the browser ask for progress meanwhile. */
export const excelExport = {
  method: 'GET',
  path: '/api/export/excel',
  access: ['owner', 'accountant'],
  uses: [
    'long-work',
    'table:exports:put',
    'table:exports:update',
    'table:exports:get',
    'table:exports:delete',
    'index:payments-by-status:query',
    'index:accounts-by-role:query',
    'media:exports:write',
    'media:exports:read',
    'media:exports:abort',
    'index:dues:query',
    'table:users:batch-get',
    'table:stats:query',
    'table:catalogue:query',
  ],
  rareUses: { 'media:exports:abort': 'aborts the multipart upload of a workbook over 5 MiB that failed part-way' },
  query: exportQuerySchema,
  reply: 'json' as JsonReply<ExcelExport>,
} as const satisfies RouteFields;

export const excelExportProgress = {
  method: 'GET',
  path: '/api/export/excel/{exportId}',
  access: ['owner', 'accountant'],
  uses: ['table:exports:get'],
  reply: 'json' as JsonReply<{ progress: ExportProgress }>,
} as const satisfies RouteFields;
