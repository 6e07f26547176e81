import { existsSync } from 'node:fs';
import { readdir, readFile, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * s3rver implements create, upload-part and complete, but not ListParts or AbortMultipartUpload, which
 * resume and cancel need; and it accepts parts for an upload that was aborted. This Koa middleware,
 * put in front of s3rver's own, answers those the way S3 does, from s3rver's on-disk layout
 * (<root>/<bucket>/._S3rver_uploads/<uploadId>/{key, 1, 1.md5, ...}).
 */
interface KoaContext {
  method: string;
  path: string;
  query: Record<string, string | string[] | undefined>;
  status: number;
  body: unknown;
  set(name: string, value: string): void;
}

const xmlEscape = (value: string) => value.replace(/[<>&'"]/g, (ch) => `&#${ch.charCodeAt(0)};`);

function noSuchUpload(ctx: KoaContext) {
  ctx.status = 404;
  ctx.set('Content-Type', 'application/xml');
  ctx.body = '<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchUpload</Code><Message>The specified upload does not exist.</Message></Error>';
}

export function multipartExtensions(rootDirectory: string) {
  return async (ctx: KoaContext, next: () => Promise<void>) => {
    const uploadId = typeof ctx.query.uploadId === 'string' ? ctx.query.uploadId : undefined;
    const match = /^\/([^/]+)\/(.+)$/.exec(ctx.path);
    if (!uploadId || !match || !/^[0-9a-f]+$/i.test(uploadId)) return next();
    const [, bucket, key] = match as unknown as [string, string, string];
    const uploadDir = join(rootDirectory, bucket, '._S3rver_uploads', uploadId);
    const exists = existsSync(join(uploadDir, 'key'));

    if (ctx.method === 'PUT' || ctx.method === 'POST') return exists ? next() : noSuchUpload(ctx);
    if (!exists) return noSuchUpload(ctx);

    if (ctx.method === 'DELETE') {
      await rm(uploadDir, { recursive: true, force: true });
      ctx.status = 204;
      ctx.body = '';
      return;
    }
    if (ctx.method === 'GET') {
      const numbers = (await readdir(uploadDir)).filter((name) => /^\d+$/.test(name)).map(Number).sort((a, b) => a - b);
      const parts = await Promise.all(
        numbers.map(async (n) => {
          const [info, md5] = await Promise.all([stat(join(uploadDir, String(n))), readFile(join(uploadDir, `${n}.md5`), 'utf8').catch(() => '')]);
          return `<Part><PartNumber>${n}</PartNumber><LastModified>${info.mtime.toISOString()}</LastModified><ETag>"${md5}"</ETag><Size>${info.size}</Size></Part>`;
        }),
      );
      ctx.status = 200;
      ctx.set('Content-Type', 'application/xml');
      ctx.body =
        '<?xml version="1.0" encoding="UTF-8"?><ListPartsResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/">' +
        `<Bucket>${xmlEscape(bucket)}</Bucket><Key>${xmlEscape(key)}</Key><UploadId>${uploadId}</UploadId>` +
        `<PartNumberMarker>0</PartNumberMarker><NextPartNumberMarker>${numbers.at(-1) ?? 0}</NextPartNumberMarker>` +
        `<MaxParts>10000</MaxParts><IsTruncated>false</IsTruncated>${parts.join('')}</ListPartsResult>`;
      return;
    }
    return next();
  };
}
