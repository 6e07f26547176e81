import { PartRejected, type MultipartApi, type PutPart, type UploadedPart } from '#shared/multipart-upload.js';
import type { CourseVideo } from '#shared/types.js';

/** The upload module's server calls, over HTTP from Node (the browser's are in web/src/lib/video-upload.ts). */
export function nodeUploadApi(baseUrl: string, token: string, courseId: string): MultipartApi<CourseVideo> {
  const base = `${baseUrl}/api/courses/${courseId}/videos/uploads`;
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const payload = (await response.json()) as T & { error?: string };
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${payload.error}`);
    return payload;
  };
  return {
    listUploadedParts: async (uploadId) => (await call<{ parts: UploadedPart[] }>('GET', `/${uploadId}/parts`)).parts,
    partUrls: async (uploadId, partNumbers) =>
      new Map(
        (
          await call<{ urls: { partNumber: number; url: string }[] }>('POST', `/${uploadId}/parts`, { partNumbers })
        ).urls.map((u) => [u.partNumber, u.url]),
      ),
    complete: async (uploadId, parts) =>
      (await call<{ video: CourseVideo }>('POST', `/${uploadId}/complete`, { parts })).video,
    abort: async (uploadId) => void (await call('DELETE', `/${uploadId}`)),
  };
}

/** fetch has no upload progress, so a part reports its bytes once, when it is done. */
export const fetchPutPart: PutPart = async (url, body, onBytesSent, signal) => {
  const response = await fetch(url, { method: 'PUT', body, signal, duplex: 'half' } as RequestInit);
  await response.arrayBuffer();
  if (response.status === 404) throw new PartRejected(404, 'The upload no longer exists');
  const etag = response.headers.get('etag');
  if (!response.ok || !etag) throw new Error(`Part upload failed with HTTP ${response.status}`);
  onBytesSent(body.size);
  return etag;
};

export async function startUpload(
  baseUrl: string,
  token: string,
  courseId: string,
  file: { name: string; size: number; type?: string },
  title = 'Uploaded lecture',
  fields: { order?: number } = { order: 3 },
) {
  const response = await fetch(`${baseUrl}/api/courses/${courseId}/videos/uploads`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      title,
      fileName: file.name,
      contentType: file.type ?? 'video/mp4',
      size: file.size,
      description: 'Uploaded in a test',
      ...fields,
    }),
  });
  const payload = (await response.json()) as { uploadId: string; key: string; partSize: number; error?: string };
  if (response.status !== 201) throw new Error(`start upload: ${response.status} ${payload.error}`);
  return payload;
}
