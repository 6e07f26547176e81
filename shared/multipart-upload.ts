/**
 * Multipart upload straight to S3 through presigned part URLs: several parts in flight, a failed
 * part retried with back-off, cancel, and resume of an upload whose finished parts S3 already has.
 * The same module runs in the browser (XHR transport, for upload progress) and in Node (fetch
 * transport, for the benchmark), so what is measured is what admins use.
 */

export interface UploadedPart {
  partNumber: number;
  etag: string;
  size?: number;
}

/** The server side of an upload; each call goes to the API, never bytes. */
export interface MultipartApi<Result> {
  listUploadedParts(uploadId: string): Promise<UploadedPart[]>;
  partUrls(uploadId: string, partNumbers: number[]): Promise<Map<number, string>>;
  complete(uploadId: string, parts: UploadedPart[]): Promise<Result>;
  abort(uploadId: string): Promise<void>;
}

/** Sends one part's bytes; reports bytes sent so far; resolves with the part's ETag. */
export type PutPart = (
  url: string,
  body: Blob,
  onBytesSent: (sent: number) => void,
  signal: AbortSignal,
) => Promise<string>;

export interface UploadProgress {
  phase: 'preparing' | 'uploading' | 'completing' | 'done';
  bytesSent: number;
  totalBytes: number;
  percent: number;
  bytesPerSecond: number;
  secondsLeft: number | undefined;
  retrying: boolean;
}

export interface MultipartUploadOptions<Result> {
  file: Blob;
  uploadId: string;
  partSize: number;
  api: MultipartApi<Result>;
  putPart: PutPart;
  /** True when the upload existed before (a reload or a dropped connection): finished parts are skipped. */
  resuming?: boolean;
  concurrency?: number;
  maxAttempts?: number;
  signal?: AbortSignal;
  onProgress?: (progress: UploadProgress) => void;
  /** Back-off before retry number `attempt` (1-based). */
  retryDelayMs?: (attempt: number) => number;
}

export class UploadCancelled extends Error {
  constructor() {
    super('The upload was cancelled');
    this.name = 'UploadCancelled';
  }
}

/** A part upload failed with a status that retrying will not fix (e.g. the upload no longer exists). */
export class PartRejected extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'PartRejected';
  }
}

const URL_BATCH = 20;
const SPEED_WINDOW_MS = 5000;

export function partCount(size: number, partSize: number): number {
  return Math.max(1, Math.ceil(size / partSize));
}

/** Tracks bytes over a sliding window, so speed and time left follow the connection as it is now. */
class ProgressMeter {
  private samples: { at: number; bytes: number }[] = [];
  private inFlight = new Map<number, number>();
  private finished = 0;
  retrying = 0;

  constructor(
    private readonly totalBytes: number,
    private readonly report: ((progress: UploadProgress) => void) | undefined,
  ) {}

  get bytesSent(): number {
    let sent = this.finished;
    for (const bytes of this.inFlight.values()) sent += bytes;
    return Math.min(sent, this.totalBytes);
  }

  partProgress(partNumber: number, sent: number) {
    this.inFlight.set(partNumber, sent);
    this.emit('uploading');
  }

  partDone(partNumber: number, size: number) {
    this.inFlight.delete(partNumber);
    this.finished += size;
    this.emit('uploading');
  }

  partFailed(partNumber: number) {
    this.inFlight.delete(partNumber);
  }

  alreadyDone(bytes: number) {
    this.finished += bytes;
  }

  emit(phase: UploadProgress['phase']) {
    const now = Date.now();
    const bytesSent = this.bytesSent;
    this.samples.push({ at: now, bytes: bytesSent });
    while (this.samples.length > 2 && now - this.samples[0]!.at > SPEED_WINDOW_MS) this.samples.shift();
    const oldest = this.samples[0]!;
    const seconds = (now - oldest.at) / 1000;
    const bytesPerSecond = seconds > 0 ? Math.max(0, (bytesSent - oldest.bytes) / seconds) : 0;
    const remaining = this.totalBytes - bytesSent;
    this.report?.({
      phase,
      bytesSent,
      totalBytes: this.totalBytes,
      percent: this.totalBytes === 0 ? 100 : Math.floor((bytesSent / this.totalBytes) * 1000) / 10,
      bytesPerSecond,
      secondsLeft: remaining === 0 ? 0 : bytesPerSecond > 0 ? remaining / bytesPerSecond : undefined,
      retrying: this.retrying > 0,
    });
  }
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(new UploadCancelled());
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), reject(new UploadCancelled())), { once: true });
  });
}

export async function runMultipartUpload<Result>(options: MultipartUploadOptions<Result>): Promise<Result> {
  const { file, uploadId, partSize, api, putPart } = options;
  const concurrency = options.concurrency ?? 4;
  const maxAttempts = options.maxAttempts ?? 6;
  const retryDelayMs = options.retryDelayMs ?? ((attempt) => Math.min(30_000, 1000 * 2 ** (attempt - 1)));
  const controller = new AbortController();
  const signal = controller.signal;
  const external = options.signal;
  const onExternalAbort = () => controller.abort();
  if (external?.aborted) controller.abort();
  external?.addEventListener('abort', onExternalAbort, { once: true });

  const totalParts = partCount(file.size, partSize);
  const meter = new ProgressMeter(file.size, options.onProgress);
  const sizeOf = (partNumber: number) => Math.min(partSize, file.size - (partNumber - 1) * partSize);
  const done = new Map<number, string>();

  try {
    meter.emit('preparing');
    if (options.resuming) {
      for (const part of await api.listUploadedParts(uploadId)) {
        // A part S3 holds at the wrong size (the file changed) is sent again.
        if (part.partNumber <= totalParts && (part.size === undefined || part.size === sizeOf(part.partNumber))) {
          done.set(part.partNumber, part.etag);
          meter.alreadyDone(sizeOf(part.partNumber));
        }
      }
    }
    const pending = Array.from({ length: totalParts }, (_, i) => i + 1).filter((n) => !done.has(n));
    const urls = new Map<number, string>();

    const urlFor = async (partNumber: number, fresh: boolean): Promise<string> => {
      if (fresh || !urls.has(partNumber)) {
        const index = pending.indexOf(partNumber);
        const batch = fresh ? [partNumber] : pending.slice(index, index + URL_BATCH).filter((n) => !urls.has(n));
        for (const [n, url] of await api.partUrls(uploadId, batch)) urls.set(n, url);
      }
      const url = urls.get(partNumber);
      if (!url) throw new Error(`No upload URL for part ${partNumber}`);
      return url;
    };

    const sendPart = async (partNumber: number) => {
      const start = (partNumber - 1) * partSize;
      const body = file.slice(start, start + sizeOf(partNumber));
      for (let attempt = 1; ; attempt++) {
        if (signal.aborted) throw new UploadCancelled();
        try {
          // A retry gets a fresh URL: the old one may have expired while the connection was down.
          const url = await urlFor(partNumber, attempt > 1);
          const etag = await putPart(url, body, (sent) => meter.partProgress(partNumber, sent), signal);
          done.set(partNumber, etag);
          meter.partDone(partNumber, body.size);
          return;
        } catch (error) {
          meter.partFailed(partNumber);
          if (signal.aborted || error instanceof UploadCancelled) throw new UploadCancelled();
          if (error instanceof PartRejected || attempt >= maxAttempts) throw error;
          meter.retrying++;
          meter.emit('uploading');
          try {
            await sleep(retryDelayMs(attempt), signal);
          } finally {
            meter.retrying--;
          }
        }
      }
    };

    let next = 0;
    const worker = async () => {
      while (next < pending.length) await sendPart(pending[next++]!);
    };
    const workers = Array.from({ length: Math.min(concurrency, pending.length) }, worker);
    // One failed part stops the others (after their current part), so an error ends the whole upload.
    await Promise.all(workers.map((w) => w.catch((error) => (controller.abort(error), Promise.reject(error)))));

    meter.emit('completing');
    const parts = [...done.entries()].sort(([a], [b]) => a - b).map(([partNumber, etag]) => ({ partNumber, etag }));
    const result = await api.complete(uploadId, parts);
    meter.emit('done');
    return result;
  } catch (error) {
    if (external?.aborted || error instanceof UploadCancelled) {
      await api.abort(uploadId).catch(() => undefined);
      throw new UploadCancelled();
    }
    throw error;
  } finally {
    external?.removeEventListener('abort', onExternalAbort);
  }
}
