import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetConfig } from '#lib/config.js';
import { mediaConvertJob } from '#domain/media/transcode-start.js';
import { rungsFor } from '#domain/media/transcode-ladder.js';
import { toWireJson } from '#domain/media/transcode-mediaconvert.js';
import { mediaConvertOutputGroups } from '#domain/media/transcode-mediaconvert-settings.js';
import { processingOf } from '#domain/media/transcode-state.js';
import { ffmpegArgs } from '#infra/local/transcode-worker-ffmpeg.js';

// The job request is untyped JSON that the test walks freely.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

describe('the rendition ladder', () => {
  it('never goes above the source: 720p stops at 720p, 1080p adds 1080p, a small source still gets 240p', () => {
    expect(rungsFor(720).map((rung) => rung.name)).toEqual(['240p', '360p', '540p', '720p']);
    expect(rungsFor(1080).map((rung) => rung.name)).toEqual(['240p', '360p', '540p', '720p', '1080p']);
    expect(rungsFor(2160).map((rung) => rung.name)).toEqual(['240p', '360p', '540p', '720p', '1080p']);
    expect(rungsFor(480).map((rung) => rung.name)).toEqual(['240p', '360p']);
    expect(rungsFor(144).map((rung) => rung.name)).toEqual(['240p']);
  });

  it('ffmpeg: one encode, a fixed GOP in frames, forced keyframes every 2 s, no scene cuts, 6 s HLS segments, the audio-only rung last', () => {
    const args = ffmpegArgs('in.mp4', '/out', rungsFor(1080), true, 25).join(' ');
    expect(args).toContain('-g 50 -keyint_min 50 -sc_threshold 0 -force_key_frames expr:gte(t,n_forced*2)');
    expect(args).toContain('-hls_time 6');
    expect(args).toContain(
      '-var_stream_map v:0,a:0,name:240p v:1,a:1,name:360p v:2,a:2,name:540p v:3,a:3,name:720p v:4,a:4,name:1080p a:5,name:audio',
    );
    expect(args).toContain('-b:a:5 64000');
    expect(args).toMatch(/-threads \d+ /);
  });

  it('ffmpeg: a lecture without sound has no audio streams and no audio-only rung', () => {
    const args = ffmpegArgs('in.mp4', '/out', rungsFor(360), false, 30).join(' ');
    expect(args).toContain('-var_stream_map v:0,name:240p v:1,name:360p /');
    expect(args).not.toContain('0:a');
  });
});

describe('MediaConvert', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    resetConfig();
  });

  it("a job runs on the stack's template, queue and role, reads the upload, writes under the lecture's prefix, and names the lecture", () => {
    vi.stubEnv('TABLE_NAME', 'table');
    vi.stubEnv('VIDEO_BUCKET', 'media-bucket');
    vi.stubEnv('MEDIACONVERT_TEMPLATE', 'lecture-template');
    vi.stubEnv('MEDIACONVERT_QUEUE_ARN', 'arn:aws:mediaconvert:ap-south-1:1:queues/q');
    vi.stubEnv('MEDIACONVERT_ROLE_ARN', 'arn:aws:iam::1:role/mc');
    resetConfig();
    const job = mediaConvertJob({
      _id: 'v1',
      courseId: 'c1',
      objectKey: 'media/courses/c1/videos/v1.mp4',
      title: 't',
      description: '',
      order: 1,
      createdAt: '',
    }) as Json;
    expect(job).toMatchObject({
      JobTemplate: 'lecture-template',
      Queue: 'arn:aws:mediaconvert:ap-south-1:1:queues/q',
      Role: 'arn:aws:iam::1:role/mc',
      UserMetadata: { courseId: 'c1', videoId: 'v1' },
    });
    expect(job.Settings.Inputs[0].FileInput).toBe('s3://media-bucket/media/courses/c1/videos/v1.mp4');
    expect(job.Settings.OutputGroups[0].OutputGroupSettings.HlsGroupSettings.Destination).toBe(
      's3://media-bucket/media/courses/c1/hls/v1/master',
    );
    expect(job.Settings.OutputGroups[0].Outputs.map((output: Json) => output.NameModifier)).toEqual([
      '_240p',
      '_360p',
      '_540p',
      '_720p',
      '_audio',
    ]);
  });

  it("a job's rungs stop at the upload's height: 1080p for a 1080p upload, none above a 480p one, up to 720p when the height is unknown", () => {
    vi.stubEnv('TABLE_NAME', 'table');
    vi.stubEnv('VIDEO_BUCKET', 'media-bucket');
    resetConfig();
    const record = {
      _id: 'v1',
      courseId: 'c1',
      objectKey: 'media/courses/c1/videos/v1.mp4',
      title: 't',
      description: '',
      order: 1,
      createdAt: '',
    };
    const names = (height?: number) =>
      (mediaConvertJob(record, height) as Json).Settings.OutputGroups[0].Outputs.map(
        (output: Json) => output.NameModifier,
      );
    expect(names(1080)).toEqual(['_240p', '_360p', '_540p', '_720p', '_1080p', '_audio']);
    expect(names(480)).toEqual(['_240p', '_360p', '_audio']);
    expect(names(undefined)).toEqual(['_240p', '_360p', '_540p', '_720p', '_audio']);
  });

  it("a job's outputs name the lecture's own folder", () => {
    const [hls, poster] = mediaConvertOutputGroups(rungsFor(720), 's3://bucket/media/courses/c1/hls/v1/') as Record<
      string,
      Record<string, Record<string, unknown>>
    >[];
    expect(hls!.OutputGroupSettings!.HlsGroupSettings!.Destination).toBe('s3://bucket/media/courses/c1/hls/v1/master');
    expect(poster!.OutputGroupSettings!.FileGroupSettings!.Destination).toBe(
      's3://bucket/media/courses/c1/hls/v1/poster',
    );
  });

  it('sends camelCase members but keeps the names of audio selectors and user metadata as written', () => {
    expect(
      toWireJson({
        JobTemplate: 't',
        UserMetadata: { courseId: 'c1', videoId: 'v1' },
        Settings: {
          Inputs: [{ FileInput: 's3://b/k', AudioSelectors: { 'Audio Selector 1': { DefaultSelection: 'DEFAULT' } } }],
        },
      }),
    ).toEqual({
      jobTemplate: 't',
      userMetadata: { courseId: 'c1', videoId: 'v1' },
      settings: {
        inputs: [{ fileInput: 's3://b/k', audioSelectors: { 'Audio Selector 1': { defaultSelection: 'DEFAULT' } } }],
      },
    });
  });
});

describe("a lecture's state as the record keeps it", () => {
  it('shows only what belongs to the state', () => {
    expect(processingOf({})).toBeUndefined();
    expect(processingOf({ transcodeState: 'processing', transcodePercent: 42, renditions: ['x'] })).toEqual({
      state: 'processing',
      percent: 42,
    });
    expect(processingOf({ transcodeState: 'ready', renditions: ['240p', 'audio'], transcodePercent: 99 })).toEqual({
      state: 'ready',
      renditions: ['240p', 'audio'],
    });
    expect(processingOf({ transcodeState: 'failed', transcodeReason: 'Broken' })).toEqual({
      state: 'failed',
      reason: 'Broken',
    });
  });
});
