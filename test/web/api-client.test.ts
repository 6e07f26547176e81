import { describe, expect, it, vi } from 'vitest';
import { api, ApiError, GET_TIME_LIMIT_MS } from '../../web/src/lib/api';
import { jsonResponse, requestHeaders, stubFetch } from './helpers';

describe('api client', () => {
  it('takes method and path from the route key and encodes the path parameters', async () => {
    const fetchMock = stubFetch(() => jsonResponse({ success: true }));
    await api('DELETE /api/courses/{id}/videos/{videoId}', { id: 'a/b c', videoId: 'v?1&x' });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/courses/a%2Fb%20c/videos/v%3F1%26x');
    expect(init?.method).toBe('DELETE');
    expect(init?.body).toBeUndefined();
  });

  it('sends the body as JSON and returns the typed reply', async () => {
    const fetchMock = stubFetch(() => jsonResponse({ success: true, ad: { _id: 'ad1' } }));
    const reply = await api('PUT /api/admin/homepage-ads/{id}/active', { id: 'ad1' }, { body: { isActive: false } });
    expect(reply.ad._id).toBe('ad1');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/admin/homepage-ads/ad1/active');
    expect(init?.method).toBe('PUT');
    expect(init?.body).toBe('{"isActive":false}');
    expect(requestHeaders(init)['Content-Type']).toBe('application/json');
  });

  it('sends the stored token as a bearer header, and none without one', async () => {
    const fetchMock = stubFetch(() => jsonResponse({ success: true, courses: [] }));
    await api('GET /api/courses', {});
    expect(requestHeaders(fetchMock.mock.calls[0]![1]).Authorization).toBeUndefined();
    localStorage.setItem('token', 'abc');
    await api('GET /api/admin/courses', {});
    expect(requestHeaders(fetchMock.mock.calls[1]![1]).Authorization).toBe('Bearer abc');
  });

  it('throws an ApiError with the status, code, field and server text', async () => {
    stubFetch(() =>
      jsonResponse(
        { success: false, error: 'Title must be at most 200 characters', code: 'validation.too_long', field: 'title' },
        400,
      ),
    );
    const failure = await api(
      'POST /api/test-series',
      {},
      { body: { title: 'x', description: 'y', price: 1, category: 'gpsc', numberOfTests: 1 } },
    ).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({
      status: 400,
      code: 'validation.too_long',
      field: 'title',
      serverText: 'Title must be at most 200 characters',
    });
  });

  it('leaves the code undefined when the server sends none or an unknown one, and fails on success: false', async () => {
    stubFetch(() => jsonResponse({ success: false, error: 'Nope', code: 'no_such_code' }, 200));
    await expect(api('GET /api/courses', {})).rejects.toMatchObject({
      status: 200,
      code: undefined,
      serverText: 'Nope',
    });
    stubFetch(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(api('GET /api/courses', {})).rejects.toMatchObject({
      status: 502,
      code: undefined,
      serverText: undefined,
    });
  });

  it('makes identical GETs in flight at the same moment once', async () => {
    const fetchMock = stubFetch(() => jsonResponse({ success: true, courses: [] }));
    const [first, second] = await Promise.all([api('GET /api/admin/courses', {}), api('GET /api/admin/courses', {})]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(first).toEqual(second);
    await api('GET /api/admin/courses', {});
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('answers the public course list again from memory for a few seconds, and forgets it after a write', async () => {
    const fetchMock = stubFetch(() => jsonResponse({ success: true, courses: [] }));
    await api('GET /api/courses', {});
    await api('GET /api/courses', {});
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await api('DELETE /api/courses/{id}', { id: 'x' });
    await api('GET /api/courses', {});
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('keeps a shared GET going while one caller still waits, and aborts it when none does', async () => {
    let release: (response: Response) => void = () => {};
    const fetchMock = stubFetch((_url, init) => {
      return new Promise<Response>((resolve, reject) => {
        release = resolve;
        init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
      });
    });
    const leaving = new AbortController();
    const staying = new AbortController();
    const left = api('GET /api/courses', {}, { signal: leaving.signal });
    const stayed = api('GET /api/courses', {}, { signal: staying.signal });
    leaving.abort();
    await expect(left).rejects.toBeDefined();
    const sharedSignal = fetchMock.mock.calls[0]![1]?.signal;
    expect(sharedSignal?.aborted).toBe(false);
    release(jsonResponse({ success: true, courses: [] }));
    await expect(stayed).resolves.toEqual({ success: true, courses: [] });

    const last = new AbortController();
    const abandoned = api('GET /api/test-series', {}, { signal: last.signal });
    last.abort();
    await expect(abandoned).rejects.toBeDefined();
    expect(fetchMock.mock.calls[1]![1]?.signal?.aborted).toBe(true);
  });

  it('gives up a GET the server never answers, so the next call asks again instead of joining it', async () => {
    vi.useFakeTimers();
    try {
      let calls = 0;
      stubFetch((_url, init) => {
        calls += 1;
        if (calls > 1) return Promise.resolve(jsonResponse({ success: true, videos: [] }));
        return new Promise<Response>((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(init.signal!.reason)),
        );
      });
      const hanging = api('GET /api/admin/courses/{id}/videos', { id: 'c1' });
      const settled = hanging.then(
        () => 'answered',
        (error: Error) => error.name,
      );
      await vi.advanceTimersByTimeAsync(GET_TIME_LIMIT_MS - 1);
      expect(calls).toBe(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(await settled).toBe('TimeoutError');
      await expect(api('GET /api/admin/courses/{id}/videos', { id: 'c1' })).resolves.toEqual({
        success: true,
        videos: [],
      });
      expect(calls).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
