import { randomBytes } from 'node:crypto';
import { ListPartsCommand } from '@aws-sdk/client-s3';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import {
  partCount,
  runMultipartUpload,
  UploadCancelled,
  type PutPart,
  type UploadProgress,
} from '#shared/multipart-upload.js';
import type { CourseVideo } from '#shared/types.js';
import { api, loginAdmin, registerStudent } from '../support/api.js';
import { useEmulators } from '../support/domain.js';
import { fetchPutPart, nodeUploadApi, startUpload } from '../support/upload-client.js';

const MIB = 1024 * 1024;
let admin: string;
let baseUrl: string;

async function newCourse(title = 'Upload target') {
  const reply = await api<{ course: { _id: string } }>('POST', '/api/courses', {
    token: admin,
    body: { title, description: 'For uploads', price: 100 },
  });
  return reply.body.course._id;
}

async function videoCount(courseId: string) {
  return (await api<{ course: { videoCount: number } }>('GET', `/api/courses/${courseId}`)).body.course.videoCount;
}

async function adminVideos(courseId: string) {
  return (await api<{ videos: CourseVideo[] }>('GET', `/api/admin/courses/${courseId}/videos`, { token: admin })).body
    .videos;
}

beforeAll(async () => {
  admin = await loginAdmin();
  baseUrl = inject('apiUrl');
});

describe('multipart video upload', () => {
  it('uploads a file of more than two parts straight to S3, records it, and plays it back with range requests', async () => {
    const courseId = await newCourse();
    const bytes = randomBytes(2 * 16 * MIB + 3 * MIB);
    const file = new Blob([bytes], { type: 'video/mp4' });
    const session = await startUpload(baseUrl, admin, courseId, { name: 'lecture.MP4', size: file.size });
    expect(session.partSize).toBe(16 * MIB);
    expect(session.key).toMatch(new RegExp(`^media/courses/${courseId}/videos/[0-9A-Z]{26}\\.mp4$`));
    expect(partCount(file.size, session.partSize)).toBe(3);

    const progress: UploadProgress[] = [];
    const video = await runMultipartUpload({
      file,
      uploadId: session.uploadId,
      partSize: session.partSize,
      api: nodeUploadApi(baseUrl, admin, courseId),
      putPart: fetchPutPart,
      onProgress: (p) => progress.push(p),
    });
    expect(video).toMatchObject({ title: 'Uploaded lecture', description: 'Uploaded in a test', order: 3 });
    expect(progress.at(-1)).toMatchObject({ phase: 'done', bytesSent: file.size, percent: 100 });
    expect(await videoCount(courseId)).toBe(1);
    expect((await adminVideos(courseId)).map((v) => v._id)).toEqual([video._id]);

    const playback = await api<{ signedUrl: string }>('GET', `/api/courses/${courseId}/videos/${video._id}`, {
      token: admin,
    });
    const start = 16 * MIB - 10;
    const range = await fetch(playback.body.signedUrl, { headers: { Range: `bytes=${start}-${start + 99}` } });
    expect(range.status).toBe(206);
    expect(Buffer.from(await range.arrayBuffer())).toEqual(bytes.subarray(start, start + 100));
  }, 60_000);

  it('resumes without re-sending the parts S3 already has', async () => {
    const courseId = await newCourse();
    const file = new Blob([randomBytes(16 * MIB + 1024)], { type: 'video/webm' });
    const session = await startUpload(baseUrl, admin, courseId, {
      name: 'resume.webm',
      size: file.size,
      type: 'video/webm',
    });
    const uploadApi = nodeUploadApi(baseUrl, admin, courseId);
    const first = (await uploadApi.partUrls(session.uploadId, [1])).get(1)!;
    await fetchPutPart(first, file.slice(0, session.partSize), () => undefined, new AbortController().signal);

    const sent: number[] = [];
    const counting: PutPart = (url, body, onBytes, signal) => {
      sent.push(Number(new URL(url).searchParams.get('partNumber')));
      return fetchPutPart(url, body, onBytes, signal);
    };
    const video = await runMultipartUpload({
      file,
      uploadId: session.uploadId,
      partSize: session.partSize,
      api: uploadApi,
      putPart: counting,
      resuming: true,
    });
    expect(sent).toEqual([2]);
    expect(await videoCount(courseId)).toBe(1);
    expect(video.title).toBe('Uploaded lecture');
  }, 60_000);

  it('retries a part that failed in transit', async () => {
    const courseId = await newCourse();
    const file = new Blob([randomBytes(1024)], { type: 'video/mp4' });
    const session = await startUpload(baseUrl, admin, courseId, { name: 'flaky.mp4', size: file.size });
    let failures = 1;
    const flaky: PutPart = async (url, body, onBytes, signal) => {
      if (failures-- > 0) throw new TypeError('fetch failed');
      return fetchPutPart(url, body, onBytes, signal);
    };
    const progress: UploadProgress[] = [];
    await runMultipartUpload({
      file,
      uploadId: session.uploadId,
      partSize: session.partSize,
      api: nodeUploadApi(baseUrl, admin, courseId),
      putPart: flaky,
      retryDelayMs: () => 10,
      onProgress: (p) => progress.push(p),
    });
    expect(progress.some((p) => p.retrying)).toBe(true);
    expect(await videoCount(courseId)).toBe(1);
  });

  it('cancel aborts the upload: no video record, and the session is gone', async () => {
    const courseId = await newCourse();
    const file = new Blob([randomBytes(16 * MIB + 10)], { type: 'video/mp4' });
    const session = await startUpload(baseUrl, admin, courseId, { name: 'cancel.mp4', size: file.size });
    const controller = new AbortController();
    const cancelling: PutPart = async (url, body, onBytes, signal) => {
      controller.abort();
      return fetchPutPart(url, body, onBytes, signal);
    };
    await expect(
      runMultipartUpload({
        file,
        uploadId: session.uploadId,
        partSize: session.partSize,
        api: nodeUploadApi(baseUrl, admin, courseId),
        putPart: cancelling,
        signal: controller.signal,
      }),
    ).rejects.toBeInstanceOf(UploadCancelled);
    expect(await adminVideos(courseId)).toEqual([]);
    expect(await videoCount(courseId)).toBe(0);
    const after = await api('POST', `/api/courses/${courseId}/videos/uploads/${session.uploadId}/parts`, {
      token: admin,
      body: { partNumbers: [1] },
    });
    expect(after.status).toBe(404);
  });

  it('aborting through the API leaves no record and a later complete is refused', async () => {
    const courseId = await newCourse();
    const session = await startUpload(baseUrl, admin, courseId, { name: 'x.mov', size: 100, type: 'video/quicktime' });
    expect(
      (await api('DELETE', `/api/courses/${courseId}/videos/uploads/${session.uploadId}`, { token: admin })).status,
    ).toBe(200);
    const complete = await api('POST', `/api/courses/${courseId}/videos/uploads/${session.uploadId}/complete`, {
      token: admin,
      body: { parts: [{ partNumber: 1, etag: '"x"' }] },
    });
    expect(complete.status).toBe(404);
    expect(await adminVideos(courseId)).toEqual([]);
  });

  it.each([
    [{ contentType: 'application/pdf' }, 'Only video files can be uploaded: MP4, WebM, AVI or MOV'],
    [{ title: ' ' }, 'Title is required'],
    [{ size: 6 * 1024 ** 3 }, 'Videos can be at most 5 GB'],
    [{ size: 0 }, 'The file is empty'],
  ])('refuses to start %o', async (override, message) => {
    const courseId = await newCourse();
    const reply = await api('POST', `/api/courses/${courseId}/videos/uploads`, {
      token: admin,
      body: { title: 'T', fileName: 'a.mp4', contentType: 'video/mp4', size: 10, ...override },
    });
    expect(reply.status).toBe(400);
    expect(reply.body.error).toBe(message);
  });

  it('accepts a 5 GB file (the 500 MB in the form is only a hint) with parts that fit S3', async () => {
    const courseId = await newCourse();
    const session = await startUpload(baseUrl, admin, courseId, { name: 'big.mp4', size: 5 * 1024 ** 3 });
    expect(partCount(5 * 1024 ** 3, session.partSize)).toBeLessThanOrEqual(10_000);
    await api('DELETE', `/api/courses/${courseId}/videos/uploads/${session.uploadId}`, { token: admin });
  });

  it('refuses to complete with parts missing', async () => {
    const courseId = await newCourse();
    const session = await startUpload(baseUrl, admin, courseId, { name: 'two.mp4', size: 16 * MIB + 1 });
    const reply = await api('POST', `/api/courses/${courseId}/videos/uploads/${session.uploadId}/complete`, {
      token: admin,
      body: { parts: [{ partNumber: 1, etag: '"a"' }] },
    });
    expect(reply.status).toBe(400);
    expect(reply.body.error).toBe('Send each of the 2 parts exactly once to complete this upload');
  });

  it('signs no part beyond the end of the file', async () => {
    const courseId = await newCourse();
    const session = await startUpload(baseUrl, admin, courseId, { name: 'one.mp4', size: 10 });
    const reply = await api('POST', `/api/courses/${courseId}/videos/uploads/${session.uploadId}/parts`, {
      token: admin,
      body: { partNumbers: [2] },
    });
    expect(reply.status).toBe(400);
  });

  it('is for admins only', async () => {
    const student = await registerStudent();
    const courseId = await newCourse();
    const reply = await api('POST', `/api/courses/${courseId}/videos/uploads`, {
      token: student.token,
      body: { title: 'T', fileName: 'a.mp4', contentType: 'video/mp4', size: 10 },
    });
    expect(reply.status).toBe(403);
  });
});

async function uploadSmallVideo(
  courseId: string,
  bytes = randomBytes(2048),
  title = 'Uploaded lecture',
  fields: { order?: number } = { order: 3 },
) {
  const file = new Blob([bytes], { type: 'video/mp4' });
  const session = await startUpload(baseUrl, admin, courseId, { name: 'small.mp4', size: file.size }, title, fields);
  const video = await runMultipartUpload({
    file,
    uploadId: session.uploadId,
    partSize: session.partSize,
    api: nodeUploadApi(baseUrl, admin, courseId),
    putPart: fetchPutPart,
  });
  const { body } = await api<{ signedUrl: string }>('GET', `/api/courses/${courseId}/videos/${video._id}`, {
    token: admin,
  });
  return { video, signedUrl: body.signedUrl };
}

describe('order', () => {
  it("puts videos uploaded without an order after the course's last one, in the order they finish", async () => {
    const courseId = await newCourse();
    await uploadSmallVideo(courseId, randomBytes(1024), 'Second', { order: 2 });
    await uploadSmallVideo(courseId, randomBytes(1024), 'First', { order: 1 });
    const third = (await uploadSmallVideo(courseId, randomBytes(1024), 'Third', {})).video;
    const fourth = (await uploadSmallVideo(courseId, randomBytes(1024), 'Fourth', {})).video;
    expect(third.order).toBe(3);
    expect(fourth.order).toBe(4);
    expect((await adminVideos(courseId)).map((v) => [v.title, v.order])).toEqual([
      ['First', 1],
      ['Second', 2],
      ['Third', 3],
      ['Fourth', 4],
    ]);
  }, 60_000);
});

describe('deleting', () => {
  it('a video removes its record and its file and lowers the count', async () => {
    const courseId = await newCourse();
    const { video, signedUrl } = await uploadSmallVideo(courseId);
    expect((await fetch(signedUrl)).status).toBe(200);
    const reply = await api('DELETE', `/api/courses/${courseId}/videos/${video._id}`, { token: admin });
    expect(reply.status).toBe(200);
    expect(await videoCount(courseId)).toBe(0);
    expect(await adminVideos(courseId)).toEqual([]);
    expect((await fetch(signedUrl)).status).toBe(404);
    expect((await api('DELETE', `/api/courses/${courseId}/videos/${video._id}`, { token: admin })).status).toBe(404);
  });

  it("a course removes its videos' records and files, and cancels its unfinished uploads", async () => {
    const courseId = await newCourse();
    const uploads = [await uploadSmallVideo(courseId), await uploadSmallVideo(courseId)];
    const unfinished = await startUpload(baseUrl, admin, courseId, { name: 'half.mp4', size: 100 });
    useEmulators();
    const { db, tableName } = await import('#lib/db.js');
    const { s3, videoBucket } = await import('#lib/s3.js');
    const { uploadKeys } = await import('#domain/media/video-uploads.js');
    const { Item: session } = await db().send(
      new GetCommand({ TableName: tableName(), Key: uploadKeys.item(courseId, unfinished.uploadId) }),
    );
    const listParts = () =>
      s3().send(
        new ListPartsCommand({ Bucket: videoBucket(), Key: unfinished.key, UploadId: session!.s3UploadId as string }),
      );
    await expect(listParts()).resolves.toBeDefined();
    expect((await api('DELETE', `/api/courses/${courseId}`, { token: admin })).status).toBe(200);
    for (const { signedUrl } of uploads) expect((await fetch(signedUrl)).status).toBe(404);
    expect((await api('GET', `/api/admin/courses/${courseId}/videos`, { token: admin })).status).toBe(404);
    const parts = await api('GET', `/api/courses/${courseId}/videos/uploads/${unfinished.uploadId}/parts`, {
      token: admin,
    });
    expect(parts.status).toBe(404);
    await expect(listParts()).rejects.toMatchObject({ name: 'NoSuchUpload' });
  });
});
