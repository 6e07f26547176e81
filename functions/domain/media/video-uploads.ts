import { noteAuditChange } from '#lib/audit-trail.js';
import { logger } from '#lib/logger.js';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  ListPartsCommand,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { DeleteCommand, GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { ulid } from 'ulid';
import { partCount, type UploadedPart } from '#shared/multipart-upload.js';
import { VIDEO_EXTENSIONS, type VideoUploadStart } from '#shared/schemas.js';
import { db, failedCondition, isConditionFailure, queryAll, tableName, transactWrite } from '#lib/db.js';
import { Conflict, Gone, InvalidInput, NotFound } from '#lib/errors.js';
import { s3, videoBucket } from '#lib/s3.js';
import { courseExists, courseKeys, getCourse } from '../catalogue/index.js';
import {
  addVideoWrites,
  deleteCourseVideos,
  getVideoIfAny,
  listVideos,
  newVideoItem,
  toRecord,
  videoKeys,
  type VideoRecord,
} from './videos.js';

/**
 * An upload in progress: the browser sends parts straight to S3; the API only starts, signs,
 * lists, completes or aborts. The session keeps what the video record needs once the file is in.
 *   COURSE#<courseId> / UPLOAD#<uploadId>   { s3UploadId, objectKey, state, title, ..., ttl }
 *
 * Invariant: every upload ends with a video record and its file, or with neither.
 * - start: S3's upload is created first (its id goes into the session), then the session is written
 *   in one transaction with a check that the course exists; if that fails, the S3 upload is aborted.
 * - complete and abort first claim the session (state open → completing | aborting, conditionally),
 *   so they exclude each other; only the claimant talks to S3.
 * - the video's id is the upload's id, so writing the record after S3 has joined the file is
 *   idempotent: a retried complete (after a crash or a lost reply) finds or writes the same record.
 * - what a crash still leaves behind (a joined file with no record) is removed by sweepOrphanMedia.
 */
export const uploadKeys = {
  prefix: 'UPLOAD#',
  item: (courseId: string, uploadId: string) => ({ pk: `COURSE#${courseId}`, sk: `UPLOAD#${uploadId}` }),
};

/** S3's lower bound for every part but the last is 5 MiB; 16 MiB keeps a 5 GB file to 320 parts. */
export const PART_SIZE = 16 * 1024 * 1024;
const MAX_PARTS = 10_000;
const PART_URL_SECONDS = 60 * 60;
const SESSION_DAYS = 7;
/** A joined file with no record is removed once it is this old (no complete takes a day). */
export const ORPHAN_AGE_MS = 24 * 3600 * 1000;

type SessionState = 'open' | 'completing' | 'aborting';

interface UploadSession {
  courseId: string;
  uploadId: string;
  s3UploadId: string;
  objectKey: string;
  /** Missing on sessions written before states existed: those are open. */
  state?: SessionState;
  title: string;
  description?: string;
  duration?: number;
  order?: number;
  size: number;
  partSize: number;
}

export function partSizeFor(size: number): number {
  const mib = 1024 * 1024;
  return Math.max(PART_SIZE, Math.ceil(size / MAX_PARTS / mib) * mib);
}

/** The exact byte count of one part: every part is partSize, the last one what is left. */
export function partLength(size: number, partSize: number, partNumber: number): number {
  return Math.min(partSize, size - (partNumber - 1) * partSize);
}

/** Server-chosen key: the course, the upload's id (which becomes the video's id), and the extension of the checked type. */
export function uploadObjectKey(
  courseId: string,
  uploadId: string,
  contentType: VideoUploadStart['contentType'],
): string {
  return `media/courses/${courseId}/videos/${uploadId}.${VIDEO_EXTENSIONS[contentType]}`;
}

const errorName = (error: unknown) => (error as { name?: string } | null)?.name;

/** Ids are ULIDs; anything else (too long for a key, odd characters) cannot name a thing we hold. */
const ID = /^[0-9A-Za-z]{1,64}$/;

async function readSession(courseId: string, uploadId: string): Promise<UploadSession | undefined> {
  if (!ID.test(courseId) || !ID.test(uploadId)) return undefined;
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: uploadKeys.item(courseId, uploadId), ConsistentRead: true }),
  );
  return Item as UploadSession | undefined;
}

async function session(courseId: string, uploadId: string): Promise<UploadSession> {
  const found = await readSession(courseId, uploadId);
  if (found) return found;
  if (!(ID.test(courseId) && (await courseExists(courseId)))) throw new NotFound('course_not_found');
  throw new NotFound('upload_not_found');
}

/**
 * A session parts may still be listed and signed for: open, or claimed by a complete (which may have
 * been cut off: the browser then resumes and completes again). Not one an abort has claimed.
 */
async function liveSession(courseId: string, uploadId: string): Promise<UploadSession> {
  const found = await session(courseId, uploadId);
  if (found.state === 'aborting') throw new NotFound('upload_not_found');
  return found;
}

async function abortS3Upload(objectKey: string, s3UploadId: string): Promise<void> {
  try {
    await s3().send(new AbortMultipartUploadCommand({ Bucket: videoBucket(), Key: objectKey, UploadId: s3UploadId }));
  } catch (error) {
    if (errorName(error) !== 'NoSuchUpload') throw error;
  }
}

async function deleteSession(courseId: string, uploadId: string): Promise<void> {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: uploadKeys.item(courseId, uploadId) }));
}

/** S3 no longer has the upload (expired, aborted by its lifecycle rule or a course deletion): the session is stale. */
async function expired(upload: UploadSession): Promise<never> {
  await deleteSession(upload.courseId, upload.uploadId);
  if (!(await courseExists(upload.courseId))) throw new NotFound('course_not_found');
  throw new Gone('upload_expired');
}

export async function startUpload(courseId: string, input: VideoUploadStart) {
  // Fails early (and cheaply) for a course that does not exist; the transaction below is the real check.
  if (!ID.test(courseId)) throw new NotFound('course_not_found');
  await getCourse(courseId);
  const uploadId = ulid();
  const objectKey = uploadObjectKey(courseId, uploadId, input.contentType);
  const partSize = partSizeFor(input.size);
  const { UploadId } = await s3().send(
    new CreateMultipartUploadCommand({ Bucket: videoBucket(), Key: objectKey, ContentType: input.contentType }),
  );
  if (!UploadId) throw new Error('S3 did not return an upload id');
  const item: UploadSession & Record<string, unknown> = {
    ...uploadKeys.item(courseId, uploadId),
    entity: 'VideoUpload',
    courseId,
    uploadId,
    s3UploadId: UploadId,
    objectKey,
    state: 'open',
    contentType: input.contentType,
    title: input.title,
    description: input.description,
    duration: input.duration,
    order: input.order,
    size: input.size,
    partSize,
    createdAt: new Date().toISOString(),
    ttl: Math.floor(Date.now() / 1000) + SESSION_DAYS * 86_400,
  };
  try {
    // The course must exist in the same write: a course deleted meanwhile has already swept its
    // sessions, so a session written after that would never be cleaned up.
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            ConditionCheck: {
              TableName: tableName(),
              Key: courseKeys.item(courseId),
              ConditionExpression: 'attribute_exists(pk)',
            },
          },
          { Put: { TableName: tableName(), Item: item, ConditionExpression: 'attribute_not_exists(pk)' } },
        ],
      }),
    );
  } catch (error) {
    await abortS3Upload(objectKey, UploadId).catch((abortError) =>
      logger.warn('Could not abort an unused S3 upload', { objectKey, error: abortError }),
    );
    if (isConditionFailure(error)) throw new NotFound('course_not_found');
    throw error;
  }
  return { uploadId, key: objectKey, partSize };
}

/**
 * One presigned PUT per part, each signed with the part's exact Content-Length: S3 refuses a body of
 * any other size, so an upload cannot grow past the size that was checked when it started.
 */
export async function partUrls(courseId: string, uploadId: string, partNumbers: number[]) {
  const upload = await liveSession(courseId, uploadId);
  const last = partCount(upload.size, upload.partSize);
  const outOfRange = partNumbers.find((n) => n > last);
  if (outOfRange)
    throw new InvalidInput(
      'upload_part_out_of_range',
      `Part ${outOfRange} is beyond the last part (${last}) of this file`,
    );
  const urls = await Promise.all(
    [...new Set(partNumbers)].map(async (partNumber) => ({
      partNumber,
      url: await getSignedUrl(
        s3(),
        new UploadPartCommand({
          Bucket: videoBucket(),
          Key: upload.objectKey,
          UploadId: upload.s3UploadId,
          PartNumber: partNumber,
          ContentLength: partLength(upload.size, upload.partSize, partNumber),
        }),
        { expiresIn: PART_URL_SECONDS, signableHeaders: new Set(['content-length']) },
      ),
    })),
  );
  return { urls };
}

export async function uploadedParts(courseId: string, uploadId: string): Promise<{ parts: UploadedPart[] }> {
  const upload = await liveSession(courseId, uploadId);
  const parts: UploadedPart[] = [];
  let marker: string | undefined;
  try {
    do {
      const page = await s3().send(
        new ListPartsCommand({
          Bucket: videoBucket(),
          Key: upload.objectKey,
          UploadId: upload.s3UploadId,
          PartNumberMarker: marker,
        }),
      );
      for (const part of page.Parts ?? [])
        parts.push({ partNumber: part.PartNumber!, etag: part.ETag!, size: part.Size });
      marker = page.IsTruncated ? page.NextPartNumberMarker : undefined;
    } while (marker);
  } catch (error) {
    if (errorName(error) === 'NoSuchUpload') return expired(upload);
    throw error;
  }
  return { parts };
}

/** open → completing (or completing again, for a retry after a crash); refused once abort has claimed it. */
async function claimForCompletion(upload: UploadSession): Promise<void> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: uploadKeys.item(upload.courseId, upload.uploadId),
        UpdateExpression: 'SET #state = :completing, claimedAt = :now',
        ConditionExpression:
          'attribute_exists(pk) AND (attribute_not_exists(#state) OR #state IN (:open, :completing))',
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: { ':completing': 'completing', ':open': 'open', ':now': new Date().toISOString() },
      }),
    );
  } catch (error) {
    if (isConditionFailure(error)) throw new NotFound('upload_not_found');
    throw error;
  }
}

/** completing → open: the parts did not match, and the browser may resume to send them again. */
async function releaseClaim(upload: UploadSession): Promise<void> {
  await db()
    .send(
      new UpdateCommand({
        TableName: tableName(),
        Key: uploadKeys.item(upload.courseId, upload.uploadId),
        UpdateExpression: 'SET #state = :open',
        ConditionExpression: '#state = :completing',
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: { ':completing': 'completing', ':open': 'open' },
      }),
    )
    .catch((error) => {
      if (!isConditionFailure(error)) throw error;
    });
}

/** The joined file's size, or undefined when there is no file. */
async function objectSize(key: string): Promise<number | undefined> {
  try {
    const head = await s3().send(new HeadObjectCommand({ Bucket: videoBucket(), Key: key }));
    return head.ContentLength ?? 0;
  } catch (error) {
    const name = errorName(error);
    // S3 answers 403, not 404, for a missing key to a caller without ListBucket, as these functions are.
    const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
    if (name === 'NotFound' || name === 'NoSuchKey' || status === 404 || status === 403) return undefined;
    throw error;
  }
}

async function deleteObject(key: string): Promise<void> {
  await s3()
    .send(new DeleteObjectCommand({ Bucket: videoBucket(), Key: key }))
    .catch((error) => logger.warn('Could not delete a video file', { key, error }));
}

/** Joins the parts, then records the video, bumps the course's videoCount and ends the session in one transaction. */
export async function completeUpload(courseId: string, uploadId: string, parts: UploadedPart[]): Promise<VideoRecord> {
  const upload = await session(courseId, uploadId);
  if (upload.state === 'aborting') throw new NotFound('upload_not_found');
  const expected = partCount(upload.size, upload.partSize);
  const numbers = new Set(parts.map((part) => part.partNumber));
  if (numbers.size !== parts.length || numbers.size !== expected || [...numbers].some((n) => n > expected)) {
    throw new InvalidInput(
      'upload_parts_incomplete',
      `Send each of the ${expected} parts exactly once to complete this upload`,
    );
  }
  await claimForCompletion(upload);
  // The audit log names the lecture this step records (its request carries only the parts).
  noteAuditChange({ after: { title: upload.title } });

  try {
    await s3().send(
      new CompleteMultipartUploadCommand({
        Bucket: videoBucket(),
        Key: upload.objectKey,
        UploadId: upload.s3UploadId,
        MultipartUpload: {
          Parts: [...parts]
            .sort((a, b) => a.partNumber - b.partNumber)
            .map((p) => ({ PartNumber: p.partNumber, ETag: p.etag })),
        },
      }),
    );
  } catch (error) {
    const name = errorName(error);
    if (
      name === 'InvalidPart' ||
      name === 'InvalidPartOrder' ||
      name === 'EntityTooSmall' ||
      name === 'EntityTooLarge'
    ) {
      await releaseClaim(upload);
      throw new InvalidInput('upload_parts_mismatch');
    }
    if (name !== 'NoSuchUpload') {
      await releaseClaim(upload);
      throw error;
    }
    // A complete that ran before (and was cut off before the record) has joined the file already.
    if ((await objectSize(upload.objectKey)) === undefined) return expired(upload);
  }
  // The part URLs are signed for exact sizes, so S3 itself refuses a bigger part; this is the second
  // lock, for a storage that does not check (and for sessions signed before that rule).
  const size = await objectSize(upload.objectKey);
  if (size !== upload.size) {
    await deleteObject(upload.objectKey);
    await deleteSession(courseId, uploadId);
    throw new InvalidInput(
      'upload_size_mismatch',
      `The uploaded file has ${size ?? 0} bytes, not the ${upload.size} declared; start the upload again`,
    );
  }
  return recordVideo(upload);
}

/** One more than the highest order among the course's videos (1 for a course with none). */
async function nextVideoOrder(courseId: string): Promise<number> {
  const videos = await listVideos(courseId);
  return videos.reduce((highest, video) => Math.max(highest, video.order), 0) + 1;
}

/** After S3 has joined the file: write the record once, however often this runs. */
async function recordVideo(upload: UploadSession): Promise<VideoRecord> {
  const { courseId, uploadId } = upload;
  // No order given: the video goes after the course's last one, decided now rather than at start so
  // that uploads finishing in turn line up in the order they finished.
  const order = upload.order ?? (await nextVideoOrder(courseId));
  const item = newVideoItem(courseId, { ...upload, id: uploadId, order });
  for (let attempt = 1; ; attempt++) {
    try {
      await transactWrite([
        ...addVideoWrites(courseId, item),
        {
          Delete: {
            TableName: tableName(),
            Key: uploadKeys.item(courseId, uploadId),
            ConditionExpression: 'attribute_exists(pk)',
          },
        },
      ]);
      return toRecord(item);
    } catch (error) {
      if (failedCondition(error)) break;
      if (attempt >= 3) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * 2 ** attempt));
    }
  }
  // Something the transaction checks was not as expected: find out what.
  const existing = await getVideoIfAny(courseId, uploadId);
  if (existing) {
    await deleteSession(courseId, uploadId);
    return existing;
  }
  if (!(await courseExists(courseId))) {
    // The course was deleted while the file was uploading: keep no file that nothing refers to.
    await deleteObject(upload.objectKey);
    await deleteSession(courseId, uploadId);
    throw new NotFound('course_not_found');
  }
  // The session vanished (course deletion raced us and lost, or it expired): the file is in, so record it.
  try {
    await transactWrite(addVideoWrites(courseId, item));
    return toRecord(item);
  } catch (error) {
    if (!failedCondition(error)) throw error;
    const video = await getVideoIfAny(courseId, uploadId);
    if (video) return video;
    await deleteObject(upload.objectKey);
    throw new NotFound('course_not_found');
  }
}

export async function abortUpload(courseId: string, uploadId: string): Promise<void> {
  const upload = await session(courseId, uploadId);
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: uploadKeys.item(courseId, uploadId),
        UpdateExpression: 'SET #state = :aborting',
        ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(#state) OR #state IN (:open, :aborting))',
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: { ':aborting': 'aborting', ':open': 'open' },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const now = await readSession(courseId, uploadId);
    if (!now) throw new NotFound('upload_not_found');
    throw new Conflict('upload_completing');
  }
  await abortS3Upload(upload.objectKey, upload.s3UploadId);
  await deleteSession(courseId, uploadId);
}

/**
 * Every unfinished upload of a course: aborted in S3, any file a racing complete joined removed, and
 * the session deleted. Runs after the course itself is gone, so no new session or video can appear
 * under it (start and the record write both check the course in their transaction), and a complete
 * in flight either finds its S3 upload aborted or fails to record and removes its file.
 */
async function endCourseUploads(courseId: string): Promise<void> {
  const sessions = (await queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': videoKeys.partition(courseId), ':prefix': uploadKeys.prefix },
    ConsistentRead: true,
  })) as unknown as UploadSession[];
  await Promise.all(
    sessions.map(async (upload) => {
      await abortS3Upload(upload.objectKey, upload.s3UploadId).catch((error) =>
        logger.warn('Could not abort an S3 upload', { objectKey: upload.objectKey, error }),
      );
      if (!(await getVideoIfAny(courseId, upload.uploadId))) await deleteObject(upload.objectKey);
      await deleteSession(courseId, upload.uploadId);
    }),
  );
}

const MEDIA_KEY = /^media\/courses\/([^/]+)\/videos\/[^/]+$/;

/**
 * Removes every file under media/courses/ that no video record refers to and no open upload is
 * writing, once it is older than `olderThanMs` (a day by default): what a crash between S3's
 * complete and the record write, or a half-finished course deletion, leaves behind. Domain code:
 * run locally at start-up, and meant for a daily scheduled job in AWS. Returns the keys removed.
 */
export async function sweepOrphanMedia(options: { olderThanMs?: number; now?: number } = {}): Promise<string[]> {
  const cutoff = (options.now ?? Date.now()) - (options.olderThanMs ?? ORPHAN_AGE_MS);
  const byCourse = new Map<string, string[]>();
  let token: string | undefined;
  do {
    const page = await s3().send(
      new ListObjectsV2Command({ Bucket: videoBucket(), Prefix: 'media/courses/', ContinuationToken: token }),
    );
    for (const object of page.Contents ?? []) {
      const courseId = object.Key && MEDIA_KEY.exec(object.Key)?.[1];
      if (!courseId || !object.LastModified || object.LastModified.getTime() > cutoff) continue;
      byCourse.set(courseId, [...(byCourse.get(courseId) ?? []), object.Key!]);
    }
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);

  const removed: string[] = [];
  for (const [courseId, keys] of byCourse) {
    const items = ID.test(courseId)
      ? await queryAll({
          KeyConditionExpression: 'pk = :pk',
          ExpressionAttributeValues: { ':pk': videoKeys.partition(courseId) },
          ConsistentRead: true,
        })
      : [];
    const referenced = new Set(items.filter((item) => item.entity === 'Video').map((item) => item.objectKey as string));
    const uploading = new Map(
      items
        .filter((item) => item.entity === 'VideoUpload')
        .map((item) => [item.objectKey as string, item as unknown as UploadSession]),
    );
    for (const key of keys) {
      if (referenced.has(key)) continue;
      const upload = uploading.get(key);
      if (upload && (upload.state ?? 'open') === 'open') continue;
      await deleteObject(key);
      if (upload) await deleteSession(courseId, upload.uploadId);
      removed.push(key);
    }
  }
  return removed;
}

/**
 * Everything kept under a deleted course: unfinished uploads (ended as above), then the videos'
 * records and files. Safe to run again after a partial failure.
 */
export async function deleteCourseContent(courseId: string): Promise<void> {
  if (!ID.test(courseId)) return;
  await endCourseUploads(courseId);
  await deleteCourseVideos(courseId);
}
