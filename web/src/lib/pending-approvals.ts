import { useCallback, useEffect } from 'react';
import { api } from './api';
import { useData, type Data } from './use-data';

/** How many UPI payments wait for approval (the same list /admin/approvals shows). */
export async function fetchPendingApprovalCount(signal?: AbortSignal): Promise<number> {
  const { items } = await api('GET /api/upi-payments/pending', {}, { signal });
  return items.length;
}

const listeners = new Set<() => void>();

/** An admin approved or rejected a payment (or tried to): every count on screen asks again at once. */
export function pendingApprovalsChanged(): void {
  for (const listener of listeners) listener();
}

/**
 * The number of payments waiting, asked again after every decision on this screen and whenever
 * `askAgainOn` changes (the header's count follows page changes, since another admin may decide too).
 */
export function usePendingApprovalCount(askAgainOn?: unknown): Data<number> {
  const load = useCallback((signal: AbortSignal) => fetchPendingApprovalCount(signal), [askAgainOn]); // eslint-disable-line react-hooks/exhaustive-deps
  const pending = useData(load);
  const { refresh } = pending;
  useEffect(() => {
    listeners.add(refresh);
    return () => void listeners.delete(refresh);
  }, [refresh]);
  return pending;
}
