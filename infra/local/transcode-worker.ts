import { spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import type { Binding } from '#shared/bindings.js';
import { stopperOf } from './child-stop.js';

/**
 * What the local transcoder may do, checked by local IAM as a function's bindings are: read the
 * queue, the originals, and write the renditions and the lecture's state (and remove the renditions
 * of a lecture deleted while it was being converted).
 */
export const TRANSCODE_WORKER_BINDINGS: readonly Binding[] = [
  'index:transcode-queue:query',
  'table:course-content:update',
  'media:videos:read',
  'media:hls:write',
  'media:hls:list',
  'media:hls:delete',
];

export interface RunningTranscodeWorker {
  stop(): Promise<void>;
}

export function ffmpegInstalled(): boolean {
  return ['ffmpeg', 'ffprobe'].every((tool) => spawnSync(tool, ['-version'], { stdio: 'ignore' }).status === 0);
}

/**
 * Starts the transcoder beside the API (a child process, so an encode never slows a request), with
 * the environment the handlers have. Without ffmpeg it does not start: lectures stay processing and
 * keep playing from their original file.
 */
export function startTranscodeWorker(log: (line: string) => void): RunningTranscodeWorker | undefined {
  if (!ffmpegInstalled()) {
    log(
      'ffmpeg is not installed: uploaded lectures are not converted to HLS and play from their original file (apt-get install -y ffmpeg)',
    );
    return undefined;
  }
  const child = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'transcode-worker-child.ts')], {
    env: process.env,
    stdio: ['pipe', 'inherit', 'inherit'],
  });
  child.stdin.on('error', () => undefined);
  return { stop: stopperOf(child) };
}
