/**
 * The local S3 stops even when a player dropped a download half-way (a seek, a closed page): the
 * signature check in front of s3rver must not leave its upstream connection open and paused.
 */
import { get } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, expect, it } from 'vitest';
import { startS3 } from '#infra/local/s3.js';

const directory = mkdtempSync(join(tmpdir(), 'local-s3-stop-'));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

it('stops within seconds after a download was dropped after its first bytes', async () => {
  const s3 = await startS3({ directory });
  const client = new S3Client({
    endpoint: s3.endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  await client.send(
    new PutObjectCommand({
      Bucket: s3.bucket,
      Key: 'public/ads/big.png',
      Body: new Uint8Array(16 * 1024 * 1024),
      ContentType: 'image/png',
    }),
  );
  client.destroy();

  await new Promise<void>((resolve, reject) => {
    const request = get(`${s3.endpoint}/${s3.bucket}/public/ads/big.png`, (reply) => {
      expect(reply.statusCode).toBe(200);
      reply.once('data', () => {
        request.destroy();
        resolve();
      });
    });
    request.on('error', (error) =>
      error.message.includes('socket hang up') || (error as { code?: string }).code === 'ECONNRESET'
        ? undefined
        : reject(error),
    );
  });
  await new Promise((resolve) => setTimeout(resolve, 200));

  const stopped = await Promise.race([
    s3.stop().then(() => true),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 5_000).unref()),
  ]);
  expect(stopped).toBe(true);
}, 30_000);
