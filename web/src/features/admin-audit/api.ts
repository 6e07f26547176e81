import type { AuditEntry, AuditKind } from '#shared/audit.js';
import type { StaffMember } from '#shared/staff.js';
import { api, apiUrl } from '../../lib/api';
import { readToken } from '../../lib/token';
import type { CursorPageOf } from '../../lib/use-cursor-pages';

export type { AuditEntry, AuditKind };

/** The owner's filters, as the form holds them ('' when not set). */
export interface AuditFilters {
  actor: string;
  kind: '' | AuditKind;
  itemId: string;
  from: string;
  to: string;
}

export const NO_FILTERS: AuditFilters = { actor: '', kind: '', itemId: '', from: '', to: '' };

const queryOf = (filters: AuditFilters) =>
  Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== '')) as Partial<AuditFilters> & {
    kind?: AuditKind;
  };

export async function fetchAuditPage(
  filters: AuditFilters,
  cursor: string | undefined,
  signal: AbortSignal,
): Promise<CursorPageOf<AuditEntry>> {
  const reply = await api(
    'GET /api/admin/audit',
    {},
    { query: { ...queryOf(filters), ...(cursor ? { cursor } : {}) }, signal },
  );
  return { items: reply.entries, ...(reply.nextCursor ? { nextCursor: reply.nextCursor } : {}) };
}

/** Every staff member, to filter by person. */
export async function fetchStaff(signal: AbortSignal): Promise<StaffMember[]> {
  return (await api('GET /api/admin/staff', {}, { signal })).staff;
}

/** The filtered log as a workbook (.xlsx), fetched with the owner's session. */
export async function fetchAuditWorkbook(filters: AuditFilters): Promise<Blob> {
  const token = readToken();
  const query = new URLSearchParams(queryOf(filters) as Record<string, string>).toString();
  const response = await fetch(`${apiUrl('GET /api/admin/audit/export', {})}${query ? `?${query}` : ''}`, {
    headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  });
  if (!response.ok) throw new Error(`The audit export failed with status ${response.status}`);
  return response.blob();
}
