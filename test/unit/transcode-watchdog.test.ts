/**
 * The local transcoder never waits for ever on one lecture: a tool that stops making progress, or a
 * download that stops sending, is ended and the lecture fails with the reason, so the lectures queued
 * behind it are converted. And the local S3 breaks off an answer that s3rver broke off, instead of
 * leaving its reader waiting for the rest.
 */
import { createServer, get } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSignatureCheck } from '#infra/local/s3-signature-check.js';

const folder = mkdtempSync(join(tmpdir(), 'transcode-watchdog-'));
let worker: typeof import('#infra/local/transcode-worker-ffmpeg.js');

beforeAll(async () => {
  // Read when the module loads: short enough for a test.
  process.env.TRANSCODE_DOWNLOAD_STALL_MS = '300';
  worker = await import('#infra/local/transcode-worker-ffmpeg.js');
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('the transcoder gives up a step that stalls', () => {
  it('ends a tool that prints nothing for its stall time, as a failure with the reason', async () => {
    const started = Date.now();
    await expect(worker.runTool('sleep', ['30'], 300)).rejects.toSatisfy(
      (error: unknown) =>
        error instanceof worker.TranscodeFailure && /stopped making progress for 0 s/.test(error.message),
    );
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('lets a tool run for longer than its stall time while it keeps reporting', async () => {
    const result = await worker.runTool('sh', ['-c', 'for i in 1 2 3 4 5 6; do echo step $i; sleep 0.1; done'], 400);
    expect(result.code).toBe(0);
  });

  it('gives up a download that sends nothing more', async () => {
    let sent = false;
    const body = new Readable({
      read() {
        if (!sent) this.push(Buffer.alloc(1024));
        sent = true;
      },
    });
    await expect(worker.downloadOriginal(body, join(folder, 'source'))).rejects.toSatisfy(
      (error: unknown) =>
        error instanceof worker.TranscodeFailure && /could not be read from storage/.test(error.message),
    );
  });
});

describe('the local S3 in front of s3rver', () => {
  it('breaks off an answer that s3rver broke off half-way', async () => {
    const upstream = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'video/webm', 'content-length': String(1024 * 1024) });
      res.write(Buffer.alloc(64 * 1024));
      setTimeout(() => res.destroy(), 50);
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const check = await startSignatureCheck({
      upstreamPort: (upstream.address() as { port: number }).port,
      credentials: { accessKeyId: 'K', secretAccessKey: 'S' },
      port: 0,
    });
    try {
      const outcome = await Promise.race([
        new Promise<string>((resolve) => {
          get(`http://127.0.0.1:${check.port}/bucket/public/lecture.webm`, (reply) => {
            reply.on('data', () => undefined);
            reply.on('end', () => resolve('ended'));
            reply.on('error', () => resolve('broken off'));
            reply.on('aborted', () => resolve('broken off'));
          }).on('error', () => resolve('broken off'));
        }),
        new Promise<string>((resolve) => setTimeout(() => resolve('still waiting'), 5_000).unref()),
      ]);
      expect(outcome).toBe('broken off');
    } finally {
      await check.stop();
      await new Promise((resolve) => upstream.close(resolve));
    }
  });
});
