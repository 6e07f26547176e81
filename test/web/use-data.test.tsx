import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { api } from '../../web/src/lib/api';
import { useData } from '../../web/src/lib/use-data';
import { jsonResponse, stubFetch } from './helpers';

/** A load whose every call waits for the test to settle it. */
function controlledLoad() {
  const calls: { resolve: (value: string[]) => void; reject: (error: unknown) => void; signal: AbortSignal }[] = [];
  const load = vi.fn(
    (signal: AbortSignal) => new Promise<string[]>((resolve, reject) => calls.push({ resolve, reject, signal })),
  );
  return { load, calls };
}

describe('useData', () => {
  it('is loading, then has the data', async () => {
    const { load, calls } = controlledLoad();
    const { result } = renderHook(() => useData(load));
    expect(result.current.status).toBe('loading');
    act(() => calls[0]!.resolve(['a']));
    await waitFor(() =>
      expect(result.current).toMatchObject({ status: 'success', data: ['a'], refreshing: false, refreshFailed: false }),
    );
  });

  it('reports an error, and retry starts over from loading', async () => {
    const { load, calls } = controlledLoad();
    const { result } = renderHook(() => useData(load));
    const failure = new Error('offline');
    act(() => calls[0]!.reject(failure));
    await waitFor(() => expect(result.current).toMatchObject({ status: 'error', error: failure }));
    act(() => result.current.retry());
    expect(result.current.status).toBe('loading');
    expect(load).toHaveBeenCalledTimes(2);
    act(() => calls[1]!.resolve(['b']));
    await waitFor(() => expect(result.current).toMatchObject({ status: 'success', data: ['b'] }));
  });

  it('refresh keeps the data on screen, and keeps it when the refresh fails', async () => {
    const { load, calls } = controlledLoad();
    const { result } = renderHook(() => useData(load));
    act(() => calls[0]!.resolve(['a']));
    await waitFor(() => expect(result.current.status).toBe('success'));

    act(() => result.current.refresh());
    expect(result.current).toMatchObject({ status: 'success', data: ['a'], refreshing: true });
    act(() => calls[1]!.reject(new Error('offline')));
    await waitFor(() =>
      expect(result.current).toMatchObject({ status: 'success', data: ['a'], refreshing: false, refreshFailed: true }),
    );

    act(() => result.current.refresh());
    expect(result.current).toMatchObject({ data: ['a'], refreshing: true, refreshFailed: false });
    act(() => calls[2]!.resolve(['a', 'b']));
    await waitFor(() => expect(result.current).toMatchObject({ data: ['a', 'b'], refreshing: false }));
  });

  it('update changes the data on screen; a newer run aborts the older one', async () => {
    const { load, calls } = controlledLoad();
    const { result, unmount } = renderHook(() => useData(load));
    act(() => result.current.refresh());
    expect(calls[0]!.signal.aborted).toBe(true);
    act(() => calls[1]!.resolve(['a']));
    await waitFor(() => expect(result.current.status).toBe('success'));
    act(() => result.current.update((data) => [...data, 'b']));
    expect(result.current).toMatchObject({ data: ['a', 'b'] });
    act(() => result.current.refresh());
    unmount();
    expect(calls[2]!.signal.aborted).toBe(true);
  });

  it('two screens loading the same route at once make one request', async () => {
    const fetchMock = stubFetch(() => jsonResponse({ success: true, courses: [] }));
    const loadCourses = (signal: AbortSignal) => api('GET /api/courses', {}, { signal }).then(({ courses }) => courses);
    const first = renderHook(() => useData(loadCourses));
    const second = renderHook(() => useData(loadCourses));
    await waitFor(() => expect(first.result.current.status).toBe('success'));
    await waitFor(() => expect(second.result.current.status).toBe('success'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
