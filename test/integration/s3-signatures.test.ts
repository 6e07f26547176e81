/**
 * The local S3 is as strict as the real, private bucket: only requests signed with the local key
 * (presigned URLs or SDK header signatures), within their lifetime and unchanged, reach an object;
 * anonymous reads work only under public/.
 */
import { randomBytes } from 'node:crypto';
import {
  CreateMultipartUploadCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { beforeAll, describe, expect, inject, it } from 'vitest';

const bucket = 'videos';
const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
const client = (secretAccessKey = credentials.secretAccessKey) =>
  new S3Client({
    endpoint: inject('s3Endpoint'),
    region: 'ap-south-1',
    forcePathStyle: true,
    credentials: { ...credentials, secretAccessKey },
  });
const bytes = randomBytes(4096);
const mediaKey = `media/sig-test/${Date.now()}.webm`;
const publicKey = `public/sig-test/${Date.now()}.png`;
const at = (key: string) => `${inject('s3Endpoint')}/${bucket}/${key}`;

async function expect403(response: Response) {
  expect(response.status).toBe(403);
  if (response.headers.get('content-type')) expect(await response.text()).toMatch(/<Error><Code>\w+<\/Code>/);
}

beforeAll(async () => {
  await client().send(new PutObjectCommand({ Bucket: bucket, Key: mediaKey, Body: bytes, ContentType: 'video/webm' }));
  await client().send(new PutObjectCommand({ Bucket: bucket, Key: publicKey, Body: bytes, ContentType: 'image/png' }));
});

describe('presigned URLs', () => {
  it('a valid presigned GET with a Range gets 206 and the bytes', async () => {
    const url = await getSignedUrl(client(), new GetObjectCommand({ Bucket: bucket, Key: mediaKey }), {
      expiresIn: 60,
    });
    const response = await fetch(url, { headers: { range: 'bytes=10-19' } });
    expect(response.status).toBe(206);
    expect(Buffer.from(await response.arrayBuffer())).toEqual(bytes.subarray(10, 20));
  });

  it('a zeroed signature gets 403', async () => {
    const url = await getSignedUrl(client(), new GetObjectCommand({ Bucket: bucket, Key: mediaKey }), {
      expiresIn: 60,
    });
    await expect403(
      await fetch(url.replace(/X-Amz-Signature=[0-9a-f]+/, `X-Amz-Signature=${'0'.repeat(64)}`), {
        headers: { range: 'bytes=0-9' },
      }),
    );
  });

  it('a changed key gets 403', async () => {
    const other = `media/sig-test/other-${Date.now()}.webm`;
    await client().send(new PutObjectCommand({ Bucket: bucket, Key: other, Body: bytes }));
    const url = await getSignedUrl(client(), new GetObjectCommand({ Bucket: bucket, Key: mediaKey }), {
      expiresIn: 60,
    });
    await expect403(await fetch(url.replace(mediaKey, other)));
  });

  it('an expired URL gets 403', async () => {
    const url = await getSignedUrl(client(), new GetObjectCommand({ Bucket: bucket, Key: mediaKey }), {
      expiresIn: 60,
      signingDate: new Date(Date.now() - 120_000),
    });
    await expect403(await fetch(url));
  });

  it('a part URL with its partNumber changed gets 403, the URL as signed 200', async () => {
    const key = `media/sig-test/parts-${Date.now()}.webm`;
    const { UploadId } = await client().send(new CreateMultipartUploadCommand({ Bucket: bucket, Key: key }));
    const url = await getSignedUrl(
      client(),
      new UploadPartCommand({ Bucket: bucket, Key: key, UploadId, PartNumber: 1 }),
      { expiresIn: 60 },
    );
    await expect403(await fetch(url.replace('partNumber=1', 'partNumber=2'), { method: 'PUT', body: bytes }));
    const good = await fetch(url, { method: 'PUT', body: bytes, headers: { origin: 'http://localhost:3000' } });
    expect(good.status).toBe(200);
    expect(good.headers.get('etag')).toBeTruthy();
    expect(good.headers.get('access-control-allow-origin')).toBeTruthy();
  });

  it('CORS preflight for a browser part upload still works', async () => {
    const response = await fetch(at(mediaKey), {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:3000',
        'access-control-request-method': 'PUT',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBeTruthy();
    expect(response.headers.get('access-control-allow-methods')).toMatch(/PUT/);
  });

  it('CORS preflight at a presigned part URL is answered, as S3 does, without checking its signature', async () => {
    // The browser sends the preflight to the same presigned address, as OPTIONS: a signature check
    // there (which can only fail, the method differs) broke every browser upload.
    const key = `media/sig-test/preflight-${Date.now()}.webm`;
    const { UploadId } = await client().send(new CreateMultipartUploadCommand({ Bucket: bucket, Key: key }));
    const url = await getSignedUrl(
      client(),
      new UploadPartCommand({ Bucket: bucket, Key: key, UploadId, PartNumber: 1 }),
      { expiresIn: 60 },
    );
    const response = await fetch(url, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:3000',
        'access-control-request-method': 'PUT',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-methods')).toMatch(/PUT/);
  });
});

describe('unsigned and wrongly signed requests', () => {
  it('an unsigned read of a media/ object gets 403', async () => {
    await expect403(await fetch(at(mediaKey)));
    await expect403(await fetch(at(mediaKey), { headers: { range: 'bytes=0-9' } }));
  });

  it('an unsigned read of a public/ object works', async () => {
    const response = await fetch(at(publicKey));
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer())).toEqual(bytes);
  });

  it.each([
    ['PUT', () => at(`media/sig-test/anon-${Date.now()}.webm`)],
    ['PUT', () => at(`public/anon-${Date.now()}.png`)],
    ['DELETE', () => at(mediaKey)],
    ['DELETE', () => at(publicKey)],
    ['GET', () => `${inject('s3Endpoint')}/${bucket}`],
    ['GET', () => `${inject('s3Endpoint')}/${bucket}?list-type=2&prefix=media/`],
    ['GET', () => `${inject('s3Endpoint')}/`],
  ] as const)('anonymous %s %s gets 403', async (method, url) => {
    await expect403(await fetch(url(), { method, ...(method === 'PUT' ? { body: bytes } : {}) }));
  });

  it('the object is still there after the refused DELETE', async () => {
    const url = await getSignedUrl(client(), new GetObjectCommand({ Bucket: bucket, Key: mediaKey }), {
      expiresIn: 60,
    });
    expect((await fetch(url)).status).toBe(200);
  });

  it('an SDK client with the wrong secret is refused', async () => {
    await expect(
      client('not-the-secret').send(new GetObjectCommand({ Bucket: bucket, Key: mediaKey })),
    ).rejects.toMatchObject({ $metadata: { httpStatusCode: 403 } });
    await expect(
      client('not-the-secret').send(new PutObjectCommand({ Bucket: bucket, Key: mediaKey, Body: 'overwritten' })),
    ).rejects.toMatchObject({ $metadata: { httpStatusCode: 403 } });
  });
});
