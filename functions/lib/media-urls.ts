import { getSignedUrl as cloudFrontSignedUrl } from '@aws-sdk/cloudfront-signer';
import { PLAYBACK_URL_SECONDS } from '#shared/constants.js';
import { config } from './config.js';
import { presignedGet } from './s3.js';
import { secretValue } from './secrets.js';

export { PLAYBACK_URL_SECONDS };

async function signingKey(arn: string): Promise<string> {
  const key = await secretValue(arn);
  if (!key.includes('PRIVATE KEY'))
    throw new Error(`Secret ${arn} does not hold a PEM private key: see docs/deploying.md, "Video playback keys"`);
  return key;
}

/**
 * A CloudFront signed URL for /media/<key>, relative to the site, so the page's own domain serves
 * it. The custom policy's resource has a wildcard host: the function need not know the distribution's
 * domain (which would make the stack circular), and only a distribution trusting this key group accepts it.
 */
export function cloudFrontMediaUrl(
  objectKey: string,
  keyPairId: string,
  key: string,
  now = Date.now(),
  seconds = PLAYBACK_URL_SECONDS,
): string {
  if (!objectKey.startsWith('media/'))
    throw new Error(`Only objects under media/ are served by CloudFront, not ${objectKey}`);
  const path = `/${objectKey.split('/').map(encodeURIComponent).join('/')}`;
  const policy = JSON.stringify({
    Statement: [
      {
        Resource: `https://*${path}`,
        Condition: { DateLessThan: { 'AWS:EpochTime': Math.floor(now / 1000) + seconds } },
      },
    ],
  });
  const signed = cloudFrontSignedUrl({ url: `https://site.invalid${path}`, keyPairId, privateKey: key, policy });
  return signed.slice('https://site.invalid'.length);
}

/** In AWS with a media signing key: a CloudFront signed URL; otherwise (locally) an S3 presigned GET. Both serve range requests. */
export async function playbackUrl(objectKey: string, seconds = PLAYBACK_URL_SECONDS): Promise<string> {
  const { mediaKeyPairId, mediaSigningKeyArn } = config();
  if (mediaKeyPairId && mediaSigningKeyArn)
    return cloudFrontMediaUrl(objectKey, mediaKeyPairId, await signingKey(mediaSigningKeyArn), Date.now(), seconds);
  return presignedGet(objectKey, seconds);
}
