import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchAdminCourses, type Course } from './api';

type CoursesState =
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  | { status: 'success'; courses: Course[]; refreshing: boolean; refreshFailed: boolean };

/**
 * The admin course list. `retry` shows the spinner again (after a failed first load); `refresh`
 * reloads silently, keeping the current table on screen until the new list arrives.
 */
export function useAdminCourses() {
  const [state, setState] = useState<CoursesState>({ status: 'loading' });
  const inFlight = useRef<AbortController | undefined>(undefined);

  const load = useCallback((silently: boolean) => {
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    setState((current) =>
      silently && current.status === 'success' ? { ...current, refreshing: true, refreshFailed: false } : { status: 'loading' },
    );
    fetchAdminCourses(controller.signal).then(
      (courses) => {
        if (!controller.signal.aborted) setState({ status: 'success', courses, refreshing: false, refreshFailed: false });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState((current) =>
          current.status === 'success' ? { ...current, refreshing: false, refreshFailed: true } : { status: 'error', error },
        );
      },
    );
  }, []);

  useEffect(() => {
    load(false);
    return () => inFlight.current?.abort();
  }, [load]);

  const retry = useCallback(() => load(false), [load]);
  const refresh = useCallback(() => load(true), [load]);
  /** Drops a deleted course at once, without waiting for the next refresh. */
  const removeCourse = useCallback((courseId: string) => {
    setState((current) =>
      current.status === 'success' ? { ...current, courses: current.courses.filter((course) => course._id !== courseId) } : current,
    );
  }, []);

  return { ...state, retry, refresh, removeCourse };
}
