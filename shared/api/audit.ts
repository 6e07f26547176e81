/** The audit log of staff writes: the owner's list and its workbook. */
import { auditQuerySchema, type AuditEntry } from '../audit.js';
import type { CursorPage } from '../admin-types.js';
import type { JsonReply, RouteFields } from './route.js';

export const auditList = {
  method: 'GET',
  path: '/api/admin/audit',
  access: ['owner'],
  uses: [
    'table:audit:query',
    'table:audit:get',
    'index:audit-by-actor:query',
    'index:audit-by-item:query',
    'table:users:batch-get',
  ],
  query: auditQuerySchema,
  reply: 'json' as JsonReply<{ entries: AuditEntry[] } & CursorPage>,
} as const satisfies RouteFields;

export const auditExport = {
  method: 'GET',
  path: '/api/admin/audit/export',
  access: ['owner'],
  uses: [
    'table:audit:query',
    'table:audit:get',
    'index:audit-by-actor:query',
    'index:audit-by-item:query',
    'table:users:batch-get',
    'long-work',
  ],
  query: auditQuerySchema,
  reply: 'file',
} as const satisfies RouteFields;
