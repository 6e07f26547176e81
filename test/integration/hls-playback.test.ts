/**
 * Playing a lecture's HLS renditions: playlists through the API to enrolled students only, variants
 * pointing back at the API, segments as signed, expiring links that the local S3 checks like S3 does.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { AdminCourseVideo } from '#shared/video-processing.js';
import { api, loginAdmin, registerStudent } from '../support/api.js';
import { useEmulators } from '../support/domain.js';

useEmulators();
const { s3, videoBucket } = await import('#lib/s3.js');
const { createVideo, getVideo } = await import('#domain/media/videos.js');
const { queueTranscode } = await import('#domain/media/transcode.js');
const { playlistFor } = await import('#domain/media/hls-playback.js');
const { enroll } = await import('#domain/learning/enrollments.js');

let admin: string;
let work: string;
let courseId: string;
let lectureId: string;
let otherLectureId: string;
let enrolled: Awaited<ReturnType<typeof registerStudent>>;
let outsider: Awaited<ReturnType<typeof registerStudent>>;

function clipOf(size: string): Buffer {
  const file = join(work, `clip-${size}.mp4`);
  execFileSync('ffmpeg', [
    '-v',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    `testsrc2=size=${size}:rate=25:duration=8`,
    '-f',
    'lavfi',
    '-i',
    'sine=frequency=440:duration=8',
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-c:a',
    'aac',
    '-shortest',
    file,
  ]);
  return readFileSync(file);
}

/** A lecture of the course, converted by the local worker. */
async function readyLecture(clip: Buffer, name: string): Promise<string> {
  const objectKey = `media/courses/${courseId}/videos/${name}.mp4`;
  await s3().send(
    new PutObjectCommand({ Bucket: videoBucket(), Key: objectKey, Body: clip, ContentType: 'video/mp4' }),
  );
  const video = await createVideo(courseId, { title: name, objectKey });
  await queueTranscode(courseId, video._id, 'new');
  const until = Date.now() + 50_000;
  for (;;) {
    const list = await api<{ videos: AdminCourseVideo[] }>('GET', `/api/admin/courses/${courseId}/videos`, {
      token: admin,
    });
    const state = list.body.videos.find((v) => v._id === video._id)?.processing?.state;
    if (state === 'ready') return video._id;
    if (state === 'failed' || Date.now() > until) throw new Error(`Lecture ${name} is ${state}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'hls-playback-'));
  admin = await loginAdmin();
  const created = await api<{ course: { _id: string } }>('POST', '/api/courses', {
    token: admin,
    body: { title: 'HLS playback', description: 'Signed renditions', price: 100 },
  });
  courseId = created.body.course._id;
  [enrolled, outsider] = await Promise.all([registerStudent(), registerStudent()]);
  await enroll(enrolled.id, courseId);
  lectureId = await readyLecture(clipOf('640x360'), 'small');
  otherLectureId = await readyLecture(clipOf('960x540'), 'larger');
}, 120_000);

afterAll(() => rmSync(work, { recursive: true, force: true }));

const playlistPath = (videoId: string, playlist: string) =>
  `/api/courses/${courseId}/videos/${videoId}/hls/${playlist}`;

async function playlist(videoId: string, name: string, token = enrolled.token) {
  const reply = await fetch(`${inject('apiUrl')}${playlistPath(videoId, name)}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return { status: reply.status, headers: reply.headers, text: await reply.text() };
}

const uriLines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));

function probe(bytes: Buffer, name: string) {
  const file = join(work, name);
  writeFileSync(file, bytes);
  const out = execFileSync('ffprobe', [
    '-v',
    'error',
    '-show_entries',
    'stream=codec_type,codec_name,height',
    '-of',
    'json',
    file,
  ]).toString();
  return (JSON.parse(out) as { streams: { codec_type: string; codec_name: string; height?: number }[] }).streams;
}

describe('HLS playback of a ready lecture', () => {
  it('gives an enrolled student the lecture reply with hls.masterUrl and a master playlist whose variants point back at the API', async () => {
    const reply = await api<{ hls?: { masterUrl: string; nativeUrl: string; posterUrl: string }; signedUrl: string }>(
      'GET',
      `/api/courses/${courseId}/videos/${lectureId}`,
      { token: enrolled.token },
    );
    expect(reply.status).toBe(200);
    expect(reply.body.hls).toEqual({
      masterUrl: playlistPath(lectureId, 'master.m3u8'),
      posterUrl: expect.stringContaining(`/media/courses/${courseId}/hls/${lectureId}/poster.0000000.jpg?`),
      nativeUrl: expect.stringMatching(
        new RegExp(`^/api/courses/${courseId}/videos/${lectureId}/hls-native/master\\.m3u8\\?ticket=[\\w.-]+$`),
      ),
    });
    expect(reply.body.signedUrl).toContain(`/media/courses/${courseId}/videos/small.mp4`);
    // The poster: a frame of the lecture, through a signed link like a segment's.
    const poster = await fetch(reply.body.hls!.posterUrl);
    expect(poster.status).toBe(200);
    expect([...new Uint8Array(await poster.arrayBuffer()).subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    const unsignedPoster = new URL(reply.body.hls!.posterUrl);
    unsignedPoster.search = '';
    expect((await fetch(unsignedPoster)).status).toBe(403);

    const master = await playlist(lectureId, 'master.m3u8');
    expect(master.status).toBe(200);
    expect(master.headers.get('content-type')).toBe('application/vnd.apple.mpegurl');
    expect(master.headers.get('cache-control')).toBe('private, no-store');
    expect(master.text.startsWith('#EXTM3U')).toBe(true);
    expect(uriLines(master.text)).toEqual(
      ['240p', '360p', 'audio'].map((name) => playlistPath(lectureId, `master_${name}.m3u8`)),
    );
  });

  it("replaces each segment of a rendition's playlist with a signed link that downloads that MPEG-TS segment; unsigned, tampered or expired links get 403", async () => {
    const rendition = await playlist(lectureId, 'master_360p.m3u8');
    expect(rendition.status).toBe(200);
    const links = uriLines(rendition.text);
    expect(links.length).toBe(2);
    for (const [index, link] of links.entries()) {
      const url = new URL(link);
      expect(url.pathname).toBe(
        `/${videoBucket()}/media/courses/${courseId}/hls/${lectureId}/master_360p_0000${index + 1}.ts`,
      );
      expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
      expect(Number(url.searchParams.get('X-Amz-Expires'))).toBe(600);
    }
    const segment = await fetch(links[0]!);
    expect(segment.status).toBe(200);
    const streams = probe(Buffer.from(await segment.arrayBuffer()), 'segment.ts');
    expect(streams.find((stream) => stream.codec_type === 'video')).toMatchObject({ codec_name: 'h264', height: 360 });

    const unsigned = new URL(links[0]!);
    unsigned.search = '';
    expect((await fetch(unsigned)).status).toBe(403);
    const tampered = new URL(links[0]!);
    const signature = tampered.searchParams.get('X-Amz-Signature')!;
    tampered.searchParams.set('X-Amz-Signature', `${signature[0] === 'a' ? 'b' : 'a'}${signature.slice(1)}`);
    expect((await fetch(tampered)).status).toBe(403);
    // The playlists themselves are never in storage unsigned either.
    const rawPlaylist = new URL(links[0]!);
    rawPlaylist.search = '';
    rawPlaylist.pathname = rawPlaylist.pathname.replace(/master_360p_00001\.ts$/, 'master_360p.m3u8');
    expect((await fetch(rawPlaylist)).status).toBe(403);

    const shortLived = uriLines(
      await playlistFor(await getVideo(courseId, lectureId), 'master_360p.m3u8', { seconds: 1 }),
    );
    expect(new URL(shortLived[0]!).searchParams.get('X-Amz-Expires')).toBe('1');
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    expect((await fetch(shortLived[0]!)).status).toBe(403);
  });

  it("refuses a playlist that is not one of the lecture's renditions, and never reaches another lecture's files", async () => {
    expect((await playlist(lectureId, 'master_540p.m3u8')).status).toBe(404);
    expect((await playlist(otherLectureId, 'master_540p.m3u8')).status).toBe(200);
    expect((await playlist(lectureId, 'master_360p_00001.ts')).status).toBe(404);
    expect((await playlist(lectureId, 'poster.0000000.jpg')).status).toBe(404);
    expect((await playlist(lectureId, encodeURIComponent(`../${otherLectureId}/master_540p.m3u8`))).status).toBe(404);
    expect((await playlist(lectureId, encodeURIComponent(`../${otherLectureId}/master.m3u8`))).status).toBe(404);
    const other = await playlist(otherLectureId, 'master_240p.m3u8');
    for (const link of uriLines(other.text))
      expect(new URL(link).pathname).toContain(`/hls/${otherLectureId}/master_240p_`);
  });

  it('gives a student not enrolled 403 and a visitor 401', async () => {
    expect((await playlist(lectureId, 'master.m3u8', outsider.token)).status).toBe(403);
    expect((await playlist(lectureId, 'master_360p.m3u8', outsider.token)).status).toBe(403);
    expect((await fetch(`${inject('apiUrl')}${playlistPath(lectureId, 'master.m3u8')}`)).status).toBe(401);
    expect((await api('GET', `/api/courses/${courseId}/videos/${lectureId}`, { token: outsider.token })).status).toBe(
      403,
    );
  });

  it('gives no hls for a lecture whose renditions are not ready: the original plays', async () => {
    const pending = await createVideo(courseId, {
      title: 'pending',
      objectKey: `media/courses/${courseId}/videos/pending.mp4`,
    });
    const reply = await api<{ hls?: unknown; signedUrl: string }>(
      'GET',
      `/api/courses/${courseId}/videos/${pending._id}`,
      { token: enrolled.token },
    );
    expect(reply.status).toBe(200);
    expect(reply.body).not.toHaveProperty('hls');
    expect(reply.body.signedUrl).toContain('pending.mp4');
    expect((await playlist(pending._id, 'master.m3u8')).status).toBe(404);
  });
});

describe("a browser's own HLS player (no session header): the ticket route", () => {
  const nativePath = (videoId: string, name: string, ticket: string) =>
    `/api/courses/${courseId}/videos/${videoId}/hls-native/${name}?ticket=${encodeURIComponent(ticket)}`;
  const get = async (path: string) => {
    const reply = await fetch(`${inject('apiUrl')}${path}`);
    return { status: reply.status, text: await reply.text() };
  };
  async function ticketOf(videoId: string, token = enrolled.token): Promise<string> {
    const reply = await api<{ hls: { nativeUrl: string } }>('GET', `/api/courses/${courseId}/videos/${videoId}`, {
      token,
    });
    return new URL(reply.body.hls.nativeUrl, 'http://site.invalid').searchParams.get('ticket')!;
  }

  it('plays from the ticket alone: the master names each variant with the ticket on, and each rendition gives signed segment links', async () => {
    const ticket = await ticketOf(lectureId);
    const master = await get(nativePath(lectureId, 'master.m3u8', ticket));
    expect(master.status).toBe(200);
    expect(uriLines(master.text)).toEqual(
      ['240p', '360p', 'audio'].map((name) => nativePath(lectureId, `master_${name}.m3u8`, ticket)),
    );
    const rendition = await get(uriLines(master.text)[1]!);
    expect(rendition.status).toBe(200);
    const segment = await fetch(uriLines(rendition.text)[0]!);
    expect(segment.status).toBe(200);
    expect(
      probe(Buffer.from(await segment.arrayBuffer()), 'native-segment.ts').find(
        (stream) => stream.codec_type === 'video',
      ),
    ).toMatchObject({ height: 360 });
  });

  it("refuses no ticket, a tampered one, another lecture's, and a session token in its place (401); a ticket of someone no longer enrolled gets 403", async () => {
    const ticket = await ticketOf(lectureId);
    expect((await get(`/api/courses/${courseId}/videos/${lectureId}/hls-native/master.m3u8`)).status).toBe(401);
    const [head, body, signature] = ticket.split('.');
    expect(
      (
        await get(
          nativePath(
            lectureId,
            'master.m3u8',
            `${head}.${body}.${signature![0] === 'A' ? 'B' : 'A'}${signature!.slice(1)}`,
          ),
        )
      ).status,
    ).toBe(401);
    expect((await get(nativePath(otherLectureId, 'master.m3u8', ticket))).status).toBe(401);
    expect((await get(nativePath(lectureId, 'master.m3u8', enrolled.token))).status).toBe(401);
    // The session header does not open this route either: only its ticket does.
    expect(
      (
        await fetch(`${inject('apiUrl')}/api/courses/${courseId}/videos/${lectureId}/hls-native/master.m3u8`, {
          headers: { authorization: `Bearer ${enrolled.token}` },
        })
      ).status,
    ).toBe(401);

    const leaving = await registerStudent();
    await enroll(leaving.id, courseId);
    const leavingTicket = await ticketOf(lectureId, leaving.token);
    const { db, tableName } = await import('#lib/db.js');
    const { DeleteCommand } = await import('@aws-sdk/lib-dynamodb');
    const { enrollmentKeys } = await import('#domain/learning/enrollments.js');
    await db().send(new DeleteCommand({ TableName: tableName(), Key: enrollmentKeys.item(leaving.id, courseId) }));
    expect((await get(nativePath(lectureId, 'master.m3u8', leavingTicket))).status).toBe(403);
  });

  it('gives a ticket that lives as long as a segment link (10 minutes)', async () => {
    const ticket = await ticketOf(lectureId);
    const claims = JSON.parse(Buffer.from(ticket.split('.')[1]!, 'base64url').toString('utf8')) as {
      iat: number;
      exp: number;
    };
    expect(claims.exp - claims.iat).toBe(600);
  });
});
