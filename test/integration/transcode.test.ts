import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { runMultipartUpload } from '#shared/multipart-upload.js';
import type { AdminCourseVideo } from '#shared/video-processing.js';
import { api, loginAdmin } from '../support/api.js';
import { useEmulators } from '../support/domain.js';
import { fetchPutPart, nodeUploadApi, startUpload } from '../support/upload-client.js';

useEmulators();
const { s3, videoBucket } = await import('#lib/s3.js');
const { createVideo } = await import('#domain/media/videos.js');
const { queueTranscode, reportProgress } = await import('#domain/media/transcode.js');
const { handler: onJobEvent } = await import('#functions/jobs/transcode-events.js');
const { db, tableName } = await import('#lib/db.js');
const { sourceHeightOf } = await import('#domain/media/source-height.js');
const { videoKeys } = await import('#domain/media/videos.js');

let admin: string;
let baseUrl: string;
let work: string;
let clip: Buffer;

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'transcode-test-'));
  const file = join(work, 'clip.mp4');
  execFileSync('ffmpeg', [
    '-v',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    'testsrc2=size=1280x720:rate=30:duration=12',
    '-f',
    'lavfi',
    '-i',
    'sine=frequency=440:duration=12',
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-c:a',
    'aac',
    '-shortest',
    file,
  ]);
  clip = readFileSync(file);
});

afterAll(() => rmSync(work, { recursive: true, force: true }));

beforeAll(async () => {
  admin = await loginAdmin();
  baseUrl = inject('apiUrl');
});

async function newCourse() {
  const reply = await api<{ course: { _id: string } }>('POST', '/api/courses', {
    token: admin,
    body: { title: 'Renditions', description: 'For HLS', price: 100 },
  });
  return reply.body.course._id;
}

async function upload(courseId: string, bytes: Buffer, name: string) {
  const file = new Blob([new Uint8Array(bytes)], { type: 'video/mp4' });
  const session = await startUpload(baseUrl, admin, courseId, { name, size: file.size });
  const video = (await runMultipartUpload({
    file,
    uploadId: session.uploadId,
    partSize: session.partSize,
    api: nodeUploadApi(baseUrl, admin, courseId),
    putPart: fetchPutPart,
  })) as AdminCourseVideo;
  return { video, objectKey: session.key };
}

async function adminVideo(courseId: string, videoId: string): Promise<AdminCourseVideo> {
  const reply = await api<{ videos: AdminCourseVideo[] }>('GET', `/api/admin/courses/${courseId}/videos`, {
    token: admin,
  });
  return reply.body.videos.find((video) => video._id === videoId)!;
}

/** Waits until the lecture is no longer processing; `percents` gets each percent read on the way. */
async function settled(
  courseId: string,
  videoId: string,
  percents: number[] = [],
  timeoutMs = 50_000,
): Promise<AdminCourseVideo> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const video = await adminVideo(courseId, videoId);
    if (video.processing?.state !== 'processing') return video;
    percents.push(video.processing.percent ?? 0);
    if (Date.now() > until) throw new Error(`Still processing at ${video.processing.percent}%`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

async function object(key: string): Promise<Buffer> {
  const { Body } = await s3().send(new GetObjectCommand({ Bucket: videoBucket(), Key: key }));
  return Buffer.from(await Body!.transformToByteArray());
}

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

interface Variant {
  attributes: string;
  uri: string;
}

function variants(master: string): Variant[] {
  const lines = master
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  return lines.flatMap((line, i) =>
    line.startsWith('#EXT-X-STREAM-INF:') ? [{ attributes: line, uri: lines[i + 1]! }] : [],
  );
}

function segments(playlist: string) {
  const lines = playlist
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  return lines.flatMap((line, i) =>
    line.startsWith('#EXTINF:') ? [{ seconds: Number(line.slice(8).split(',')[0]), uri: lines[i + 1]! }] : [],
  );
}

describe('lecture renditions', () => {
  it('turns an uploaded 720p lecture into an HLS ladder up to 720p, an audio-only rung and a poster, while the original keeps playing', async () => {
    const courseId = await newCourse();
    const { video, objectKey } = await upload(courseId, clip, 'lecture.mp4');
    expect(video.processing).toEqual({ state: 'processing', percent: 0 });

    const percents: number[] = [];
    const done = await settled(courseId, video._id, percents);
    expect(done.processing).toEqual({ state: 'ready', renditions: ['240p', '360p', '540p', '720p', 'audio'] });
    // ffmpeg's progress reaches the record while it encodes, only ever forward.
    expect(percents.some((percent) => percent > 0 && percent < 100)).toBe(true);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));

    const prefix = `media/courses/${courseId}/hls/${video._id}/`;
    const master = (await object(`${prefix}master.m3u8`)).toString();
    const all = variants(master);
    const withPicture = all.filter((variant) => variant.attributes.includes('RESOLUTION='));
    expect(withPicture.map((variant) => Number(/RESOLUTION=\d+x(\d+)/.exec(variant.attributes)![1]))).toEqual([
      240, 360, 540, 720,
    ]);
    for (const variant of all) expect(variant.attributes).toMatch(/BANDWIDTH=\d+/);
    for (const variant of withPicture) expect(variant.attributes).toMatch(/CODECS="avc1\.[0-9a-f]+,mp4a\.40\.2"/);
    const audioOnly = all.filter((variant) => !variant.attributes.includes('RESOLUTION='));
    expect(audioOnly).toHaveLength(1);
    expect(audioOnly[0]!.attributes).toContain('CODECS="mp4a.40.2"');
    expect(Number(/BANDWIDTH=(\d+)/.exec(audioOnly[0]!.attributes)![1])).toBeLessThan(
      Math.min(...withPicture.map((v) => Number(/BANDWIDTH=(\d+)/.exec(v.attributes)![1]))),
    );

    const timelines: number[][] = [];
    for (const [index, variant] of withPicture.entries()) {
      const list = segments((await object(`${prefix}${variant.uri}`)).toString());
      const seconds = list.map((segment) => segment.seconds);
      timelines.push(seconds);
      expect(seconds.reduce((sum, s) => sum + s, 0)).toBeCloseTo(12, 0);
      for (const s of seconds.slice(0, -1)) expect(Math.abs(s - 6)).toBeLessThan(0.1);
      expect(seconds.at(-1)!).toBeLessThanOrEqual(6.1);
      const streams = probe(await object(`${prefix}${list[0]!.uri}`), `segment-${index}.ts`);
      expect(streams.find((stream) => stream.codec_type === 'video')).toMatchObject({
        codec_name: 'h264',
        height: [240, 360, 540, 720][index],
      });
      expect(streams.find((stream) => stream.codec_type === 'audio')).toMatchObject({ codec_name: 'aac' });
    }
    // Keyframes line up: every rendition cuts its segments at the same times.
    for (const timeline of timelines) expect(timeline).toEqual(timelines[0]);

    const audioList = segments((await object(`${prefix}${audioOnly[0]!.uri}`)).toString());
    expect(
      probe(await object(`${prefix}${audioList[0]!.uri}`), 'audio.ts').map(
        (stream) => `${stream.codec_type}:${stream.codec_name}`,
      ),
    ).toEqual(['audio:aac']);

    expect(probe(await object(`${prefix}poster.0000000.jpg`), 'poster.jpg')).toEqual([
      expect.objectContaining({ codec_type: 'video', codec_name: 'mjpeg', height: 720 }),
    ]);

    const playback = await api<{ signedUrl: string }>('GET', `/api/courses/${courseId}/videos/${video._id}`, {
      token: admin,
    });
    expect(new URL(playback.body.signedUrl).pathname).toContain(objectKey);
  }, 60_000);

  it('marks a file that is not a video failed with the reason, and converts it on retry once the original is a real video', async () => {
    const courseId = await newCourse();
    const { video, objectKey } = await upload(courseId, randomBytes(200_000), 'broken.mp4');
    const failed = await settled(courseId, video._id);
    expect(failed.processing?.state).toBe('failed');
    expect(failed.processing?.reason).toBe(
      'The uploaded file could not be read as a video (Invalid data found when processing input)',
    );

    await s3().send(
      new PutObjectCommand({ Bucket: videoBucket(), Key: objectKey, Body: clip, ContentType: 'video/mp4' }),
    );
    const retried = await api<{ video: AdminCourseVideo }>(
      'POST',
      `/api/admin/courses/${courseId}/videos/${video._id}/transcode`,
      { token: admin },
    );
    expect(retried.status).toBe(200);
    expect(retried.body.video.processing).toEqual({ state: 'processing', percent: 0 });

    const done = await settled(courseId, video._id);
    expect(done.processing).toEqual({ state: 'ready', renditions: ['240p', '360p', '540p', '720p', 'audio'] });

    const again = await api<{ code: string }>('POST', `/api/admin/courses/${courseId}/videos/${video._id}/transcode`, {
      token: admin,
    });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('transcode_not_failed');
  }, 60_000);

  it('takes up a lecture left processing by a worker that stopped half-way', async () => {
    const courseId = await newCourse();
    const objectKey = `media/courses/${courseId}/videos/left-behind.mp4`;
    await s3().send(
      new PutObjectCommand({ Bucket: videoBucket(), Key: objectKey, Body: clip, ContentType: 'video/mp4' }),
    );
    const video = await createVideo(courseId, { title: 'Left behind', objectKey });
    await queueTranscode(courseId, video._id, 'new');
    await reportProgress(courseId, video._id, 37);

    const done = await settled(courseId, video._id);
    expect(done.processing).toEqual({ state: 'ready', renditions: ['240p', '360p', '540p', '720p', 'audio'] });
  }, 60_000);

  it("removes a lecture's renditions with the lecture", async () => {
    const courseId = await newCourse();
    const { video } = await upload(courseId, clip, 'lecture.mp4');
    await settled(courseId, video._id);
    const master = `media/courses/${courseId}/hls/${video._id}/master.m3u8`;
    expect((await object(master)).length).toBeGreaterThan(0);

    expect((await api('DELETE', `/api/courses/${courseId}/videos/${video._id}`, { token: admin })).status).toBe(200);
    await expect(object(master)).rejects.toMatchObject({ name: 'NoSuchKey' });
    await expect(object(`media/courses/${courseId}/hls/${video._id}/master_720p_00001.ts`)).rejects.toMatchObject({
      name: 'NoSuchKey',
    });
  }, 60_000);
});

describe("an upload's height, read from the media bucket in ranges (what a MediaConvert job's rungs stop at)", () => {
  it('is 720 for the 720p clip, and unknown for a missing object', async () => {
    const key = `media/courses/height-${Date.now()}/videos/clip.mp4`;
    await s3().send(new PutObjectCommand({ Bucket: videoBucket(), Key: key, Body: clip, ContentType: 'video/mp4' }));
    expect(await sourceHeightOf(key)).toBe(720);
    expect(await sourceHeightOf(`${key}.missing`)).toBeUndefined();
  });
});

describe("MediaConvert's job events (AWS)", () => {
  /** A lecture MediaConvert is converting: processing, but not in the local worker's queue. */
  async function convertingInAws() {
    const courseId = await newCourse();
    const video = await createVideo(courseId, {
      title: 'In MediaConvert',
      objectKey: `media/courses/${courseId}/videos/x.mp4`,
    });
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: videoKeys.item(courseId, video._id),
        UpdateExpression: 'SET transcodeState = :p, transcodePercent = :zero',
        ExpressionAttributeValues: { ':p': 'processing', ':zero': 0 },
      }),
    );
    return { courseId, videoId: video._id, userMetadata: { courseId, videoId: video._id } };
  }

  it('moves the percent on STATUS_UPDATE, then records the renditions made on COMPLETE; a late update changes nothing', async () => {
    const { courseId, videoId, userMetadata } = await convertingInAws();
    await onJobEvent({ detail: { status: 'STATUS_UPDATE', userMetadata, jobProgress: { jobPercentComplete: 42 } } });
    expect((await adminVideo(courseId, videoId)).processing).toEqual({ state: 'processing', percent: 42 });

    const heights = [240, 360, 540, 720, undefined];
    await onJobEvent({
      detail: {
        status: 'COMPLETE',
        userMetadata,
        outputGroupDetails: [
          {
            type: 'HLS_GROUP',
            outputDetails: heights.map((heightInPx) => ({ videoDetails: heightInPx ? { heightInPx } : undefined })),
          },
          { type: 'FILE_GROUP', outputDetails: [{}] },
        ],
      },
    });
    expect((await adminVideo(courseId, videoId)).processing).toEqual({
      state: 'ready',
      renditions: ['240p', '360p', '540p', '720p', 'audio'],
    });
    await onJobEvent({ detail: { status: 'STATUS_UPDATE', userMetadata, jobProgress: { jobPercentComplete: 90 } } });
    expect((await adminVideo(courseId, videoId)).processing?.state).toBe('ready');
  });

  /** Files as a job writes them under a lecture's prefix. */
  async function writeRenditions(courseId: string, videoId: string): Promise<string[]> {
    const keys = ['master.m3u8', 'master_240p.m3u8', 'master_240p_00001.ts'].map(
      (name) => `media/courses/${courseId}/hls/${videoId}/${name}`,
    );
    for (const key of keys)
      await s3().send(new PutObjectCommand({ Bucket: videoBucket(), Key: key, Body: '#EXTM3U\n' }));
    return keys;
  }
  const present = async (key: string) =>
    object(key).then(
      () => true,
      (error: { name?: string }) => (error.name === 'NoSuchKey' ? false : Promise.reject(error)),
    );

  it('removes what a job wrote for a lecture deleted while it was being converted, on COMPLETE or on ERROR', async () => {
    for (const detail of [
      {
        status: 'COMPLETE',
        outputGroupDetails: [{ type: 'HLS_GROUP', outputDetails: [{ videoDetails: { heightInPx: 240 } }] }],
      },
      { status: 'ERROR', errorMessage: 'Stopped' },
    ]) {
      const { courseId, videoId, userMetadata } = await convertingInAws();
      expect((await api('DELETE', `/api/courses/${courseId}/videos/${videoId}`, { token: admin })).status).toBe(200);
      const keys = await writeRenditions(courseId, videoId);
      await onJobEvent({ detail: { ...detail, userMetadata } });
      for (const key of keys) expect(await present(key), `${detail.status}: ${key}`).toBe(false);
    }
  });

  it("leaves a ready lecture's renditions alone when its COMPLETE comes again", async () => {
    const { courseId, videoId, userMetadata } = await convertingInAws();
    const keys = await writeRenditions(courseId, videoId);
    const complete = {
      status: 'COMPLETE',
      userMetadata,
      outputGroupDetails: [{ type: 'HLS_GROUP', outputDetails: [{ videoDetails: { heightInPx: 240 } }] }],
    };
    await onJobEvent({ detail: complete });
    await onJobEvent({ detail: complete });
    expect((await adminVideo(courseId, videoId)).processing).toEqual({ state: 'ready', renditions: ['240p'] });
    for (const key of keys) expect(await present(key), key).toBe(true);
  });

  it("records MediaConvert's error message on ERROR", async () => {
    const { courseId, videoId, userMetadata } = await convertingInAws();
    await onJobEvent({
      detail: {
        status: 'ERROR',
        userMetadata,
        errorMessage: 'Demuxer: [ReadPacketData File read failed - end of file hit]',
      },
    });
    expect((await adminVideo(courseId, videoId)).processing).toEqual({
      state: 'failed',
      reason: 'Demuxer: [ReadPacketData File read failed - end of file hit]',
    });
  });
});
