import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { config } from './config.js';
import { traced } from './tracing.js';

let client: S3Client | undefined;

export function s3(): S3Client {
  if (!client) {
    const { region, s3Endpoint } = config();
    // The local emulator serves buckets by path, not by virtual host.
    // Checksums only where S3 requires them: otherwise a presigned part URL carries the CRC32 of an
    // empty body, which S3 would hold against the bytes the browser sends.
    client = traced(
      new S3Client({
        region,
        endpoint: s3Endpoint,
        forcePathStyle: Boolean(s3Endpoint),
        requestChecksumCalculation: 'WHEN_REQUIRED',
      }),
    );
  }
  return client;
}

export function videoBucket(): string {
  const bucket = config().videoBucket;
  if (!bucket) throw new Error('Missing setting VIDEO_BUCKET: the bucket that holds course videos');
  return bucket;
}

/** A time-limited GET for one object; S3 serves Range requests on it, so a player can seek. */
export function presignedGet(key: string, expiresIn: number): Promise<string> {
  return getSignedUrl(s3(), new GetObjectCommand({ Bucket: videoBucket(), Key: key }), { expiresIn });
}
