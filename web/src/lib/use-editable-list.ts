import { useCallback, useEffect, useRef, useState } from 'react';

interface Identified {
  _id: string;
}

export type EditableListState<T> =
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  | { status: 'success'; items: T[]; refreshing: boolean; refreshFailed: boolean };

/**
 * A list loaded from the API that the page then keeps in step with the server's answers to its own
 * changes (`upsert`, `remove`) instead of loading everything again. `refresh` fetches again with the
 * list kept on screen (a failure sets `refreshFailed`); `retry` starts over from the spinner.
 * `load` must be stable (a module-level function or a memoised callback).
 */
export function useEditableList<T extends Identified>(load: (signal: AbortSignal) => Promise<T[]>) {
  const [state, setState] = useState<EditableListState<T>>({ status: 'loading' });
  const inFlight = useRef<AbortController | undefined>(undefined);

  const fetchList = useCallback(
    (keepListOnScreen: boolean) => {
      inFlight.current?.abort();
      const controller = new AbortController();
      inFlight.current = controller;
      setState((current) =>
        keepListOnScreen && current.status === 'success'
          ? { ...current, refreshing: true, refreshFailed: false }
          : { status: 'loading' },
      );
      load(controller.signal).then(
        (items) => {
          if (!controller.signal.aborted) setState({ status: 'success', items, refreshing: false, refreshFailed: false });
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          setState((current) =>
            current.status === 'success' ? { ...current, refreshing: false, refreshFailed: true } : { status: 'error', error },
          );
        },
      );
    },
    [load],
  );

  useEffect(() => {
    fetchList(false);
    return () => inFlight.current?.abort();
  }, [fetchList]);

  const retry = useCallback(() => fetchList(false), [fetchList]);
  const refresh = useCallback(() => fetchList(true), [fetchList]);

  /** Replaces the item with the same id, or puts a new one first (lists are newest first). */
  const upsert = useCallback((item: T) => {
    setState((current) => (current.status === 'success' ? { ...current, items: withItem(current.items, item) } : current));
  }, []);

  const remove = useCallback((id: string) => {
    setState((current) =>
      current.status === 'success' ? { ...current, items: current.items.filter((item) => item._id !== id) } : current,
    );
  }, []);

  return { ...state, retry, refresh, upsert, remove };
}

function withItem<T extends Identified>(items: T[], item: T): T[] {
  return items.some((existing) => existing._id === item._id)
    ? items.map((existing) => (existing._id === item._id ? item : existing))
    : [item, ...items];
}
