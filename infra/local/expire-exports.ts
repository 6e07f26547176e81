import { DeleteObjectsCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { s3, videoBucket } from '#lib/s3.js';

const DAY_MS = 24 * 3600 * 1000;

/**
 * What the bucket's lifecycle rules do in AWS (infra/constructs/video-bucket.ts): Excel exports,
 * question bank spreadsheets and notes uploads left behind are deleted a day after they were written. The local S3 has
 * no lifecycle rules, so `npm start` runs this. Returns how many it deleted.
 */
export async function expireOldExports(now = Date.now()): Promise<number> {
  let removed = 0;
  for (const prefix of ['exports/', 'imports/', 'uploads/']) removed += await expireUnder(prefix, now);
  return removed;
}

async function expireUnder(prefix: string, now: number): Promise<number> {
  let removed = 0;
  let token: string | undefined;
  do {
    const page = await s3().send(
      new ListObjectsV2Command({ Bucket: videoBucket(), Prefix: prefix, ContinuationToken: token }),
    );
    const old = (page.Contents ?? []).filter(
      (object) => object.Key && object.LastModified && now - object.LastModified.getTime() > DAY_MS,
    );
    if (old.length > 0) {
      await s3().send(
        new DeleteObjectsCommand({
          Bucket: videoBucket(),
          Delete: { Objects: old.map((object) => ({ Key: object.Key! })), Quiet: true },
        }),
      );
      removed += old.length;
    }
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return removed;
}
