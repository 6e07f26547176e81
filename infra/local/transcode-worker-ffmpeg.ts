import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { setPriority, tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { s3, videoBucket } from '#lib/s3.js';
import {
  AUDIO_RUNG,
  GOP_SECONDS,
  hlsPrefix,
  POSTER_FILE,
  rungsFor,
  SEGMENT_SECONDS,
  type VideoRung,
} from '#domain/media/index.js';

/**
 * One lecture to HLS with Debian's ffmpeg, in the layout MediaConvert writes in AWS
 * (functions/domain/media/transcode-ladder.ts). One encode makes every rendition, so their
 * keyframes line up: a fixed GOP, a keyframe forced every GOP_SECONDS, no scene-cut keyframes.
 */
export const FFMPEG_THREADS = Number(process.env.TRANSCODE_THREADS) || 2;

export class TranscodeFailure extends Error {}
/** ffmpeg was stopped (the worker or the machine is stopping): the lecture stays processing. */
export class TranscodeInterrupted extends Error {}

interface Probe {
  height: number;
  /** Frames per second, for a GOP of a fixed number of frames. */
  fps: number;
  duration: number;
  hasAudio: boolean;
}

const running = new Set<ChildProcess>();

/** Ends the encoder with the worker: a stop leaves the lecture processing, converted again on the next start. */
export function stopEncoding(): void {
  for (const child of running) child.kill('SIGKILL');
}

/**
 * How long a step may go without a sign of life before it is given up: ffprobe reads a few
 * megabytes at most; ffmpeg reports its progress several times a second; a download sends bytes
 * continuously. A step that stalls (a garbled file ffmpeg loops on, a read that never ends) would
 * otherwise hold the one worker, and every lecture queued after it, for ever.
 */
export const STALL_MS = {
  probe: Number(process.env.TRANSCODE_PROBE_STALL_MS) || 60_000,
  encode: Number(process.env.TRANSCODE_ENCODE_STALL_MS) || 120_000,
  download: Number(process.env.TRANSCODE_DOWNLOAD_STALL_MS) || 30_000,
};

export function runTool(
  command: string,
  args: string[],
  stallMs: number,
  onStdout?: (text: string) => void,
): Promise<{ code: number; stderr: string }> {
  return runOnce(command, args, stallMs, onStdout).then((result) => {
    if (result.stalled)
      throw new TranscodeFailure(
        `${command} stopped making progress for ${Math.round(stallMs / 1000)} s and was ended (${lastLine(result.stderr) || 'no message'})`,
      );
    if (result.signal) throw new TranscodeInterrupted(`${command} was stopped (${result.signal})`);
    return result;
  });
}

function runOnce(
  command: string,
  args: string[],
  stallMs: number,
  onStdout?: (text: string) => void,
): Promise<{ code: number; signal: NodeJS.Signals | null; stderr: string; stalled: boolean }> {
  return new Promise((resolve, reject) => {
    // Its own process group: a Ctrl-C in the terminal stops the worker, which stops ffmpeg, rather than
    // ffmpeg ending on its own and the lecture counting as failed.
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    running.add(child);
    child.once('exit', () => running.delete(child));
    // Below the API's priority, so requests stay quick while a lecture encodes.
    if (child.pid) setPriority(child.pid, 10);
    let stderr = '';
    let stalled = false;
    const watchdog = idleTimer(stallMs, () => {
      stalled = true;
      child.kill('SIGKILL');
    });
    child.stdout.on('data', (chunk: Buffer) => {
      watchdog.alive();
      onStdout?.(chunk.toString());
    });
    child.stderr.on('data', (chunk: Buffer) => {
      watchdog.alive();
      stderr = (stderr + chunk.toString()).slice(-4000);
    });
    child.once('error', (error) => {
      watchdog.stop();
      reject(error);
    });
    child.once('close', (code, signal) => {
      watchdog.stop();
      resolve({ code: code ?? 1, signal, stderr, stalled });
    });
  });
}

/** Calls `onIdle` once if `alive()` is not called for `ms`. */
function idleTimer(ms: number, onIdle: () => void) {
  let timer = setTimeout(onIdle, ms);
  return {
    alive() {
      clearTimeout(timer);
      timer = setTimeout(onIdle, ms);
    },
    stop: () => clearTimeout(timer),
  };
}

/** Copies the original from S3 to `file`, giving up when no byte arrives for STALL_MS.download. */
export async function downloadOriginal(body: Readable, file: string): Promise<void> {
  const watchdog = idleTimer(STALL_MS.download, () =>
    body.destroy(
      new TranscodeFailure(
        `The original could not be read from storage: no data for ${Math.round(STALL_MS.download / 1000)} s`,
      ),
    ),
  );
  body.on('data', () => watchdog.alive());
  try {
    await pipeline(body, createWriteStream(file));
  } finally {
    watchdog.stop();
  }
}

const lastLine = (text: string) => text.trim().split('\n').at(-1)?.trim() ?? '';

async function probe(file: string): Promise<Probe> {
  let out = '';
  const { code, stderr } = await runTool(
    'ffprobe',
    ['-v', 'error', '-show_entries', 'stream=codec_type,height,avg_frame_rate:format=duration', '-of', 'json', file],
    STALL_MS.probe,
    (text) => (out += text),
  );
  if (code !== 0)
    throw new TranscodeFailure(
      `The uploaded file could not be read as a video (${lastLine(stderr).replace(`${file}: `, '') || 'unknown format'})`,
    );
  const info = JSON.parse(out || '{}') as {
    streams?: { codec_type?: string; height?: number; avg_frame_rate?: string }[];
    format?: { duration?: string };
  };
  const video = info.streams?.find((stream) => stream.codec_type === 'video' && stream.height);
  if (!video?.height) throw new TranscodeFailure('The uploaded file has no video picture');
  const [frames, seconds] = (video.avg_frame_rate ?? '').split('/').map(Number);
  const fps = frames && seconds ? frames / seconds : 25;
  return {
    height: video.height,
    fps: Number.isFinite(fps) && fps > 0 ? fps : 25,
    duration: Number(info.format?.duration) || 0,
    hasAudio: Boolean(info.streams?.some((stream) => stream.codec_type === 'audio')),
  };
}

export function ffmpegArgs(
  input: string,
  outDir: string,
  rungs: readonly VideoRung[],
  hasAudio: boolean,
  fps: number,
): string[] {
  const gopFrames = String(Math.max(1, Math.round(fps * GOP_SECONDS)));
  const gop = `expr:gte(t,n_forced*${GOP_SECONDS})`;
  const split =
    `[0:v]split=${rungs.length}${rungs.map((_, i) => `[s${i}]`).join('')};` +
    rungs.map((rung, i) => `[s${i}]scale=-2:${rung.height}[v${i}]`).join(';');
  const args = [
    '-hide_banner',
    '-nostats',
    '-loglevel',
    'error',
    '-y',
    '-threads',
    String(FFMPEG_THREADS),
    '-filter_threads',
    '1',
    '-i',
    input,
    '-progress',
    'pipe:1',
    '-filter_complex',
    split,
  ];
  rungs.forEach((rung, i) => {
    args.push(
      '-map',
      `[v${i}]`,
      `-c:v:${i}`,
      'libx264',
      `-b:v:${i}`,
      String(rung.videoBitrate),
      `-maxrate:v:${i}`,
      String(Math.round(rung.videoBitrate * 1.1)),
      `-bufsize:v:${i}`,
      String(rung.videoBitrate * 2),
    );
  });
  if (hasAudio) {
    rungs.forEach((rung, i) => args.push('-map', '0:a:0', `-c:a:${i}`, 'aac', `-b:a:${i}`, String(rung.audioBitrate)));
    args.push('-map', '0:a:0', `-c:a:${rungs.length}`, 'aac', `-b:a:${rungs.length}`, String(AUDIO_RUNG.audioBitrate));
  }
  const streams = rungs.map((rung, i) => `v:${i}${hasAudio ? `,a:${i}` : ''},name:${rung.name}`);
  if (hasAudio) streams.push(`a:${rungs.length},name:${AUDIO_RUNG.name}`);
  args.push(
    '-preset',
    'veryfast',
    '-profile:v',
    'main',
    '-pix_fmt',
    'yuv420p',
    '-ac',
    '2',
    '-ar',
    '48000',
    '-g',
    gopFrames,
    '-keyint_min',
    gopFrames,
    '-sc_threshold',
    '0',
    '-force_key_frames',
    gop,
    '-f',
    'hls',
    '-hls_time',
    String(SEGMENT_SECONDS),
    '-start_number',
    '1',
    '-hls_playlist_type',
    'vod',
    '-hls_flags',
    'independent_segments',
    '-hls_segment_filename',
    join(outDir, 'master_%v_%05d.ts'),
    '-master_pl_name',
    'master.m3u8',
    '-var_stream_map',
    streams.join(' '),
    join(outDir, 'master_%v.m3u8'),
  );
  return args;
}

const CONTENT_TYPES: Record<string, string> = {
  m3u8: 'application/vnd.apple.mpegurl',
  ts: 'video/mp2t',
  jpg: 'image/jpeg',
};

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(dir, entry.name));
}

export interface TranscodeJob {
  courseId: string;
  videoId: string;
  objectKey: string;
}

/** Reads the original from S3, encodes, writes the renditions back; the master playlist last. Returns the rendition names. */
export async function transcodeLecture(job: TranscodeJob, onProgress: (percent: number) => void): Promise<string[]> {
  const work = await mkdtemp(join(tmpdir(), 'coaching-transcode-'));
  try {
    const input = join(work, 'source');
    const original = await s3().send(new GetObjectCommand({ Bucket: videoBucket(), Key: job.objectKey }));
    await downloadOriginal(original.Body as Readable, input);
    const source = await probe(input);
    const rungs = rungsFor(source.height);
    const outDir = join(work, 'hls');
    await mkdir(outDir);
    const args = ffmpegArgs(input, outDir, rungs, source.hasAudio, source.fps);
    const encoded = await runTool('ffmpeg', args, STALL_MS.encode, (text) => {
      const micros = /out_time_us=(\d+)/g;
      let last: string | undefined;
      for (let match = micros.exec(text); match; match = micros.exec(text)) last = match[1];
      if (last && source.duration > 0) onProgress((Number(last) / 1e6 / source.duration) * 100);
    });
    if (encoded.code !== 0)
      throw new TranscodeFailure(`ffmpeg could not convert the video (${lastLine(encoded.stderr)})`);
    const poster = await runTool(
      'ffmpeg',
      [
        '-hide_banner',
        '-loglevel',
        'error',
        '-y',
        '-threads',
        String(FFMPEG_THREADS),
        '-ss',
        String(Math.min(2, source.duration / 2)),
        '-i',
        input,
        '-frames:v',
        '1',
        '-vf',
        `scale=-2:${Math.min(720, source.height)}`,
        '-q:v',
        '3',
        join(outDir, POSTER_FILE),
      ],
      STALL_MS.probe,
    );
    if (poster.code !== 0)
      throw new TranscodeFailure(`ffmpeg could not take the poster frame (${lastLine(poster.stderr)})`);

    const prefix = hlsPrefix(job.courseId, job.videoId);
    const files = (await filesUnder(outDir)).sort(
      (a, b) => Number(a.endsWith('master.m3u8')) - Number(b.endsWith('master.m3u8')),
    );
    for (const file of files) {
      const name = basename(file);
      await s3().send(
        new PutObjectCommand({
          Bucket: videoBucket(),
          Key: `${prefix}${name}`,
          Body: await readFile(file),
          ContentType: CONTENT_TYPES[name.split('.').pop() ?? ''] ?? 'application/octet-stream',
        }),
      );
    }
    return [...rungs.map((rung) => rung.name), ...(source.hasAudio ? [AUDIO_RUNG.name] : [])];
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
