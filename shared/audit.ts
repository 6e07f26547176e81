// The audit log as the owner's screen reads it, and the query its list and export take.
import * as z from 'zod/mini';
import { isPaymentDate } from './admin-schemas.js';

export const AUDIT_KINDS = ['money', 'content', 'students', 'staff', 'settings'] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];
export const AUDIT_PAGE_SIZE = 25;
/** The most entries one workbook holds (the newest of the filter): the reply is one Lambda response. */
export const AUDIT_EXPORT_MOST = 5000;

/** One staff write: who, as which role, what, on which item, what changed, when, from where, how it ended. */
export interface AuditEntry {
  /** `<ISO time>#<id>`: when, and unique. */
  at: string;
  actorId: string;
  actorName?: string;
  actorRole: string;
  route: string;
  kind: AuditKind;
  itemId?: string;
  params: Record<string, string>;
  /** The request's fields that matter (never a password or a token). */
  fields: Record<string, unknown>;
  address: string;
  /** Absent while the write runs, or if its outcome could not be written. */
  outcome?: { status: number; code?: string; before?: Record<string, unknown>; after?: Record<string, unknown> };
}

const day = (label: string) =>
  z.optional(
    z.string().check(z.refine((text) => isPaymentDate(text, '9999-12-31'), `${label} must be a date YYYY-MM-DD`)),
  );
const id = (label: string) => z.optional(z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/, `${label} must be an id`)));

/** GET /api/admin/audit and its export: filters by person, kind, item and India dates (inclusive). */
export const auditQuerySchema = z.object({
  actor: id('actor'),
  kind: z.optional(z.enum(AUDIT_KINDS, { error: `kind must be one of: ${AUDIT_KINDS.join(', ')}` })),
  itemId: id('itemId'),
  from: day('from'),
  to: day('to'),
  cursor: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_-]{1,1024}$/, 'cursor is not one this server handed out'))),
});
export type AuditQuery = z.output<typeof auditQuerySchema>;
