import { useCallback, useEffect, useRef, useState } from 'react';

export type DataState<T> =
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  | { status: 'success'; data: T; refreshing: boolean; refreshFailed: boolean };

export type Data<T> = DataState<T> & {
  /** Loads again from the spinner (after a failed first load). */
  retry: () => void;
  /** Loads again with the current data kept on screen; a failure sets `refreshFailed`. */
  refresh: () => void;
  /** Changes the data on screen in step with the server's answer to the page's own change. */
  update: (change: (data: T) => T) => void;
};

/**
 * The one data layer of the web app: runs `load` on mount, on `retry` and on `refresh`, aborting a
 * run that is no longer wanted. `load` must be stable (a module-level function or a memoised callback).
 * With `initialData` (what a server-rendered page carried), it starts with that data and does not
 * load on mount, so the first paint and the server's HTML are the same and nothing is asked twice.
 */
export function useData<T>(load: (signal: AbortSignal) => Promise<T>, initialData?: T): Data<T> {
  const [state, setState] = useState<DataState<T>>(() =>
    initialData === undefined
      ? { status: 'loading' }
      : { status: 'success', data: initialData, refreshing: false, refreshFailed: false },
  );
  const inFlight = useRef<AbortController | undefined>(undefined);
  // The loader whose data came with the page; a different loader (new parameters) loads as usual.
  const preloadedFor = useRef(initialData === undefined ? undefined : load);

  const run = useCallback(
    (keepDataOnScreen: boolean) => {
      inFlight.current?.abort();
      const controller = new AbortController();
      inFlight.current = controller;
      setState((current) =>
        keepDataOnScreen && current.status === 'success'
          ? { ...current, refreshing: true, refreshFailed: false }
          : { status: 'loading' },
      );
      load(controller.signal).then(
        (data) => {
          if (!controller.signal.aborted)
            setState({ status: 'success', data, refreshing: false, refreshFailed: false });
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          setState((current) =>
            current.status === 'success'
              ? { ...current, refreshing: false, refreshFailed: true }
              : { status: 'error', error },
          );
        },
      );
    },
    [load],
  );

  useEffect(() => {
    if (preloadedFor.current === load) return;
    run(false);
    return () => inFlight.current?.abort();
  }, [run, load]);

  const retry = useCallback(() => run(false), [run]);
  const refresh = useCallback(() => run(true), [run]);
  const update = useCallback((change: (data: T) => T) => {
    setState((current) => (current.status === 'success' ? { ...current, data: change(current.data) } : current));
  }, []);

  return { ...state, retry, refresh, update };
}
