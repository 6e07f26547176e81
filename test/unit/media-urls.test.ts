import { createVerify, generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { cloudFrontMediaUrl, PLAYBACK_URL_SECONDS } from '../../functions/lib/media-urls.js';

/** CloudFront's URL-safe base64: + = / become - _ ~. */
const fromCloudFrontBase64 = (value: string) => Buffer.from(value.replace(/-/g, '+').replace(/_/g, '=').replace(/~/g, '/'), 'base64');

describe('CloudFront signed media URLs', () => {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const pem = privateKey.export({ type: 'pkcs1', format: 'pem' }).toString();
  const now = Date.UTC(2026, 10, 21, 12, 0, 0);

  it('is a site-relative /media/ URL whose policy allows that one object for ten minutes, signed by the key', () => {
    const url = new URL(cloudFrontMediaUrl('media/courses/C1/videos/V1.webm', 'K2JCJMDEHXQW5F', pem, now), 'https://example.org');
    expect(url.pathname).toBe('/media/courses/C1/videos/V1.webm');
    expect(url.searchParams.get('Key-Pair-Id')).toBe('K2JCJMDEHXQW5F');

    const policyJson = fromCloudFrontBase64(url.searchParams.get('Policy')!).toString('utf8');
    expect(JSON.parse(policyJson)).toEqual({
      Statement: [
        { Resource: 'https://*/media/courses/C1/videos/V1.webm', Condition: { DateLessThan: { 'AWS:EpochTime': now / 1000 + PLAYBACK_URL_SECONDS } } },
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
