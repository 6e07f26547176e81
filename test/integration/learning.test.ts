import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { checkRequest } from '#infra/local/s3-signature-check.js';
import { LOCAL_CREDENTIALS } from '#infra/local/stack.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, loginAdmin, registerStudent } from '../support/api.js';
import { useEmulators } from '../support/domain.js';

interface VideoBody {
  _id: string;
  title: string;
  order: number;
}

const fileBytes = randomBytes(64 * 1024);
let admin: string;
let courseId: string;
let otherCourseId: string;
let videos: { _id: string }[];
let enrolled: Awaited<ReturnType<typeof registerStudent>>;
let notEnrolled: Awaited<ReturnType<typeof registerStudent>>;
let otherCourseStudent: Awaited<ReturnType<typeof registerStudent>>;

async function createCourse(title: string) {
  const reply = await api<{ course: { _id: string } }>('POST', '/api/courses', {
    token: admin,
    body: { title, description: 'Course with videos', price: 1000, category: 'gpsc' },
  });
  return reply.body.course._id;
}

beforeAll(async () => {
  useEmulators();
  const { s3, videoBucket } = await import('#lib/s3.js');
  const { createVideo, videoObjectKey } = await import('#domain/media/videos.js');
  const { enroll } = await import('#domain/learning/enrollments.js');
  admin = await loginAdmin();
  courseId = await createCourse('Polity lectures');
  otherCourseId = await createCourse('History lectures');
  videos = [];
  for (const [title, order] of [
    ['Second lecture', 2],
    ['First lecture', 1],
  ] as const) {
    const objectKey = videoObjectKey(courseId, 'lecture.webm');
    await s3().send(
      new PutObjectCommand({ Bucket: videoBucket(), Key: objectKey, Body: fileBytes, ContentType: 'video/webm' }),
    );
    videos.push(await createVideo(courseId, { title, description: `${title} notes`, duration: 95, order, objectKey }));
  }
  [enrolled, notEnrolled, otherCourseStudent] = await Promise.all([
    registerStudent(),
    registerStudent(),
    registerStudent(),
  ]);
  await enroll(enrolled.id, courseId);
  await enroll(otherCourseStudent.id, otherCourseId);
});

/** The playback URL's object, signed the way the API signs it but at another moment. */
async function presignAt(playback: URL, signingMs: number): Promise<string> {
  const [, bucket, ...key] = decodeURIComponent(playback.pathname).split('/');
  const client = new S3Client({
    endpoint: playback.origin,
    region: 'ap-south-1',
    forcePathStyle: true,
    credentials: LOCAL_CREDENTIALS,
  });
  return getSignedUrl(client, new GetObjectCommand({ Bucket: bucket, Key: key.join('/') }), {
    expiresIn: Number(playback.searchParams.get('X-Amz-Expires')),
    signingDate: new Date(signingMs),
  });
}

describe('enrolments', () => {
  it("lists the student's own enrolments with the course title and description", async () => {
    const reply = await api<{ enrollments: unknown[] }>('GET', '/api/payments/enrollments', { token: enrolled.token });
    expect(reply.status).toBe(200);
    expect(reply.body.enrollments).toEqual([
      {
        course: { _id: courseId, title: 'Polity lectures', description: 'Course with videos' },
        enrolledAt: expect.any(String),
      },
    ]);
  });

  it('shows another student nothing of it', async () => {
    const reply = await api<{ enrollments: unknown[] }>('GET', '/api/payments/enrollments', {
      token: notEnrolled.token,
    });
    expect(reply.body.enrollments).toEqual([]);
  });

  it('puts the course in the profile enrolledCourses', async () => {
    const reply = await api<{ user: { enrolledCourses: string[] } }>('GET', '/api/auth/profile', {
      token: enrolled.token,
    });
    expect(reply.body.user.enrolledCourses).toEqual([courseId]);
  });
});

describe('course videos', () => {
  it('lists them in curriculum order for an enrolled student, without storage keys', async () => {
    const reply = await api<{ course: { _id: string; videoCount: number }; videos: VideoBody[] }>(
      'GET',
      `/api/courses/${courseId}/videos`,
      { token: enrolled.token },
    );
    expect(reply.status).toBe(200);
    expect(reply.body.course).toMatchObject({ _id: courseId, videoCount: 2 });
    expect(reply.body.videos.map((v) => [v.title, v.order])).toEqual([
      ['First lecture', 1],
      ['Second lecture', 2],
    ]);
    expect(reply.body.videos[0]).toMatchObject({
      description: 'First lecture notes',
      duration: 95,
      createdAt: expect.any(String),
    });
    expect(JSON.stringify(reply.body)).not.toMatch(/objectKey|courses\//);
  });

  it('lists them for an admin', async () => {
    const reply = await api('GET', `/api/courses/${courseId}/videos`, { token: admin });
    expect(reply.status).toBe(200);
  });

  it.each([
    ['a student who is not enrolled', () => notEnrolled.token, 403],
    ['a student of another course', () => otherCourseStudent.token, 403],
    ['a guest', () => undefined, 401],
  ])('refuses %s', async (_who, token, status) => {
    const reply = await api('GET', `/api/courses/${courseId}/videos`, { token: token() });
    expect(reply.status).toBe(status);
    expect(reply.body).not.toHaveProperty('videos');
    if (status === 403) expect(reply.body.error).toBe('You are not enrolled in this course');
  });

  it('is 404 for an unknown course', async () => {
    const reply = await api('GET', '/api/courses/01ARZ3NDEKTSV4RRFFQ69G5FAV/videos', { token: enrolled.token });
    expect(reply.status).toBe(404);
    expect(reply.body.error).toBe('Course not found');
  });
});

describe('video playback', () => {
  it('gives an enrolled student a short-lived URL that serves range requests', async () => {
    const reply = await api<{ video: VideoBody; signedUrl: string }>(
      'GET',
      `/api/courses/${courseId}/videos/${videos[0]!._id}`,
      { token: enrolled.token },
    );
    expect(reply.status).toBe(200);
    expect(reply.body.video).toMatchObject({ _id: videos[0]!._id, title: 'Second lecture' });
    expect(JSON.stringify(reply.body.video)).not.toMatch(/objectKey/);

    const url = new URL(reply.body.signedUrl);
    const lifetime = Number(url.searchParams.get('X-Amz-Expires'));
    expect(lifetime).toBeGreaterThan(0);
    expect(lifetime).toBeLessThanOrEqual(15 * 60);

    const range = await fetch(url, { headers: { Range: 'bytes=100-1123' } });
    expect(range.status).toBe(206);
    expect(range.headers.get('content-range')).toBe(`bytes 100-1123/${fileBytes.length}`);
    expect(Buffer.from(await range.arrayBuffer())).toEqual(fileBytes.subarray(100, 1124));

    const whole = await fetch(url);
    expect(Buffer.from(await whole.arrayBuffer())).toEqual(fileBytes);
  });

  it('the same URL is refused by the local S3 once its lifetime has passed, as S3 refuses it', async () => {
    const reply = await api<{ signedUrl: string }>('GET', `/api/courses/${courseId}/videos/${videos[0]!._id}`, {
      token: enrolled.token,
    });
    const url = new URL(reply.body.signedUrl);
    const signedAt = Date.parse(
      url.searchParams
        .get('X-Amz-Date')!
        .replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z'),
    );
    const lifetimeMs = Number(url.searchParams.get('X-Amz-Expires')) * 1000;
    // The local S3's own check, asked as the clock would stand later: a request object as node:http gives it.
    const request = {
      method: 'GET',
      url: `${url.pathname}${url.search}`,
      headers: { host: url.host, range: 'bytes=0-9' },
    } as unknown as IncomingMessage;
    expect(checkRequest(request, LOCAL_CREDENTIALS, signedAt + lifetimeMs - 1000)).toMatchObject({ ok: true });
    expect(checkRequest(request, LOCAL_CREDENTIALS, signedAt + lifetimeMs + 1000)).toMatchObject({
      ok: false,
      code: 'AccessDenied',
    });
    // And a URL whose lifetime has already passed gets 403 from the running local S3.
    const expiredNow = await presignAt(url, signedAt - lifetimeMs - 1000);
    expect((await fetch(expiredNow, { headers: { Range: 'bytes=0-9' } })).status).toBe(403);
  });

  it.each([
    ['a student who is not enrolled', () => notEnrolled.token, 403],
    ['a student of another course', () => otherCourseStudent.token, 403],
    ['a guest', () => undefined, 401],
  ])('gives %s no URL', async (_who, token, status) => {
    const reply = await api('GET', `/api/courses/${courseId}/videos/${videos[0]!._id}`, { token: token() });
    expect(reply.status).toBe(status);
    expect(reply.body).not.toHaveProperty('signedUrl');
  });

  it('is 404 for a video of another course or an unknown id', async () => {
    for (const path of [
      `/api/courses/${otherCourseId}/videos/${videos[0]!._id}`,
      `/api/courses/${courseId}/videos/01ARZ3NDEKTSV4RRFFQ69G5FAV`,
    ]) {
      const reply = await api('GET', path, { token: admin });
      expect(reply.status).toBe(404);
    }
  });
});
