/**
 * The audit log: who on the staff changed what, when and from where, with the fields before and after.
 * Written by the stack for every staff write (functions/lib/audit-trail.ts), read by the owner.
 */
export { AUDITED_FIELDS, auditedFields, auditKeys, auditKindOf, auditWriter } from './entries.js';
export { auditPage } from './list.js';
export { auditWorkbook } from './workbook.js';
