import {
  PartRejected,
  runMultipartUpload,
  UploadCancelled,
  type MultipartApi,
  type PutPart,
  type UploadProgress,
} from '#shared/multipart-upload.js';
import type { CourseVideo } from '#shared/types.js';
import { api } from './api';

export { UploadCancelled, type UploadProgress };

export interface VideoUploadOptions {
  courseId: string;
  file: File;
  title: string;
  description?: string;
  duration?: number;
  order?: number;
  onProgress?: (progress: UploadProgress) => void;
}

export interface VideoUpload {
  done: Promise<CourseVideo>;
  cancel(): Promise<void>;
}

export interface InterruptedUpload {
  courseId: string;
  fileName: string;
  size: number;
  title: string;
  startedAt: string;
}

interface SavedUpload extends InterruptedUpload {
  uploadId: string;
  partSize: number;
  lastModified: number;
}

/** One unfinished upload per course is remembered, so a reload can pick it up where it stopped. */
const storageKey = (courseId: string) => `videoUpload:${courseId}`;

function savedUpload(courseId: string): SavedUpload | undefined {
  try {
    const raw = localStorage.getItem(storageKey(courseId));
    return raw ? (JSON.parse(raw) as SavedUpload) : undefined;
  } catch {
    return undefined;
  }
}

function forget(courseId: string) {
  localStorage.removeItem(storageKey(courseId));
}

function videoUploadApi(courseId: string): MultipartApi<CourseVideo> {
  return {
    async listUploadedParts(uploadId) {
      const { parts } = await api('GET /api/courses/{id}/videos/uploads/{uploadId}/parts', { id: courseId, uploadId });
      return parts;
    },
    async partUrls(uploadId, partNumbers) {
      const { urls } = await api(
        'POST /api/courses/{id}/videos/uploads/{uploadId}/parts',
        { id: courseId, uploadId },
        { body: { partNumbers } },
      );
      return new Map(urls.map(({ partNumber, url }) => [partNumber, url]));
    },
    async complete(uploadId, parts) {
      const { video } = await api(
        'POST /api/courses/{id}/videos/uploads/{uploadId}/complete',
        { id: courseId, uploadId },
        { body: { parts } },
      );
      return video;
    },
    async abort(uploadId) {
      await api('DELETE /api/courses/{id}/videos/uploads/{uploadId}', { id: courseId, uploadId });
    },
  };
}

/** XHR rather than fetch: only XHR reports upload progress in browsers. */
export const xhrPutPart: PutPart = (url, body, onBytesSent, signal) =>
  new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    xhr.upload.onprogress = (event) => onBytesSent(event.loaded);
    xhr.onload = () => {
      const etag = xhr.getResponseHeader('ETag');
      if (xhr.status >= 200 && xhr.status < 300 && etag) return resolve(etag);
      // 404: S3 no longer has this upload (it was aborted or expired); sending again will not help.
      if (xhr.status === 404) return reject(new PartRejected(404, 'The upload no longer exists on the server'));
      reject(
        new Error(
          xhr.status >= 200 && xhr.status < 300
            ? 'The storage did not return the part ETag (check its CORS ExposeHeaders)'
            : `Part upload failed with HTTP ${xhr.status}`,
        ),
      );
    };
    xhr.onerror = () => reject(new Error('Network error while uploading a part'));
    xhr.onabort = () => reject(new UploadCancelled());
    signal.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });

/** Browsers often report no type (or a non-standard one) for .avi and .mov files. */
const TYPE_BY_EXTENSION: Record<string, string> = {
  mp4: 'video/mp4',
  webm: 'video/webm',
  avi: 'video/x-msvideo',
  mov: 'video/quicktime',
};

export function videoContentType(file: Pick<File, 'name' | 'type'>): string {
  const extension = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase() ?? '';
  return TYPE_BY_EXTENSION[extension] ?? file.type;
}

async function startOrResume(
  options: VideoUploadOptions,
): Promise<{ uploadId: string; partSize: number; resuming: boolean }> {
  const { courseId, file } = options;
  const saved = savedUpload(courseId);
  if (saved && saved.fileName === file.name && saved.size === file.size && saved.lastModified === file.lastModified) {
    return { uploadId: saved.uploadId, partSize: saved.partSize, resuming: true };
  }
  if (saved) await discardInterruptedUpload(courseId);
  const { uploadId, partSize } = await api(
    'POST /api/courses/{id}/videos/uploads',
    { id: courseId },
    {
      body: {
        title: options.title,
        description: options.description,
        duration: options.duration,
        order: options.order,
        fileName: file.name,
        contentType: videoContentType(file),
        size: file.size,
      },
    },
  );
  const record: SavedUpload = {
    courseId,
    uploadId,
    partSize,
    fileName: file.name,
    size: file.size,
    lastModified: file.lastModified,
    title: options.title,
    startedAt: new Date().toISOString(),
  };
  localStorage.setItem(storageKey(courseId), JSON.stringify(record));
  return { uploadId, partSize, resuming: false };
}

/** The server no longer has the upload (404: finished or cancelled; 410: S3 dropped it): resuming cannot help. */
function uploadIsGone(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  return status === 404 || status === 410;
}

/**
 * Uploads a course video straight to S3. If the same file (name, size, modification time) was
 * being uploaded to this course before a reload or a dropped connection, its finished parts are kept.
 */
export function uploadCourseVideo(options: VideoUploadOptions): VideoUpload {
  const controller = new AbortController();
  const done = (async () => {
    const session = await startOrResume(options);
    try {
      const video = await runMultipartUpload({
        file: options.file,
        ...session,
        api: videoUploadApi(options.courseId),
        putPart: xhrPutPart,
        signal: controller.signal,
        onProgress: options.onProgress,
      });
      forget(options.courseId);
      return video;
    } catch (error) {
      if (error instanceof UploadCancelled || error instanceof PartRejected || uploadIsGone(error))
        forget(options.courseId);
      throw error;
    }
  })();
  return {
    done,
    async cancel() {
      controller.abort();
      await done.catch(() => undefined);
    },
  };
}

export function findInterruptedUpload(courseId: string): InterruptedUpload | undefined {
  const saved = savedUpload(courseId);
  if (!saved) return undefined;
  const { courseId: id, fileName, size, title, startedAt } = saved;
  return { courseId: id, fileName, size, title, startedAt };
}

export async function discardInterruptedUpload(courseId: string): Promise<void> {
  const saved = savedUpload(courseId);
  forget(courseId);
  if (saved)
    await videoUploadApi(courseId)
      .abort(saved.uploadId)
      .catch(() => undefined);
}
