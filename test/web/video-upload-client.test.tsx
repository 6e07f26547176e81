import { describe, expect, it, vi } from 'vitest';
import {
  discardInterruptedUpload,
  findInterruptedUpload,
  uploadCourseVideo,
  UploadCancelled,
  xhrPutPart,
} from '../../web/src/lib/video-upload';
import { PartRejected } from '../../shared/multipart-upload';
import { jsonResponse, stubFetch } from './helpers';

/**
 * The browser upload client through its public functions only, against a stubbed fetch (the API),
 * XMLHttpRequest (S3) and the real jsdom localStorage, so these tests hold whatever client makes the calls.
 */
const COURSE = 'c1';
const BASE = `/api/courses/${COURSE}/videos/uploads`;
const PART_SIZE = 8;

interface PutBehaviour {
  status: number;
  etag?: string | null;
}

/** A fake XHR: each PUT answers per `behave(url)`, on the next tick. */
function stubXhr(behave: (url: string, body: Blob) => PutBehaviour = () => ({ status: 200, etag: '"etag"' })) {
  const puts: { url: string; size: number }[] = [];
  class FakeXhr {
    status = 0;
    upload: { onprogress: ((event: { loaded: number }) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private url = '';
    private headers: Record<string, string> = {};
    open(method: string, url: string) {
      expect(method).toBe('PUT');
      this.url = url;
    }
    setRequestHeader() {}
    getResponseHeader(name: string) {
      return this.headers[name.toLowerCase()] ?? null;
    }
    abort() {
      this.onabort?.();
    }
    send(body: Blob) {
      puts.push({ url: this.url, size: body.size });
      setTimeout(() => {
        const { status, etag } = behave(this.url, body);
        this.status = status;
        if (etag) this.headers.etag = etag;
        this.upload.onprogress?.({ loaded: body.size });
        this.onload?.();
      }, 0);
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return puts;
}

/** The API: answers the upload routes and records each call as 'METHOD path'. */
function stubApi(options: { listParts?: () => Response; start?: () => Response } = {}) {
  const calls: string[] = [];
  const bodies = new Map<string, unknown>();
  const fetchMock = stubFetch((url, init) => {
    const method = init?.method ?? 'GET';
    const path = url.replace(/^https?:\/\/[^/]+/, '');
    calls.push(`${method} ${path}`);
    if (init?.body) bodies.set(`${method} ${path}`, JSON.parse(String(init.body)));
    let match: RegExpExecArray | null;
    if (method === 'POST' && path === BASE)
      return options.start?.() ?? jsonResponse({ success: true, uploadId: 'NEW', key: 'k', partSize: PART_SIZE }, 201);
    if (method === 'GET' && /\/parts$/.test(path))
      return options.listParts?.() ?? jsonResponse({ success: true, parts: [] });
    if (method === 'POST' && (match = /\/([^/]+)\/parts$/.exec(path))) {
      const { partNumbers } = JSON.parse(String(init!.body)) as { partNumbers: number[] };
      return jsonResponse({
        success: true,
        urls: partNumbers.map((n) => ({ partNumber: n, url: `https://s3.test/${match![1]}?partNumber=${n}` })),
      });
    }
    if (method === 'POST' && /\/complete$/.test(path))
      return jsonResponse({
        success: true,
        video: { _id: 'v1', title: 'Lecture', description: '', order: 0, createdAt: 'now' },
      });
    if (method === 'DELETE') return jsonResponse({ success: true });
    return jsonResponse({ success: false, error: 'No such API route', code: 'route_not_found' }, 404);
  });
  return { calls, bodies, fetchMock };
}

function file(bytes = 20, name = 'lecture.mp4', lastModified = 1_700_000_000_000) {
  return new File([new Uint8Array(bytes)], name, { type: 'video/mp4', lastModified });
}

function saveUpload(overrides: Record<string, unknown> = {}) {
  localStorage.setItem(
    `videoUpload:${COURSE}`,
    JSON.stringify({
      courseId: COURSE,
      uploadId: 'OLD',
      partSize: PART_SIZE,
      fileName: 'lecture.mp4',
      size: 20,
      lastModified: 1_700_000_000_000,
      title: 'Lecture',
      startedAt: '2026-01-01T00:00:00.000Z',
      ...overrides,
    }),
  );
}

describe('uploadCourseVideo', () => {
  it('starts a new upload, sends every part and forgets it once complete', async () => {
    const puts = stubXhr();
    const { calls, bodies } = stubApi();
    const video = await uploadCourseVideo({ courseId: COURSE, file: file(), title: 'Lecture', order: 2 }).done;
    expect(video._id).toBe('v1');
    expect(calls[0]).toBe(`POST ${BASE}`);
    expect(bodies.get(`POST ${BASE}`)).toMatchObject({
      title: 'Lecture',
      fileName: 'lecture.mp4',
      contentType: 'video/mp4',
      size: 20,
      order: 2,
    });
    expect(puts.map((p) => p.size)).toEqual([8, 8, 4]);
    expect(calls.at(-1)).toBe(`POST ${BASE}/NEW/complete`);
    expect(findInterruptedUpload(COURSE)).toBeUndefined();
  });

  it('resumes the saved upload of the same file (name, size, modification time), sending only the missing parts', async () => {
    saveUpload();
    const puts = stubXhr();
    const { calls } = stubApi({
      listParts: () => jsonResponse({ success: true, parts: [{ partNumber: 1, etag: '"p1"', size: 8 }] }),
    });
    await uploadCourseVideo({ courseId: COURSE, file: file(), title: 'Lecture' }).done;
    expect(calls).not.toContain(`POST ${BASE}`);
    expect(calls[0]).toBe(`GET ${BASE}/OLD/parts`);
    expect(puts.map((p) => new URL(p.url).searchParams.get('partNumber'))).toEqual(['2', '3']);
    expect(calls.at(-1)).toBe(`POST ${BASE}/OLD/complete`);
  });

  it.each([
    ['another name', { fileName: 'other.mp4' }],
    ['another size', { size: 21 }],
    ['another modification time', { lastModified: 1 }],
  ])('discards a saved upload of %s: aborts it on the server and starts afresh', async (_, saved) => {
    saveUpload(saved);
    stubXhr();
    const { calls } = stubApi();
    await uploadCourseVideo({ courseId: COURSE, file: file(), title: 'Lecture' }).done;
    expect(calls.slice(0, 2)).toEqual([`DELETE ${BASE}/OLD`, `POST ${BASE}`]);
    expect(calls).not.toContain(`GET ${BASE}/OLD/parts`);
  });

  it('forgets a saved upload the server no longer has (410), so the next try starts afresh', async () => {
    saveUpload();
    stubXhr();
    stubApi({
      listParts: () =>
        jsonResponse({ success: false, code: 'upload_expired', error: 'The storage no longer has this upload' }, 410),
    });
    await expect(uploadCourseVideo({ courseId: COURSE, file: file(), title: 'Lecture' }).done).rejects.toMatchObject({
      status: 410,
    });
    expect(findInterruptedUpload(COURSE)).toBeUndefined();
  });

  it('stops at a part S3 rejects (404) without retrying, and forgets the upload', async () => {
    const puts = stubXhr(() => ({ status: 404 }));
    stubApi();
    await expect(uploadCourseVideo({ courseId: COURSE, file: file(8), title: 'Lecture' }).done).rejects.toBeInstanceOf(
      PartRejected,
    );
    expect(puts).toHaveLength(1);
    expect(findInterruptedUpload(COURSE)).toBeUndefined();
  });

  it('keeps the saved upload after a failure that a resume can fix', async () => {
    stubXhr();
    const fetchMock = stubFetch((url, init) => {
      if ((init?.method ?? 'GET') === 'POST' && url === BASE)
        return jsonResponse({ success: true, uploadId: 'NEW', key: 'k', partSize: PART_SIZE }, 201);
      if (/\/complete$/.test(url))
        return jsonResponse(
          { success: false, error: 'Something went wrong on our side.', code: 'internal_error' },
          503,
        );
      if (/\/parts$/.test(url))
        return jsonResponse({ success: true, urls: [{ partNumber: 1, url: 'https://s3.test/NEW?partNumber=1' }] });
      return jsonResponse({ success: true });
    });
    await expect(uploadCourseVideo({ courseId: COURSE, file: file(8), title: 'Lecture' }).done).rejects.toMatchObject({
      status: 503,
    });
    expect(fetchMock).toHaveBeenCalled();
    expect(findInterruptedUpload(COURSE)).toMatchObject({
      courseId: COURSE,
      fileName: 'lecture.mp4',
      size: 8,
      title: 'Lecture',
    });
  });

  it('cancel aborts the upload on the server and forgets it', async () => {
    stubXhr();
    const { calls } = stubApi();
    const upload = uploadCourseVideo({ courseId: COURSE, file: file(), title: 'Lecture' });
    await upload.cancel();
    await expect(upload.done).rejects.toBeInstanceOf(UploadCancelled);
    expect(calls).toContain(`DELETE ${BASE}/NEW`);
    expect(findInterruptedUpload(COURSE)).toBeUndefined();
  });
});

describe('interrupted uploads', () => {
  it('findInterruptedUpload shows what a person needs, and nothing when the saved entry is unreadable', () => {
    saveUpload();
    expect(findInterruptedUpload(COURSE)).toEqual({
      courseId: COURSE,
      fileName: 'lecture.mp4',
      size: 20,
      title: 'Lecture',
      startedAt: '2026-01-01T00:00:00.000Z',
    });
    localStorage.setItem(`videoUpload:${COURSE}`, '{not json');
    expect(findInterruptedUpload(COURSE)).toBeUndefined();
  });

  it('discardInterruptedUpload aborts it on the server and forgets it, even when the server call fails', async () => {
    saveUpload();
    const { calls } = stubApi();
    await discardInterruptedUpload(COURSE);
    expect(calls).toEqual([`DELETE ${BASE}/OLD`]);
    expect(findInterruptedUpload(COURSE)).toBeUndefined();

    saveUpload();
    stubFetch(() => jsonResponse({ success: false, error: 'down' }, 500));
    await expect(discardInterruptedUpload(COURSE)).resolves.toBeUndefined();
    expect(findInterruptedUpload(COURSE)).toBeUndefined();
  });
});

describe('xhrPutPart', () => {
  const put = (behaviour: PutBehaviour) => {
    stubXhr(() => behaviour);
    const sent: number[] = [];
    return {
      promise: xhrPutPart(
        'https://s3.test/u?partNumber=1',
        new Blob(['12345']),
        (n) => sent.push(n),
        new AbortController().signal,
      ),
      sent,
    };
  };

  it('resolves with the ETag and reports bytes sent', async () => {
    const { promise, sent } = put({ status: 200, etag: '"abc"' });
    await expect(promise).resolves.toBe('"abc"');
    expect(sent).toEqual([5]);
  });

  it('says how to fix a missing ETag (CORS ExposeHeaders)', async () => {
    await expect(put({ status: 200, etag: null }).promise).rejects.toThrow(
      'The storage did not return the part ETag (check its CORS ExposeHeaders)',
    );
  });

  it('turns 404 into PartRejected, which is not retried', async () => {
    await expect(put({ status: 404 }).promise).rejects.toBeInstanceOf(PartRejected);
  });

  it('reports other failures with their status, to be retried', async () => {
    const error = await put({ status: 403 }).promise.catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(PartRejected);
    expect((error as Error).message).toBe('Part upload failed with HTTP 403');
  });
});
