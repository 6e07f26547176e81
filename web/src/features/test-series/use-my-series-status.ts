import { useCallback, useEffect, useState } from 'react';
import { useSession } from '../../lib/session';
import { fetchMyTestSeries, type TestSeriesAccessStatus } from './api';

interface KnownStatuses {
  /** Whose statuses these are: after a sign-out or another sign-in they no longer apply. */
  userId: string | undefined;
  bySeries: ReadonlyMap<string, TestSeriesAccessStatus>;
}

/**
 * The signed-in student's status of each series (purchased, pending, rejected), asked only when a
 * student is signed in. Badges are extras: when the list cannot be read the cards still work.
 */
export function useMySeriesStatus() {
  const { isStudent, user } = useSession();
  const userId = isStudent ? user?._id : undefined;
  const [known, setKnown] = useState<KnownStatuses>({ userId: undefined, bySeries: new Map() });

  useEffect(() => {
    if (!userId) return;
    const controller = new AbortController();
    fetchMyTestSeries(controller.signal).then(
      (list) => setKnown({ userId, bySeries: new Map(list.map((entry) => [entry.testSeries._id, entry.status])) }),
      () => undefined,
    );
    return () => controller.abort();
  }, [userId]);

  const statusOf = (seriesId: string) => (known.userId === userId ? known.bySeries.get(seriesId) : undefined);
  const setStatus = useCallback(
    (seriesId: string, status: TestSeriesAccessStatus) =>
      setKnown((current) => ({
        userId,
        bySeries: new Map(current.userId === userId ? current.bySeries : []).set(seriesId, status),
      })),
    [userId],
  );
  return { statusOf, setStatus, isStudent: Boolean(userId) };
}
