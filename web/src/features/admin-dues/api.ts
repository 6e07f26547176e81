import type { AdminDuesPage } from '../../../../shared/dues';
import { api } from '../../lib/api';

export type { AdminDue, AdminDuesPage, UnpaidDueStatus } from '../../../../shared/dues';

export async function fetchDues(
  query: { status: 'overdue' | 'due' | 'upcoming'; search?: string; cursor?: string },
  signal?: AbortSignal,
): Promise<AdminDuesPage> {
  const { dues, totals, nextCursor } = await api('GET /api/admin/dues', {}, { query, signal });
  return { dues, totals, ...(nextCursor ? { nextCursor } : {}) };
}
