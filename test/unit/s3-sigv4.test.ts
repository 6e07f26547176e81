/**
 * The local S3's SigV4 check against an independent signer: the SDK's own @smithy/signature-v4 signs,
 * infra/local/s3-sigv4.ts verifies. Any change to what was signed must fail.
 */
import { createHash, createHmac } from 'node:crypto';
import { SignatureV4 } from '@smithy/signature-v4';
import { describe, expect, it } from 'vitest';
import { verifyHeaderSigned, verifyPresigned, type SignedRequest } from '#infra/local/s3-sigv4.js';

const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

const bytesOf = (data: ArrayBuffer | ArrayBufferView): Uint8Array =>
  ArrayBuffer.isView(data) ? new Uint8Array(data.buffer, data.byteOffset, data.byteLength) : new Uint8Array(data);

/** The Checksum interface the signer needs, on node:crypto. */
class Sha256 {
  private readonly secret?: Buffer;
  private hash: ReturnType<typeof createHash> | ReturnType<typeof createHmac>;
  constructor(secret?: string | ArrayBuffer | ArrayBufferView) {
    this.secret =
      secret === undefined
        ? undefined
        : typeof secret === 'string'
          ? Buffer.from(secret)
          : Buffer.from(bytesOf(secret));
    this.hash = this.secret ? createHmac('sha256', this.secret) : createHash('sha256');
  }
  update(data: string | ArrayBuffer | ArrayBufferView) {
    this.hash.update(typeof data === 'string' ? Buffer.from(data, 'utf8') : bytesOf(data));
  }
  async digest() {
    return new Uint8Array(this.hash.digest());
  }
  reset() {
    this.hash = this.secret ? createHmac('sha256', this.secret) : createHash('sha256');
  }
}

const signer = (secretAccessKey = credentials.secretAccessKey) =>
  new SignatureV4({
    credentials: { accessKeyId: 'S3RVER', secretAccessKey },
    region: 'ap-south-1',
    service: 's3',
    sha256: Sha256,
    uriEscapePath: false,
    applyChecksum: true,
  });

const host = '127.0.0.1:4569';
const signedAt = new Date('2026-03-01T10:00:00Z');
const at = (seconds: number) => signedAt.getTime() + seconds * 1000;

async function presign(
  path: string,
  query: Record<string, string>,
  expiresIn = 600,
  secret?: string,
): Promise<SignedRequest> {
  const signed = await signer(secret).presign(
    // As the S3 presigner sends it: the payload is not signed.
    {
      method: 'GET',
      protocol: 'http:',
      hostname: '127.0.0.1',
      port: 4569,
      path,
      query,
      headers: { host, 'x-amz-content-sha256': 'UNSIGNED-PAYLOAD' },
    },
    { expiresIn, signingDate: signedAt },
  );
  const qs = Object.entries(signed.query ?? {})
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`)
    .join('&');
  return { method: 'GET', url: `${path}?${qs}`, headers: { host } };
}

describe('presigned URLs', () => {
  const path = '/videos/media/01J0000000000000000000000/01J0000000000000000000001.webm';

  it('accepts an untouched URL within its lifetime', async () => {
    const request = await presign(path, { 'x-id': 'GetObject' });
    expect(verifyPresigned(request, credentials, at(10))).toEqual({ ok: true, kind: 'presigned' });
    expect(verifyPresigned({ ...request, headers: { host, range: 'bytes=0-99' } }, credentials, at(599))).toMatchObject(
      { ok: true },
    );
  });

  it('refuses it once expired', async () => {
    const request = await presign(path, {}, 60);
    expect(verifyPresigned(request, credentials, at(61))).toMatchObject({
      ok: false,
      code: 'AccessDenied',
      message: 'Request has expired',
    });
  });

  it('refuses a changed part number, key, method or host', async () => {
    const request = await presign(path, { partNumber: '1', uploadId: 'abc' });
    expect(verifyPresigned(request, credentials, at(1))).toMatchObject({ ok: true });
    expect(
      verifyPresigned({ ...request, url: request.url.replace('partNumber=1', 'partNumber=2') }, credentials, at(1)),
    ).toMatchObject({ ok: false, code: 'SignatureDoesNotMatch' });
    expect(
      verifyPresigned(
        { ...request, url: request.url.replace('01J0000000000000000000001', '01J0000000000000000000002') },
        credentials,
        at(1),
      ),
    ).toMatchObject({ ok: false });
    expect(verifyPresigned({ ...request, method: 'PUT' }, credentials, at(1))).toMatchObject({ ok: false });
    expect(verifyPresigned({ ...request, headers: { host: '127.0.0.1:9999' } }, credentials, at(1))).toMatchObject({
      ok: false,
    });
  });

  it('refuses a zeroed or missing signature, a longer lifetime, another key', async () => {
    const request = await presign(path, {});
    const zeroed = request.url.replace(/X-Amz-Signature=[0-9a-f]+/, `X-Amz-Signature=${'0'.repeat(64)}`);
    expect(verifyPresigned({ ...request, url: zeroed }, credentials, at(1))).toMatchObject({
      ok: false,
      code: 'SignatureDoesNotMatch',
    });
    expect(
      verifyPresigned({ ...request, url: request.url.replace(/&?X-Amz-Signature=[0-9a-f]+/, '') }, credentials, at(1)),
    ).toMatchObject({ ok: false });
    expect(
      verifyPresigned(
        { ...request, url: request.url.replace('X-Amz-Expires=600', 'X-Amz-Expires=6000') },
        credentials,
        at(1),
      ),
    ).toMatchObject({ ok: false });
    expect(verifyPresigned(await presign(path, {}, 600, 'another-secret'), credentials, at(1))).toMatchObject({
      ok: false,
      code: 'SignatureDoesNotMatch',
    });
  });
});

describe('header-signed requests', () => {
  async function sign(method: string, path: string, query: Record<string, string> = {}, body = '') {
    const payloadHash = createHash('sha256').update(body).digest('hex');
    const signed = await signer().sign(
      {
        method,
        protocol: 'http:',
        hostname: '127.0.0.1',
        port: 4569,
        path,
        query,
        headers: { host, 'x-amz-content-sha256': payloadHash },
        body,
      },
      { signingDate: signedAt },
    );
    const qs = new URLSearchParams(query).toString();
    return {
      method,
      url: qs ? `${path}?${qs}` : path,
      headers: Object.fromEntries(Object.entries(signed.headers).map(([k, v]) => [k.toLowerCase(), v])),
    };
  }

  it('accepts what the SDK signer signed, within 15 minutes', async () => {
    // The S3 client escapes the key itself and signs the escaped path (uriEscapePath: false).
    const request = await sign('PUT', '/videos/media/a%20b%2Bc.webm');
    expect(verifyHeaderSigned({ ...request, url: '/videos/media/a%20b%2Bc.webm' }, credentials, at(5))).toEqual({
      ok: true,
      kind: 'header',
    });
    expect(
      verifyHeaderSigned({ ...request, url: '/videos/media/a%20b%2Bc.webm' }, credentials, at(16 * 60)),
    ).toMatchObject({ ok: false, code: 'RequestTimeTooSkewed' });
  });

  it('refuses a changed query, path or signed header', async () => {
    const request = await sign('GET', '/videos', { 'list-type': '2', prefix: 'media/' });
    expect(verifyHeaderSigned(request, credentials, at(5))).toMatchObject({ ok: true });
    expect(
      verifyHeaderSigned({ ...request, url: request.url.replace('media', 'public') }, credentials, at(5)),
    ).toMatchObject({ ok: false });
    expect(
      verifyHeaderSigned(
        { ...request, headers: { ...request.headers, 'x-amz-content-sha256': 'UNSIGNED-PAYLOAD' } },
        credentials,
        at(5),
      ),
    ).toMatchObject({ ok: false });
    const zeroed = {
      ...request,
      headers: {
        ...request.headers,
        authorization: String(request.headers.authorization).replace(
          /Signature=[0-9a-f]+/,
          `Signature=${'0'.repeat(64)}`,
        ),
      },
    };
    expect(verifyHeaderSigned(zeroed, credentials, at(5))).toMatchObject({ ok: false, code: 'SignatureDoesNotMatch' });
  });
});
