import { createHash } from 'node:crypto';
import { createReadStream, existsSync } from 'node:fs';
import { mkdir, open, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Readable } from 'node:stream';

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
  ctx.body =
    '<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchUpload</Code><Message>The specified upload does not exist.</Message></Error>';
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
      const numbers = (await readdir(uploadDir))
        .filter((name) => /^\d+$/.test(name))
        .map(Number)
        .sort((a, b) => a - b);
      const parts = await Promise.all(
        numbers.map(async (n) => {
          const [info, md5] = await Promise.all([
            stat(join(uploadDir, String(n))),
            readFile(join(uploadDir, `${n}.md5`), 'utf8').catch(() => ''),
          ]);
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

interface FilesystemStore {
  getResourcePath(bucket: string, key: string | undefined, resource: string): string;
  getMetadata(bucket: string, key: string): Promise<Record<string, unknown>>;
  putMetadata(bucket: string, key: string, metadata: unknown, md5: string): Promise<void>;
  putObjectMultipart(
    bucket: string,
    uploadId: string,
    parts: { number: number; etag: string }[],
  ): Promise<{ md5: string; size: number }>;
  getObject(bucket: string, key: string, options?: { start?: number; end?: number }): Promise<unknown>;
  putObject(object: { bucket: string; key: string }): Promise<unknown>;
  deleteObject(bucket: string, key: string): Promise<void>;
}

interface PartManifest {
  parts: { file: string; offset: number; size: number }[];
}

const MIN_PART_BYTES = 5 * 1024 * 1024;

/**
 * Completes a multipart upload the way S3 does rather than the way s3rver does. S3 checks each part's
 * ETag and size (InvalidPart, InvalidPartOrder, EntityTooSmall), names the object md5(part md5s)-N,
 * and assembles it on its side; s3rver checks nothing and writes every byte a second time while the
 * client waits. Here the part files move under the object (renames, no bytes copied), a manifest
 * records their offsets, and the object file is a sparse file of the right size, so s3rver's own
 * HEAD, size and listing keep working; GET reads the byte range from the parts.
 */
export function completeLikeS3(store: FilesystemStore) {
  const S3Error = createRequire(import.meta.url)('s3rver/lib/models/error') as new (
    code: string,
    message: string,
  ) => Error;
  const S3Object = createRequire(import.meta.url)('s3rver/lib/models/object') as new (
    bucket: string,
    key: string,
    content: unknown,
    metadata: unknown,
  ) => { range?: unknown };
  const partsDirOf = (objectPath: string) => `${objectPath}.parts`;
  const manifestOf = (objectPath: string) => `${objectPath}.parts.json`;
  const readManifest = (objectPath: string) =>
    readFile(manifestOf(objectPath), 'utf8').then(
      (text) => JSON.parse(text) as PartManifest,
      () => undefined,
    );
  const removeParts = (objectPath: string) =>
    Promise.all([
      rm(partsDirOf(objectPath), { recursive: true, force: true }),
      rm(manifestOf(objectPath), { force: true }),
    ]);

  const { getObject, putObject, deleteObject } = store;

  store.putObjectMultipart = async function (this: FilesystemStore, bucket, uploadId, parts) {
    const uploadDir = join(this.getResourcePath(bucket, undefined, 'uploads'), uploadId);
    const [key, metadata] = await Promise.all([
      readFile(join(uploadDir, 'key'), 'utf8'),
      readFile(join(uploadDir, 'metadata'), 'utf8').then(JSON.parse),
    ]);
    if (parts.some((part, i) => i > 0 && part.number <= parts[i - 1]!.number)) {
      throw new S3Error('InvalidPartOrder', 'The list of parts was not in ascending order.');
    }
    const files = await Promise.all(
      parts.map(async (part, i) => {
        const file = join(uploadDir, String(part.number));
        const md5 = await readFile(`${file}.md5`, 'utf8').catch(() => undefined);
        if (!md5 || md5 !== part.etag)
          throw new S3Error('InvalidPart', `Part ${part.number} was not uploaded or its ETag does not match.`);
        const { size } = await stat(file);
        if (i < parts.length - 1 && size < MIN_PART_BYTES)
          throw new S3Error('EntityTooSmall', 'Your proposed upload is smaller than the minimum allowed object size.');
        return { file, md5, size };
      }),
    );
    const objectPath = this.getResourcePath(bucket, key, 'object');
    await mkdir(dirname(objectPath), { recursive: true });
    await removeParts(objectPath);
    await mkdir(partsDirOf(objectPath));
    const manifest: PartManifest = { parts: [] };
    let offset = 0;
    for (const [i, { file, size }] of files.entries()) {
      const target = join(partsDirOf(objectPath), String(i + 1));
      await rename(file, target);
      manifest.parts.push({ file: target, offset, size });
      offset += size;
    }
    await writeFile(manifestOf(objectPath), JSON.stringify(manifest));
    const sparse = await open(objectPath, 'w');
    await sparse.truncate(offset);
    await sparse.close();
    const etag = `${createHash('md5')
      .update(Buffer.concat(files.map(({ md5 }) => Buffer.from(md5, 'hex'))))
      .digest('hex')}-${files.length}`;
    await this.putMetadata(bucket, key, metadata, etag);
    await rm(uploadDir, { recursive: true, force: true });
    return { md5: etag, size: offset };
  };

  store.getObject = async function (this: FilesystemStore, bucket, key, options) {
    const objectPath = this.getResourcePath(bucket, key, 'object');
    const manifest = await readManifest(objectPath);
    if (!manifest) return getObject.call(this, bucket, key, options);
    const metadata = await this.getMetadata(bucket, key);
    const lastByte = Math.max(0, Number(metadata['content-length']) - 1);
    const range = { start: options?.start ?? 0, end: Math.min(options?.end ?? Infinity, lastByte) };
    const satisfiable = range.start >= 0 && range.start <= range.end;
    const object = new S3Object(
      bucket,
      key,
      satisfiable ? Readable.from(readRange(manifest, range.start, range.end)) : null,
      metadata,
    );
    if (options && (options.start !== undefined || options.end)) object.range = range;
    return object;
  };

  store.putObject = async function (this: FilesystemStore, object) {
    await removeParts(this.getResourcePath(object.bucket, object.key, 'object'));
    return putObject.call(this, object);
  };

  store.deleteObject = async function (this: FilesystemStore, bucket, key) {
    await removeParts(this.getResourcePath(bucket, key, 'object'));
    return deleteObject.call(this, bucket, key);
  };
}

async function* readRange(manifest: PartManifest, start: number, end: number) {
  for (const part of manifest.parts) {
    const from = Math.max(start, part.offset);
    const to = Math.min(end, part.offset + part.size - 1);
    if (from > to) continue;
    yield* createReadStream(part.file, { start: from - part.offset, end: to - part.offset });
  }
}
