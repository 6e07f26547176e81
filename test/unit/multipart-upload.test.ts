import { describe, expect, it } from 'vitest';
import {
  PartRejected,
  runMultipartUpload,
  UploadCancelled,
  type MultipartApi,
  type PutPart,
  type UploadedPart,
  type UploadProgress,
} from '#shared/multipart-upload.js';

function fakeApi(alreadyUploaded: UploadedPart[] = []) {
  const calls = { urls: [] as number[][], completed: undefined as UploadedPart[] | undefined, aborted: false };
  const api: MultipartApi<string> = {
    listUploadedParts: async () => alreadyUploaded,
    partUrls: async (_id, numbers) => (
      calls.urls.push(numbers),
      new Map(numbers.map((n) => [n, `https://s3.test/part?partNumber=${n}&try=${calls.urls.length}`]))
    ),
    complete: async (_id, parts) => ((calls.completed = parts), 'video-1'),
    abort: async () => void (calls.aborted = true),
  };
  return { api, calls };
}

const partOf = (url: string) => Number(new URL(url).searchParams.get('partNumber'));
const file = (bytes: number) => new Blob([new Uint8Array(bytes)]);

describe('runMultipartUpload', () => {
  it('sends every part with at most `concurrency` in flight and completes with the parts in order', async () => {
    const { api, calls } = fakeApi();
    let inFlight = 0;
    let peak = 0;
    const putPart: PutPart = async (url, body, onBytes) => {
      peak = Math.max(peak, ++inFlight);
      await new Promise((r) => setTimeout(r, 5 + (10 - partOf(url))));
      onBytes(body.size);
      inFlight--;
      return `"etag-${partOf(url)}"`;
    };
    const progress: UploadProgress[] = [];
    const result = await runMultipartUpload({
      file: file(10 * 100 + 50),
      uploadId: 'u',
      partSize: 100,
      api,
      putPart,
      concurrency: 3,
      onProgress: (p) => progress.push(p),
    });
    expect(result).toBe('video-1');
    expect(peak).toBe(3);
    expect(calls.completed).toEqual(
      Array.from({ length: 11 }, (_, i) => ({ partNumber: i + 1, etag: `"etag-${i + 1}"` })),
    );
    expect(progress[0]!.phase).toBe('preparing');
    expect(progress.at(-1)).toMatchObject({
      phase: 'done',
      bytesSent: 1050,
      totalBytes: 1050,
      percent: 100,
      secondsLeft: 0,
    });
    const sent = progress.map((p) => p.bytesSent);
    expect(sent).toEqual([...sent].sort((a, b) => a - b));
  });

  it('retries a failed part with a fresh URL and reports that it is retrying', async () => {
    const { api, calls } = fakeApi();
    let failures = 2;
    const putPart: PutPart = async (url) => {
      if (partOf(url) === 2 && failures-- > 0) throw new TypeError('network down');
      return `"e${partOf(url)}"`;
    };
    const progress: UploadProgress[] = [];
    await runMultipartUpload({
      file: file(250),
      uploadId: 'u',
      partSize: 100,
      api,
      putPart,
      retryDelayMs: () => 1,
      onProgress: (p) => progress.push(p),
    });
    expect(calls.urls.filter((batch) => batch.length === 1 && batch[0] === 2)).toHaveLength(2);
    expect(progress.some((p) => p.retrying)).toBe(true);
    expect(progress.at(-1)!.retrying).toBe(false);
  });

  it('gives up after maxAttempts and keeps the upload for a later resume', async () => {
    const { api, calls } = fakeApi();
    const putPart: PutPart = async () => {
      throw new TypeError('network down');
    };
    await expect(
      runMultipartUpload({
        file: file(50),
        uploadId: 'u',
        partSize: 100,
        api,
        putPart,
        maxAttempts: 3,
        retryDelayMs: () => 1,
      }),
    ).rejects.toThrow('network down');
    expect(calls.aborted).toBe(false);
    expect(calls.completed).toBeUndefined();
  });

  it('does not retry a part the storage rejected for good', async () => {
    const { api, calls } = fakeApi();
    let attempts = 0;
    const putPart: PutPart = async () => {
      attempts++;
      throw new PartRejected(404, 'gone');
    };
    await expect(
      runMultipartUpload({ file: file(50), uploadId: 'u', partSize: 100, api, putPart, retryDelayMs: () => 1 }),
    ).rejects.toBeInstanceOf(PartRejected);
    expect(attempts).toBe(1);
    expect(calls.completed).toBeUndefined();
  });

  it('resumes: parts the server already has at the right size are not sent again', async () => {
    const { api, calls } = fakeApi([
      { partNumber: 1, etag: '"old-1"', size: 100 },
      { partNumber: 2, etag: '"old-2"', size: 99 },
    ]);
    const sent: number[] = [];
    const putPart: PutPart = async (url) => (sent.push(partOf(url)), `"new-${partOf(url)}"`);
    await runMultipartUpload({ file: file(300), uploadId: 'u', partSize: 100, api, putPart, resuming: true });
    expect(sent.sort()).toEqual([2, 3]);
    expect(calls.completed).toEqual([
      { partNumber: 1, etag: '"old-1"' },
      { partNumber: 2, etag: '"new-2"' },
      { partNumber: 3, etag: '"new-3"' },
    ]);
  });

  it('cancel aborts in-flight parts and the upload on the server', async () => {
    const { api, calls } = fakeApi();
    const controller = new AbortController();
    const putPart: PutPart = (_url, _body, _onBytes, signal) =>
      new Promise((_resolve, reject) => {
        signal.addEventListener('abort', () => reject(new UploadCancelled()));
        controller.abort();
      });
    await expect(
      runMultipartUpload({ file: file(500), uploadId: 'u', partSize: 100, api, putPart, signal: controller.signal }),
    ).rejects.toBeInstanceOf(UploadCancelled);
    expect(calls.aborted).toBe(true);
    expect(calls.completed).toBeUndefined();
  });
});
