import { createHash, createHmac, randomBytes, type Hash, type Hmac } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  HeadObjectCommand,
  PutObjectCommand,
} from '@aws-sdk/client-s3';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { SourceData } from '@smithy/types';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { runMultipartUpload } from '#shared/multipart-upload.js';
import type { CourseVideo } from '#shared/types.js';
import { api, loginAdmin, registerStudent } from '../support/api.js';
import { useEmulators } from '../support/domain.js';
import { fetchPutPart, nodeUploadApi, startUpload } from '../support/upload-client.js';

const MIB = 1024 * 1024;
let admin: string;
let baseUrl: string;

// Domain modules, pointed at the same emulators as the API (imported after useEmulators()).
let dbModule: typeof import('#lib/db.js');
let s3Module: typeof import('#lib/s3.js');
let uploads: typeof import('#domain/media/video-uploads.js');

beforeAll(async () => {
  useEmulators();
  dbModule = await import('#lib/db.js');
  s3Module = await import('#lib/s3.js');
  uploads = await import('#domain/media/video-uploads.js');
  admin = await loginAdmin();
  baseUrl = inject('apiUrl');
});

async function newCourse(title = 'Hardening target') {
  const reply = await api<{ course: { _id: string } }>('POST', '/api/courses', {
    token: admin,
    body: { title, description: 'For uploads', price: 100 },
  });
  return reply.body.course._id;
}

async function adminVideos(courseId: string) {
  return (
    (await api<{ videos: CourseVideo[] }>('GET', `/api/admin/courses/${courseId}/videos`, { token: admin })).body
      .videos ?? []
  );
}

/** The multipart uploads s3rver still holds open for this course's keys. */
function openS3Uploads(courseId: string): string[] {
  const dir = join(inject('s3Dir'), 'videos', '._S3rver_uploads');
  if (!existsSync(dir)) return [];
  return readdirSync(dir).filter((id) => {
    const keyFile = join(dir, id, 'key');
    return existsSync(keyFile) && readFileSync(keyFile, 'utf8').startsWith(`media/courses/${courseId}/`);
  });
}

async function fileExists(key: string): Promise<boolean> {
  try {
    await s3Module.s3().send(new HeadObjectCommand({ Bucket: s3Module.videoBucket(), Key: key }));
    return true;
  } catch {
    return false;
  }
}

async function sessionItem(courseId: string, uploadId: string) {
  const { Item } = await dbModule.db().send(
    new GetCommand({
      TableName: dbModule.tableName(),
      Key: uploads.uploadKeys.item(courseId, uploadId),
      ConsistentRead: true,
    }),
  );
  return Item;
}

async function courseItems(courseId: string) {
  return dbModule.queryAll({
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': `COURSE#${courseId}` },
    ConsistentRead: true,
  });
}

/** Starts an upload of `bytes` and sends every part, without completing it. */
async function uploadParts(courseId: string, bytes: Buffer, name = 'lecture.mp4') {
  const session = await startUpload(baseUrl, admin, courseId, { name, size: bytes.length });
  const uploadApi = nodeUploadApi(baseUrl, admin, courseId);
  const count = Math.ceil(bytes.length / session.partSize);
  const urls = await uploadApi.partUrls(
    session.uploadId,
    Array.from({ length: count }, (_, i) => i + 1),
  );
  const parts = [];
  for (let n = 1; n <= count; n++) {
    const body = new Blob([new Uint8Array(bytes.subarray((n - 1) * session.partSize, n * session.partSize))]);
    parts.push({
      partNumber: n,
      etag: await fetchPutPart(urls.get(n)!, body, () => undefined, new AbortController().signal),
    });
  }
  return { session, parts };
}

/** SHA-256 / HMAC-SHA-256 in the shape the SigV4 signer takes. */
class NodeSha256 {
  private hash: Hash | Hmac;
  constructor(private readonly secret?: SourceData) {
    this.hash = NodeSha256.create(secret);
  }
  private static create(secret?: SourceData) {
    return secret === undefined
      ? createHash('sha256')
      : createHmac('sha256', typeof secret === 'string' ? secret : new Uint8Array(secret as ArrayBuffer));
  }
  update(data: SourceData) {
    this.hash.update(typeof data === 'string' ? data : new Uint8Array(data as ArrayBuffer));
  }
  async digest() {
    return new Uint8Array(this.hash.digest());
  }
  reset() {
    this.hash = NodeSha256.create(this.secret);
  }
}

const startBody = { title: 'T', fileName: 'a.mp4', contentType: 'video/mp4', size: 10 };

describe('no input gets a 500', () => {
  it.each([
    ['order 1e125', '{"title":"T","fileName":"a.mp4","contentType":"video/mp4","size":10,"order":1e125}'],
    [
      'order 9007199254740993',
      '{"title":"T","fileName":"a.mp4","contentType":"video/mp4","size":10,"order":9007199254740993}',
    ],
    ['duration 1e-131', '{"title":"T","fileName":"a.mp4","contentType":"video/mp4","size":10,"duration":1e-131}'],
    ['duration 1e999', '{"title":"T","fileName":"a.mp4","contentType":"video/mp4","size":10,"duration":1e999}'],
    ['a NUL in the title', '{"title":"a\\u0000b","fileName":"a.mp4","contentType":"video/mp4","size":10}'],
    [
      'a lone surrogate in the description',
      '{"title":"T","description":"x\\ud800","fileName":"a.mp4","contentType":"video/mp4","size":10}',
    ],
  ])('upload start with %s: 400 and no S3 upload left open', async (_, rawBody) => {
    const courseId = await newCourse();
    const reply = await api('POST', `/api/courses/${courseId}/videos/uploads`, { token: admin, rawBody });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ success: false, code: expect.any(String), error: expect.any(String) });
    expect(openS3Uploads(courseId)).toEqual([]);
    expect(await courseItems(courseId)).toEqual([]);
  });

  it.each(['1e-300', '5e-324'])('test-series price %s is refused, not a 500', async (price) => {
    const rawBody = `{"title":"T","description":"D","price":${price},"category":"gpsc","numberOfTests":5}`;
    const reply = await api('POST', '/api/test-series', { token: admin, rawBody });
    expect(reply.status).toBe(400);
  });

  it.each([
    'javascript:alert(1)',
    'data:image/png;base64,AAAA',
    'file:///etc/passwd',
    'vbscript:msgbox(1)',
    'http://example.com/a.png',
  ])('course thumbnail %s is refused', async (thumbnail) => {
    const reply = await api('POST', '/api/courses', {
      token: admin,
      body: { title: 'T', description: 'D', price: 1, thumbnail },
    });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ code: 'validation.link', field: 'thumbnail' });
  });

  it('an ad redirect to /\\evil.com is refused', async () => {
    const reply = await api('POST', '/api/admin/homepage-ads', {
      token: admin,
      body: { title: 'T', imageKey: 'public/ads/01ARZ3NDEKTSV4RRFFQ69G5FAV.png', redirectUrl: '/\\evil.com' },
    });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({
      field: 'redirectUrl',
      error: 'Redirect URL must be a site path such as /gpsc or an https:// address',
    });
  });
});

describe('an upload cannot be stretched', () => {
  it('signs each part URL with that part’s exact Content-Length', async () => {
    const courseId = await newCourse();
    const size = 16 * MIB + 5;
    const session = await startUpload(baseUrl, admin, courseId, { name: 'two.mp4', size });
    const urls = await nodeUploadApi(baseUrl, admin, courseId).partUrls(session.uploadId, [1, 2]);
    for (const url of urls.values()) {
      expect(new URL(url).searchParams.get('X-Amz-SignedHeaders')!.split(';')).toContain('content-length');
      // No checksum of an empty body that S3 would hold against the real bytes.
      expect(new URL(url).searchParams.has('x-amz-checksum-crc32')).toBe(false);
    }
    const { SignatureV4 } = await import('@smithy/signature-v4');
    const signer = new SignatureV4({
      service: 's3',
      region: process.env.AWS_REGION!,
      sha256: NodeSha256,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      uriEscapePath: false,
    });
    /** What S3 computes for a PUT of `length` bytes to this URL; equal to the URL's signature only for the signed length. */
    const signatureFor = async (url: string, length: number) => {
      const u = new URL(url);
      const query: Record<string, string> = {};
      for (const [k, v] of u.searchParams)
        if (!/^X-Amz-(Algorithm|Credential|Date|Expires|SignedHeaders|Signature|Content-Sha256)$/.test(k)) query[k] = v;
      const d = u.searchParams.get('X-Amz-Date')!;
      const signed = await signer.presign(
        {
          method: 'PUT',
          protocol: u.protocol,
          hostname: u.hostname,
          port: Number(u.port),
          path: u.pathname,
          query,
          headers: { host: u.host, 'content-length': String(length), 'X-Amz-Content-Sha256': 'UNSIGNED-PAYLOAD' },
        },
        {
          signingDate: new Date(
            `${d.slice(0, 4)}-${d.slice(4, 6)}-${d.slice(6, 8)}T${d.slice(9, 11)}:${d.slice(11, 13)}:${d.slice(13, 15)}Z`,
          ),
          expiresIn: Number(u.searchParams.get('X-Amz-Expires')),
        },
      );
      return signed.query!['X-Amz-Signature'];
    };
    const first = urls.get(1)!;
    const last = urls.get(2)!;
    const given = (url: string) => new URL(url).searchParams.get('X-Amz-Signature');
    expect(await signatureFor(first, 16 * MIB)).toBe(given(first));
    expect(await signatureFor(first, 20 * MIB)).not.toBe(given(first));
    expect(await signatureFor(last, 5)).toBe(given(last));
    expect(await signatureFor(last, 16 * MIB)).not.toBe(given(last));
  });

  it('a 20 MiB part put into an upload declared as 10 bytes is not kept as the video', async () => {
    const courseId = await newCourse();
    const session = await startUpload(baseUrl, admin, courseId, { name: 'tiny.mp4', size: 10 });
    const uploadApi = nodeUploadApi(baseUrl, admin, courseId);
    const url = (await uploadApi.partUrls(session.uploadId, [1])).get(1)!;
    // The local S3 may or may not check the signed length; either way nothing oversize is recorded.
    const put = await fetch(url, { method: 'PUT', body: randomBytes(20 * MIB) });
    const etag = put.headers.get('etag');
    if (put.ok && etag) {
      const reply = await api('POST', `/api/courses/${courseId}/videos/uploads/${session.uploadId}/complete`, {
        token: admin,
        body: { parts: [{ partNumber: 1, etag }] },
      });
      expect(reply.status).toBe(400);
      expect(reply.body.code).toBe('upload_size_mismatch');
    } else {
      expect(put.status).toBeGreaterThanOrEqual(400);
    }
    expect(await adminVideos(courseId)).toEqual([]);
    expect(await fileExists(session.key)).toBe(false);
  });

  it('names the stored file after the checked type, not the file name sent', async () => {
    const courseId = await newCourse();
    const session = await startUpload(baseUrl, admin, courseId, { name: 'evil.html', size: 10, type: 'video/mp4' });
    expect(session.key).toMatch(new RegExp(`^media/courses/${courseId}/videos/${session.uploadId}\\.mp4$`));
    const mov = await startUpload(baseUrl, admin, courseId, { name: 'x.svg', size: 10, type: 'video/quicktime' });
    expect(mov.key).toMatch(/\.mov$/);
  });
});

describe('an upload S3 has dropped', () => {
  it('answers 410 on resume and forgets the session', async () => {
    const courseId = await newCourse();
    const session = await startUpload(baseUrl, admin, courseId, { name: 'dropped.mp4', size: 100 });
    const item = await sessionItem(courseId, session.uploadId);
    await s3Module.s3().send(
      new AbortMultipartUploadCommand({
        Bucket: s3Module.videoBucket(),
        Key: session.key,
        UploadId: item!.s3UploadId as string,
      }),
    );
    const reply = await api('GET', `/api/courses/${courseId}/videos/uploads/${session.uploadId}/parts`, {
      token: admin,
    });
    expect(reply.status).toBe(410);
    expect(reply.body).toMatchObject({
      success: false,
      code: 'upload_expired',
      error: 'The storage no longer has this upload (it expired or was cancelled). Start the upload again.',
    });
    expect(await sessionItem(courseId, session.uploadId)).toBeUndefined();
    expect(
      (await api('GET', `/api/courses/${courseId}/videos/uploads/${session.uploadId}/parts`, { token: admin })).status,
    ).toBe(404);
  });

  it('answers 410 on complete too', async () => {
    const courseId = await newCourse();
    const { session, parts } = await uploadParts(courseId, randomBytes(100));
    const item = await sessionItem(courseId, session.uploadId);
    await s3Module.s3().send(
      new AbortMultipartUploadCommand({
        Bucket: s3Module.videoBucket(),
        Key: session.key,
        UploadId: item!.s3UploadId as string,
      }),
    );
    const reply = await api('POST', `/api/courses/${courseId}/videos/uploads/${session.uploadId}/complete`, {
      token: admin,
      body: { parts },
    });
    expect(reply.status).toBe(410);
    expect(await sessionItem(courseId, session.uploadId)).toBeUndefined();
  });
});

describe('every interleaving ends with a video and its file, or neither', () => {
  it('complete racing abort, 8 times', async () => {
    const courseId = await newCourse();
    for (let trial = 0; trial < 8; trial++) {
      const { session, parts } = await uploadParts(courseId, randomBytes(1000), `race-${trial}.mp4`);
      const completePath = `/api/courses/${courseId}/videos/uploads/${session.uploadId}/complete`;
      const abortPath = `/api/courses/${courseId}/videos/uploads/${session.uploadId}`;
      // The abort lands at a different point of the complete each time (before it, during S3's join, after).
      const delay = [0, 3, 6, 10, 15, 20, 30, 45][trial]!;
      const [complete, abort] = await Promise.all([
        api('POST', completePath, { token: admin, body: { parts } }),
        new Promise((resolve) => setTimeout(resolve, delay)).then(() => api('DELETE', abortPath, { token: admin })),
      ]);
      const recorded = (await adminVideos(courseId)).some((v) => v._id === session.uploadId);
      const stored = await fileExists(session.key);
      expect({ trial, recorded, stored }).toEqual({
        trial,
        recorded: complete.status === 200,
        stored: complete.status === 200,
      });
      expect(abort.status === 200).toBe(complete.status !== 200);
      for (const reply of [complete, abort]) expect(reply.status).toBeLessThan(500);
      expect(await sessionItem(courseId, session.uploadId)).toBeUndefined();
      expect(openS3Uploads(courseId)).toEqual([]);
    }
  }, 60_000);

  /** As if the process died right after S3 joined the file: the session claimed, the file there, no record. */
  async function crashAfterS3Complete(courseId: string) {
    const { session, parts } = await uploadParts(courseId, randomBytes(500));
    const item = await sessionItem(courseId, session.uploadId);
    await dbModule.db().send(
      new UpdateCommand({
        TableName: dbModule.tableName(),
        Key: uploads.uploadKeys.item(courseId, session.uploadId),
        UpdateExpression: 'SET #s = :c',
        ExpressionAttributeNames: { '#s': 'state' },
        ExpressionAttributeValues: { ':c': 'completing' },
      }),
    );
    await s3Module.s3().send(
      new CompleteMultipartUploadCommand({
        Bucket: s3Module.videoBucket(),
        Key: session.key,
        UploadId: item!.s3UploadId as string,
        MultipartUpload: { Parts: parts.map((p) => ({ PartNumber: p.partNumber, ETag: p.etag })) },
      }),
    );
    return { session, parts };
  }

  it('a complete retried after a crash between S3 and the database records the video once', async () => {
    const courseId = await newCourse();
    const { session, parts } = await crashAfterS3Complete(courseId);
    expect(await adminVideos(courseId)).toEqual([]);
    const path = `/api/courses/${courseId}/videos/uploads/${session.uploadId}/complete`;
    const [first, second] = await Promise.all([
      api('POST', path, { token: admin, body: { parts } }),
      api('POST', path, { token: admin, body: { parts } }),
    ]);
    expect([first.status, second.status]).toContain(200);
    const videos = await adminVideos(courseId);
    expect(videos.map((v) => v._id)).toEqual([session.uploadId]);
    expect(await fileExists(session.key)).toBe(true);
    expect(
      (await api<{ course: { videoCount: number } }>('GET', `/api/courses/${courseId}`)).body.course.videoCount,
    ).toBe(1);
    // Abort now has nothing to abort.
    expect(
      (await api('DELETE', `/api/courses/${courseId}/videos/uploads/${session.uploadId}`, { token: admin })).status,
    ).toBe(404);
  });

  it('a complete cut off before S3 joined the file leaves an upload the browser can resume and complete', async () => {
    const courseId = await newCourse();
    const bytes = randomBytes(900);
    const { session } = await uploadParts(courseId, bytes);
    await dbModule.db().send(
      new UpdateCommand({
        TableName: dbModule.tableName(),
        Key: uploads.uploadKeys.item(courseId, session.uploadId),
        UpdateExpression: 'SET #s = :c',
        ExpressionAttributeNames: { '#s': 'state' },
        ExpressionAttributeValues: { ':c': 'completing' },
      }),
    );
    const video = await runMultipartUpload({
      file: new Blob([new Uint8Array(bytes)]),
      uploadId: session.uploadId,
      partSize: session.partSize,
      api: nodeUploadApi(baseUrl, admin, courseId),
      putPart: fetchPutPart,
      resuming: true,
    });
    expect(video._id).toBe(session.uploadId);
    expect(await fileExists(session.key)).toBe(true);
  });

  it('the sweep removes a file no record refers to once it is old enough, and keeps everything else', async () => {
    const courseId = await newCourse();
    const { session } = await crashAfterS3Complete(courseId);
    const kept = await uploadParts(courseId, randomBytes(300));
    const recorded = await runMultipartUpload({
      file: new Blob([randomBytes(200)]),
      ...(await startUpload(baseUrl, admin, courseId, { name: 'done.mp4', size: 200 })),
      api: nodeUploadApi(baseUrl, admin, courseId),
      putPart: fetchPutPart,
    });
    const stray = `media/courses/${courseId}/videos/01ARZ3NDEKTSV4RRFFQ69G5FAV.mp4`;
    await s3Module.s3().send(new PutObjectCommand({ Bucket: s3Module.videoBucket(), Key: stray, Body: 'x' }));

    expect(await uploads.sweepOrphanMedia()).not.toContain(stray); // younger than a day: left alone
    const removed = await uploads.sweepOrphanMedia({ olderThanMs: 0, now: Date.now() + 1000 });
    expect(removed).toEqual(expect.arrayContaining([session.key, stray]));
    expect(await fileExists(session.key)).toBe(false);
    expect(await fileExists(stray)).toBe(false);
    expect(await sessionItem(courseId, session.uploadId)).toBeUndefined();
    // The recorded video's file and the open upload stay.
    const videos = await adminVideos(courseId);
    expect(videos.map((v) => v._id)).toEqual([recorded._id]);
    expect(await fileExists(`media/courses/${courseId}/videos/${recorded._id}.mp4`)).toBe(true);
    expect(await sessionItem(courseId, kept.session.uploadId)).toMatchObject({ state: 'open' });
  });
});

describe('the daily sweep job', () => {
  it('runs the sweep with its own bindings and leaves a file younger than a day alone', async () => {
    const courseId = await newCourse();
    const stray = `media/courses/${courseId}/videos/01ARZ3NDEKTSV4RRFFQ69G5FAW.mp4`;
    await s3Module.s3().send(new PutObjectCommand({ Bucket: s3Module.videoBucket(), Key: stray, Body: 'x' }));
    const { handler } = await import('#functions/jobs/sweep-orphan-media.js');
    const result = await handler({}, { awsRequestId: 'job-test' });
    expect(result).toEqual({ removed: expect.any(Number) });
    expect(await fileExists(stray)).toBe(true);
  });
});

describe('uploads and course deletion', () => {
  it('uploads started while the course is being deleted leave no session and no open S3 upload', async () => {
    const courseId = await newCourse();
    const starts = Array.from({ length: 46 }, (_, i) =>
      api('POST', `/api/courses/${courseId}/videos/uploads`, {
        token: admin,
        body: { ...startBody, fileName: `r${i}.mp4` },
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 15));
    const deletion = api('DELETE', `/api/courses/${courseId}`, { token: admin });
    const replies = await Promise.all(starts);
    expect((await deletion).status).toBe(200);
    for (const reply of replies) expect([201, 404]).toContain(reply.status);
    expect(await courseItems(courseId)).toEqual([]);
    expect(openS3Uploads(courseId)).toEqual([]);
  }, 60_000);

  it('an upload completed after its course was deleted is refused and leaves no file', async () => {
    const courseId = await newCourse();
    const { session, parts } = await uploadParts(courseId, randomBytes(700));
    expect((await api('DELETE', `/api/courses/${courseId}`, { token: admin })).status).toBe(200);
    const reply = await api('POST', `/api/courses/${courseId}/videos/uploads/${session.uploadId}/complete`, {
      token: admin,
      body: { parts },
    });
    expect(reply.status).toBe(404);
    expect(reply.body).toMatchObject({ success: false, code: 'course_not_found' });
    expect(await fileExists(session.key)).toBe(false);
    expect(openS3Uploads(courseId)).toEqual([]);
    expect(await courseItems(courseId)).toEqual([]);
  });

  it('a course deleted while students are enrolled: every page they reach answers sanely', async () => {
    const { enroll } = await import('#domain/learning/enrollments.js');
    const courseId = await newCourse('Soon gone');
    const other = await newCourse('Still here');
    const done = await runMultipartUpload({
      file: new Blob([randomBytes(300)]),
      ...(await startUpload(baseUrl, admin, courseId, { name: 'gone.mp4', size: 300 })),
      api: nodeUploadApi(baseUrl, admin, courseId),
      putPart: fetchPutPart,
    });
    const student = await registerStudent();
    await enroll(student.id, courseId);
    await enroll(student.id, other);
    expect((await api('DELETE', `/api/courses/${courseId}`, { token: admin })).status).toBe(200);

    const enrolments = await api<{ enrollments: { course: { _id: string } }[] }>('GET', '/api/payments/enrollments', {
      token: student.token,
    });
    expect(enrolments.status).toBe(200);
    expect(enrolments.body.enrollments.map((e) => e.course._id)).toEqual([other]);
    const profile = await api<{ user: { enrolledCourses: string[] } }>('GET', '/api/auth/profile', {
      token: student.token,
    });
    expect(profile.status).toBe(200);
    // The dashboard's progress leaves the deleted course out; its own progress page says it is gone.
    const progress = await api<{ courses: { courseId: string }[] }>('GET', '/api/progress', { token: student.token });
    expect(progress.status).toBe(200);
    expect(JSON.stringify(progress.body)).not.toContain(courseId);
    const courseProgress = await api('GET', `/api/courses/${courseId}/progress`, { token: student.token });
    expect(courseProgress.status).toBe(404);
    expect(courseProgress.body).toMatchObject({ success: false, code: 'course_not_found' });
    for (const [path, token] of [
      [`/api/courses/${courseId}`, undefined],
      [`/api/courses/${courseId}/videos`, student.token],
      [`/api/courses/${courseId}/videos/${done._id}`, student.token],
      [`/api/admin/courses/${courseId}/videos`, admin],
      [`/api/courses/${courseId}/videos/${done._id}`, admin],
    ] as const) {
      const reply = await api('GET', path, { token });
      expect({ path, status: reply.status }).toEqual({ path, status: 404 });
      expect(reply.body).toMatchObject({ success: false, code: expect.any(String), error: expect.any(String) });
    }
    expect(await fileExists(`media/courses/${courseId}/videos/${done._id}.mp4`)).toBe(false);
  }, 60_000);
});
