import { apiFetch } from '../../lib/api-client';

/** How many UPI payments wait for approval (the same list /admin/approvals shows). */
export async function fetchPendingApprovalCount(signal?: AbortSignal): Promise<number> {
  const { items } = await apiFetch<{ items: unknown[] }>('/api/upi-payments/pending', { signal });
  return items.length;
}
