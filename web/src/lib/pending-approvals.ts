import { api } from './api';

/** How many UPI payments wait for approval (the same list /admin/approvals shows). */
export async function fetchPendingApprovalCount(signal?: AbortSignal): Promise<number> {
  const { items } = await api('GET /api/upi-payments/pending', {}, { signal });
  return items.length;
}
