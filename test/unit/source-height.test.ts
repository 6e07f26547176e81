/**
 * The height of an upload, read from its MP4 boxes with ranged reads, against files ffmpeg writes:
 * the index (moov) after the pictures, as cameras and phones write it, and before them (faststart).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sourceHeightFrom, type ReadRange } from '#domain/media/source-height.js';

const work = mkdtempSync(join(tmpdir(), 'source-height-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

function clip(name: string, size: string, extra: string[] = [], audioFirst = false): Buffer {
  const file = join(work, name);
  const video = ['-f', 'lavfi', '-i', `testsrc2=size=${size}:rate=25:duration=2`];
  const audio = ['-f', 'lavfi', '-i', 'sine=duration=2'];
  execFileSync('ffmpeg', [
    '-v',
    'error',
    '-y',
    ...(audioFirst ? [...audio, ...video] : [...video, ...audio]),
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-c:a',
    'aac',
    ...extra,
    '-shortest',
    file,
  ]);
  return readFileSync(file);
}

/** Reads as S3 does for a Range header, counting the reads. */
function rangesOf(bytes: Buffer) {
  const reads: number[] = [];
  const read: ReadRange = async (offset, length) => {
    reads.push(offset);
    return { bytes: new Uint8Array(bytes.subarray(offset, offset + length)), total: bytes.length };
  };
  return { read, reads };
}

describe("an upload's height", () => {
  it('is the picture track’s height, wherever the index is, in a few reads', async () => {
    for (const [name, size, extra] of [
      ['camera-1080.mp4', '1920x1080', []],
      ['faststart-720.mp4', '1280x720', ['-movflags', '+faststart']],
      ['portrait-1920.mov', '1080x1920', []],
      ['small-360.mp4', '640x360', []],
    ] as const) {
      const { read, reads } = rangesOf(clip(name, size, [...extra]));
      expect(await sourceHeightFrom(read), name).toBe(Number(size.split('x')[1]));
      expect(reads.length, name).toBeLessThanOrEqual(4);
    }
  });

  it('skips a sound track that comes first', async () => {
    const { read } = rangesOf(clip('audio-first.mp4', '1920x1080', ['-map', '1:v', '-map', '0:a'], true));
    expect(await sourceHeightFrom(read)).toBe(1080);
  });

  it('is unknown for what is not an MP4 or MOV: WebM, random bytes, a file cut before its index', async () => {
    const webm = join(work, 'clip.webm');
    execFileSync('ffmpeg', [
      '-v',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      'testsrc2=size=320x240:rate=10:duration=1',
      '-c:v',
      'libvpx',
      '-deadline',
      'realtime',
      webm,
    ]);
    const camera = clip('cut.mp4', '1280x720');
    for (const bytes of [
      readFileSync(webm),
      Buffer.from('not a video at all, only some text'),
      camera.subarray(0, camera.length / 2),
    ]) {
      expect(await sourceHeightFrom(rangesOf(bytes).read)).toBeUndefined();
    }
  });
});
