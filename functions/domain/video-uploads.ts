import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  ListPartsCommand,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { DeleteCommand, GetCommand, PutCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { ulid } from 'ulid';
import { partCount, type UploadedPart } from '../../shared/multipart-upload.js';
import type { VideoUploadStart } from '../../shared/schemas.js';
import { db, isConditionFailure, tableName } from '../lib/db.js';
import { Conflict, InvalidInput, NotFound } from '../lib/errors.js';
import { s3, videoBucket } from '../lib/s3.js';
import { courseExists, getCourse } from './courses.js';
import { addVideoWrites, newVideoItem, toRecord, videoObjectKey, type VideoRecord } from './videos.js';

/**
 * An upload in progress: the browser sends parts straight to S3; the API only starts, signs,
 * lists, completes or aborts. The session keeps what the video record needs once the file is in.
 *   COURSE#<courseId> / UPLOAD#<uploadId>   { s3UploadId, objectKey, title, ..., ttl }
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

interface UploadSession {
  courseId: string;
  uploadId: string;
  s3UploadId: string;
  objectKey: string;
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

async function session(courseId: string, uploadId: string): Promise<UploadSession> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: uploadKeys.item(courseId, uploadId), ConsistentRead: true }));
  if (!Item) throw new NotFound('upload_not_found');
  return Item as unknown as UploadSession;
}

export async function startUpload(courseId: string, input: VideoUploadStart) {
  await getCourse(courseId);
  const objectKey = videoObjectKey(courseId, input.fileName);
  const { UploadId } = await s3().send(
    new CreateMultipartUploadCommand({ Bucket: videoBucket(), Key: objectKey, ContentType: input.contentType }),
  );
  if (!UploadId) throw new Error('S3 did not return an upload id');
  const uploadId = ulid();
  const partSize = partSizeFor(input.size);
  const item: UploadSession & Record<string, unknown> = {
    ...uploadKeys.item(courseId, uploadId),
    entity: 'VideoUpload',
    courseId,
    uploadId,
    s3UploadId: UploadId,
    objectKey,
    title: input.title,
    description: input.description,
    duration: input.duration,
    order: input.order,
    size: input.size,
    partSize,
    createdAt: new Date().toISOString(),
    ttl: Math.floor(Date.now() / 1000) + SESSION_DAYS * 86_400,
  };
  await db().send(new PutCommand({ TableName: tableName(), Item: item }));
  return { uploadId, key: objectKey, partSize };
}

export async function partUrls(courseId: string, uploadId: string, partNumbers: number[]) {
  const upload = await session(courseId, uploadId);
  const last = partCount(upload.size, upload.partSize);
  const outOfRange = partNumbers.find((n) => n > last);
  if (outOfRange) throw new InvalidInput('upload_part_out_of_range', `Part ${outOfRange} is beyond the last part (${last}) of this file`);
  const urls = await Promise.all(
    [...new Set(partNumbers)].map(async (partNumber) => ({
      partNumber,
      url: await getSignedUrl(
        s3(),
        new UploadPartCommand({ Bucket: videoBucket(), Key: upload.objectKey, UploadId: upload.s3UploadId, PartNumber: partNumber }),
        { expiresIn: PART_URL_SECONDS },
      ),
    })),
  );
  return { urls };
}

export async function uploadedParts(courseId: string, uploadId: string): Promise<{ parts: UploadedPart[] }> {
  const upload = await session(courseId, uploadId);
  const parts: UploadedPart[] = [];
  let marker: string | undefined;
  do {
    const page = await s3().send(
      new ListPartsCommand({ Bucket: videoBucket(), Key: upload.objectKey, UploadId: upload.s3UploadId, PartNumberMarker: marker }),
    );
    for (const part of page.Parts ?? []) parts.push({ partNumber: part.PartNumber!, etag: part.ETag!, size: part.Size });
    marker = page.IsTruncated ? page.NextPartNumberMarker : undefined;
  } while (marker);
  return { parts };
}

/** Joins the parts, then records the video, bumps the course's videoCount and ends the session in one transaction. */
export async function completeUpload(courseId: string, uploadId: string, parts: UploadedPart[]): Promise<VideoRecord> {
  const upload = await session(courseId, uploadId);
  const expected = partCount(upload.size, upload.partSize);
  const numbers = new Set(parts.map((part) => part.partNumber));
  if (numbers.size !== parts.length || numbers.size !== expected || [...numbers].some((n) => n > expected)) {
    throw new InvalidInput('upload_parts_incomplete', `Send each of the ${expected} parts exactly once to complete this upload`);
  }
  try {
    await s3().send(
      new CompleteMultipartUploadCommand({
        Bucket: videoBucket(),
        Key: upload.objectKey,
        UploadId: upload.s3UploadId,
        MultipartUpload: { Parts: [...parts].sort((a, b) => a.partNumber - b.partNumber).map((p) => ({ PartNumber: p.partNumber, ETag: p.etag })) },
      }),
    );
  } catch (error) {
    const name = (error as { name?: string }).name;
    if (name === 'InvalidPart' || name === 'InvalidPartOrder' || name === 'EntityTooSmall') {
      throw new InvalidInput('upload_parts_mismatch');
    }
    if (name === 'NoSuchUpload') throw new NotFound('upload_not_found');
    throw error;
  }

  const item = newVideoItem(courseId, { ...upload, objectKey: upload.objectKey });
  try {
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
          ...addVideoWrites(courseId, item),
          { Delete: { TableName: tableName(), Key: uploadKeys.item(courseId, uploadId), ConditionExpression: 'attribute_exists(pk)' } },
        ],
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    if (await courseExists(courseId)) throw new Conflict('upload_already_completed');
    // The course was deleted while the file was uploading: keep no file that nothing refers to.
    await s3().send(new DeleteObjectCommand({ Bucket: videoBucket(), Key: upload.objectKey })).catch(() => undefined);
    throw new NotFound('course_not_found');
  }
  return toRecord(item);
}

export async function abortUpload(courseId: string, uploadId: string): Promise<void> {
  const upload = await session(courseId, uploadId);
  try {
    await s3().send(new AbortMultipartUploadCommand({ Bucket: videoBucket(), Key: upload.objectKey, UploadId: upload.s3UploadId }));
  } catch (error) {
    if ((error as { name?: string }).name !== 'NoSuchUpload') throw error;
  }
  await db().send(new DeleteCommand({ TableName: tableName(), Key: uploadKeys.item(courseId, uploadId) }));
}
