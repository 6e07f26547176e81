import { createVerify, generateKeyPairSync } from 'node:crypto';
import { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadConfig, resetConfig } from '#lib/config.js';
import { cloudFrontMediaUrl, PLAYBACK_URL_SECONDS, playbackUrl } from '#lib/media-urls.js';
import { clearSecretCache } from '#lib/secrets.js';

/** CloudFront's URL-safe base64: + = / become - _ ~. */
const fromCloudFrontBase64 = (value: string) =>
  Buffer.from(value.replace(/-/g, '+').replace(/_/g, '=').replace(/~/g, '/'), 'base64');

describe('CloudFront signed media URLs', () => {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const pem = privateKey.export({ type: 'pkcs1', format: 'pem' }).toString();
  const now = Date.UTC(2026, 10, 21, 12, 0, 0);

  it('is a site-relative /media/ URL whose policy allows that one object for ten minutes, signed by the key', () => {
    const url = new URL(
      cloudFrontMediaUrl('media/courses/C1/videos/V1.webm', 'K2JCJMDEHXQW5F', pem, now),
      'https://example.org',
    );
    expect(url.pathname).toBe('/media/courses/C1/videos/V1.webm');
    expect(url.searchParams.get('Key-Pair-Id')).toBe('K2JCJMDEHXQW5F');

    const policyJson = fromCloudFrontBase64(url.searchParams.get('Policy')!).toString('utf8');
    expect(JSON.parse(policyJson)).toEqual({
      Statement: [
        {
          Resource: 'https://*/media/courses/C1/videos/V1.webm',
          Condition: { DateLessThan: { 'AWS:EpochTime': now / 1000 + PLAYBACK_URL_SECONDS } },
        },
      ],
    });
    const verifier = createVerify('RSA-SHA1');
    verifier.update(policyJson);
    expect(verifier.verify(publicKey, fromCloudFrontBase64(url.searchParams.get('Signature')!))).toBe(true);
    expect(PLAYBACK_URL_SECONDS).toBeLessThanOrEqual(15 * 60);
  });

  it('refuses objects outside media/, which CloudFront does not serve signed', () => {
    expect(() => cloudFrontMediaUrl('public/ads/x.png', 'K', pem, now)).toThrow(/media\//);
  });

  it('encodes key segments', () => {
    const url = cloudFrontMediaUrl('media/courses/C1/videos/a b.mp4', 'K', pem, now);
    expect(url.startsWith('/media/courses/C1/videos/a%20b.mp4?')).toBe(true);
  });
});

describe('playbackUrl: which kind of URL a student gets', () => {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const pem = privateKey.export({ type: 'pkcs1', format: 'pem' }).toString();
  const objectKey = 'media/courses/C1/videos/V1.webm';
  const base = {
    TABLE_NAME: 't',
    VIDEO_BUCKET: 'videos',
    AWS_REGION: 'ap-south-1',
    AWS_ACCESS_KEY_ID: 'AKIDEXAMPLE',
    AWS_SECRET_ACCESS_KEY: 'secret',
  };
  let send: ReturnType<typeof vi.spyOn>;
  const saved = { ...process.env };

  beforeEach(() => {
    resetConfig();
    clearSecretCache();
    send = vi
      .spyOn(SecretsManagerClient.prototype, 'send')
      .mockImplementation(async () => ({ SecretString: pem }) as never);
  });
  afterEach(() => {
    send.mockRestore();
    process.env = { ...saved };
    resetConfig();
    clearSecretCache();
  });

  it('with both media signing settings: a CloudFront signed /media/ URL, signed with the key from the secret', async () => {
    loadConfig(['media:videos:read', 'media:sign'], {
      ...base,
      MEDIA_KEY_PAIR_ID: 'K2JCJMDEHXQW5F',
      MEDIA_SIGNING_KEY_ARN: 'arn:aws:secretsmanager:ap-south-1:1:secret:media',
    });
    const url = new URL(await playbackUrl(objectKey), 'https://site.example');
    expect(url.pathname).toBe('/media/courses/C1/videos/V1.webm');
    expect(url.searchParams.get('Key-Pair-Id')).toBe('K2JCJMDEHXQW5F');
    expect(url.searchParams.get('Signature')).toBeTruthy();
    expect(url.searchParams.has('X-Amz-Signature')).toBe(false);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('without them: an S3 presigned GET that lives ten minutes', async () => {
    process.env = { ...saved, ...base };
    loadConfig(['media:videos:read', 'media:sign'], base);
    const url = new URL(await playbackUrl(objectKey));
    expect(url.pathname).toMatch(/media\/courses\/C1\/videos\/V1\.webm$/);
    expect(url.searchParams.get('X-Amz-Expires')).toBe(String(PLAYBACK_URL_SECONDS));
    expect(url.searchParams.has('Key-Pair-Id')).toBe(false);
    expect(send).not.toHaveBeenCalled();
  });
});
