import { useCallback, useState } from 'react';

/** Ids of the items with a request in flight, so each item shows its own busy state. */
export function usePendingIds() {
  const [pendingIds, setPendingIds] = useState<ReadonlySet<string>>(() => new Set());

  const track = useCallback(async (id: string, work: () => Promise<void>) => {
    setPendingIds((current) => new Set(current).add(id));
    try {
      await work();
    } finally {
      setPendingIds((current) => {
        const next = new Set(current);
        next.delete(id);
        return next;
      });
    }
  }, []);

  const isPending = useCallback((id: string) => pendingIds.has(id), [pendingIds]);

  return { isPending, track };
}
