import {
  CopyObjectCommand,
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
} from '@aws-sdk/client-s3';
import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { ulid } from 'ulid';
import { NOTE_CONTENT_TYPE, NOTE_MAX_BYTES, type NoteInput } from '#shared/schemas.js';
import type { StudyNote } from '#shared/types.js';
import { batchWriteAll, db, isConditionFailure, queryAll, queryPrefix, tableName } from '#lib/db.js';
import { InvalidInput, NotFound, TooLarge } from '#lib/errors.js';
import { logger } from '#lib/logger.js';
import { s3, videoBucket } from '#lib/s3.js';
import { courseExists } from '../catalogue/index.js';
import { getVideo } from './videos.js';

/**
 * Study notes: a PDF kept under its course, for the whole course or (videoId) for one lecture, so a
 * course's notes are one Query.
 *   COURSE#<courseId> / NOTE#<noteId>   { title, titleGu?, videoId?, size, objectKey }
 * The file is media/notes/<courseId>/<noteId>.pdf; the note's id is the one its upload was given.
 * The browser uploads it to uploads/notes/<courseId>/<noteId>.pdf; saving the notes moves it under
 * media/notes/, and an upload never saved is removed after a day by the bucket's lifecycle rule.
 */
export const noteKeys = {
  partition: (courseId: string) => `COURSE#${courseId}`,
  prefix: 'NOTE#',
  item: (courseId: string, noteId: string) => ({ pk: `COURSE#${courseId}`, sk: `NOTE#${noteId}` }),
};

export const noteFolder = (courseId: string) => `media/notes/${courseId}/`;
export const noteObjectKey = (courseId: string, noteId: string) => `${noteFolder(courseId)}${noteId}.pdf`;
export const noteUploadFolder = (courseId: string) => `uploads/notes/${courseId}/`;
const noteUploadKey = (courseId: string, noteId: string) => `${noteUploadFolder(courseId)}${noteId}.pdf`;

const UPLOAD_SECONDS = 10 * 60;
/** A download link lives long enough to start the download, too short to pass around. */
export const NOTE_LINK_SECONDS = 5 * 60;
const PDF_SIGNATURE = '%PDF-';
const ID = /^[0-9A-Za-z]{1,64}$/;

async function assertCourse(courseId: string): Promise<void> {
  if (!ID.test(courseId) || !(await courseExists(courseId))) throw new NotFound('course_not_found');
}

function toNote(item: Record<string, unknown>): StudyNote {
  return {
    _id: item.id as string,
    courseId: item.courseId as string,
    ...(item.videoId ? { videoId: item.videoId as string } : {}),
    title: item.title as string,
    ...(item.titleGu ? { titleGu: item.titleGu as string } : {}),
    size: item.size as number,
    createdAt: item.createdAt as string,
  };
}

/** A presigned PUT for one PDF: key, type and length are signed, so the browser cannot send anything else. */
export async function noteUploadUrl(courseId: string, input: { size: number }) {
  await assertCourse(courseId);
  const fileKey = noteUploadKey(courseId, ulid());
  const uploadUrl = await getSignedUrl(
    s3(),
    new PutObjectCommand({
      Bucket: videoBucket(),
      Key: fileKey,
      ContentType: NOTE_CONTENT_TYPE,
      ContentLength: input.size,
    }),
    { expiresIn: UPLOAD_SECONDS },
  );
  return { uploadUrl, fileKey };
}

/** The uploaded file's size, after checking it is there, within 50 MB and starts as a PDF does; anything else is deleted. */
async function checkUploadedPdf(fileKey: string): Promise<number> {
  let size: number;
  try {
    const head = await s3().send(new HeadObjectCommand({ Bucket: videoBucket(), Key: fileKey }));
    size = head.ContentLength ?? 0;
  } catch (error) {
    const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
    if (status === 404 || status === 403) throw new InvalidInput('note_not_uploaded');
    throw error;
  }
  if (size > NOTE_MAX_BYTES) {
    await deleteNoteFile(fileKey);
    throw new TooLarge('note_too_large');
  }
  const start = await s3().send(
    new GetObjectCommand({ Bucket: videoBucket(), Key: fileKey, Range: `bytes=0-${PDF_SIGNATURE.length - 1}` }),
  );
  const bytes = Buffer.from((await start.Body?.transformToByteArray()) ?? []);
  if (bytes.toString('latin1') !== PDF_SIGNATURE) {
    await deleteNoteFile(fileKey);
    throw new InvalidInput('note_not_pdf');
  }
  return size;
}

/**
 * Records notes whose PDF is uploaded, moving the file from its upload under media/notes/; saving the
 * same upload twice gives the same notes.
 */
export async function createNote(courseId: string, input: NoteInput): Promise<StudyNote> {
  await assertCourse(courseId);
  const folder = noteUploadFolder(courseId);
  const id =
    input.fileKey.startsWith(folder) && input.fileKey.endsWith('.pdf')
      ? input.fileKey.slice(folder.length, -'.pdf'.length)
      : '';
  if (!ID.test(id)) throw new InvalidInput('note_not_uploaded');
  const saved = await findNoteItem(courseId, id);
  if (saved) return toNote(saved);
  if (input.videoId) await getVideo(courseId, input.videoId);
  const size = await checkUploadedPdf(input.fileKey);
  const objectKey = noteObjectKey(courseId, id);
  await s3().send(
    new CopyObjectCommand({
      Bucket: videoBucket(),
      Key: objectKey,
      CopySource: `${videoBucket()}/${input.fileKey.split('/').map(encodeURIComponent).join('/')}`,
      ContentType: NOTE_CONTENT_TYPE,
      MetadataDirective: 'REPLACE',
    }),
  );
  const item = {
    ...noteKeys.item(courseId, id),
    entity: 'StudyNote',
    id,
    courseId,
    ...(input.videoId ? { videoId: input.videoId } : {}),
    title: input.title,
    ...(input.titleGu ? { titleGu: input.titleGu } : {}),
    size,
    objectKey,
    createdAt: new Date().toISOString(),
  };
  try {
    await db().send(
      new PutCommand({ TableName: tableName(), Item: item, ConditionExpression: 'attribute_not_exists(pk)' }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    return getNote(courseId, id);
  }
  await deleteNoteFile(input.fileKey);
  return toNote(item);
}

/** Oldest first: the order they were added in. */
export async function listNotes(courseId: string): Promise<StudyNote[]> {
  return (await queryPrefix(noteKeys.partition(courseId), noteKeys.prefix)).map(toNote);
}

async function findNoteItem(courseId: string, noteId: string): Promise<Record<string, unknown> | undefined> {
  if (!ID.test(courseId) || !ID.test(noteId)) return undefined;
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: noteKeys.item(courseId, noteId), ConsistentRead: true }),
  );
  return Item;
}

async function getNoteItem(courseId: string, noteId: string): Promise<Record<string, unknown>> {
  const item = await findNoteItem(courseId, noteId);
  if (!item) throw new NotFound('note_not_found');
  return item;
}

export async function getNote(courseId: string, noteId: string): Promise<StudyNote> {
  return toNote(await getNoteItem(courseId, noteId));
}

/** A file name from the title: letters, digits, dashes and underscores, in ASCII for old browsers and UTF-8 for the rest. */
export function noteFileName(title: string): { ascii: string; utf8: string } {
  const base =
    title
      .normalize('NFC')
      .replace(/[\\/:*?"<>|\p{Cc}]+/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 100) || 'notes';
  const ascii =
    base
      .normalize('NFKD')
      .replace(/[^\w\- ]+/g, '')
      .trim()
      .replace(/ /g, '_') || 'notes';
  return { ascii: `${ascii}.pdf`, utf8: `${base}.pdf` };
}

/** A short-lived link that downloads the PDF as an attachment named after the notes. */
export async function noteDownload(courseId: string, noteId: string) {
  const item = await getNoteItem(courseId, noteId);
  const { ascii, utf8 } = noteFileName(item.title as string);
  const disposition = `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(utf8)}`;
  const url = await getSignedUrl(
    s3(),
    new GetObjectCommand({
      Bucket: videoBucket(),
      Key: item.objectKey as string,
      ResponseContentDisposition: disposition,
      ResponseContentType: NOTE_CONTENT_TYPE,
    }),
    { expiresIn: NOTE_LINK_SECONDS },
  );
  return { url, fileName: utf8, expiresAt: new Date(Date.now() + NOTE_LINK_SECONDS * 1000).toISOString() };
}

/** The record first, then its file, so notes never point at a missing file. */
export async function deleteNote(courseId: string, noteId: string): Promise<void> {
  if (!ID.test(courseId) || !ID.test(noteId)) throw new NotFound('note_not_found');
  let removed: Record<string, unknown> | undefined;
  try {
    ({ Attributes: removed } = await db().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: noteKeys.item(courseId, noteId),
        ConditionExpression: 'attribute_exists(pk)',
        ReturnValues: 'ALL_OLD',
      }),
    ));
  } catch (error) {
    if (isConditionFailure(error)) throw new NotFound('note_not_found');
    throw error;
  }
  await deleteNoteFile(removed!.objectKey as string);
}

/** The notes of a deleted lecture: each record, then its file. */
export async function deleteLectureNotes(courseId: string, videoId: string): Promise<void> {
  const notes = await queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': noteKeys.partition(courseId), ':prefix': noteKeys.prefix, ':video': videoId },
    FilterExpression: 'videoId = :video',
    ConsistentRead: true,
  });
  for (const note of notes)
    await deleteNote(courseId, note.id as string).catch((error) =>
      error instanceof NotFound ? undefined : Promise.reject(error),
    );
}

/** Everything under a deleted course: the records, then every file in its folder (unsaved uploads expire on their own). */
export async function deleteCourseNotes(courseId: string): Promise<void> {
  if (!ID.test(courseId)) return;
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': noteKeys.partition(courseId), ':prefix': noteKeys.prefix },
    ProjectionExpression: 'pk, sk',
    ConsistentRead: true,
  });
  await batchWriteAll(items.map((item) => ({ DeleteRequest: { Key: { pk: item.pk, sk: item.sk } } })));
  let token: string | undefined;
  do {
    const page = await s3().send(
      new ListObjectsV2Command({ Bucket: videoBucket(), Prefix: noteFolder(courseId), ContinuationToken: token }),
    );
    const keys = (page.Contents ?? []).flatMap((object) => (object.Key ? [{ Key: object.Key }] : []));
    if (keys.length) {
      const { Errors } = await s3().send(
        new DeleteObjectsCommand({ Bucket: videoBucket(), Delete: { Objects: keys, Quiet: true } }),
      );
      if (Errors?.length) logger.warn('Could not delete some notes files', { failures: Errors });
    }
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
}

async function deleteNoteFile(objectKey: string): Promise<void> {
  await s3()
    .send(new DeleteObjectCommand({ Bucket: videoBucket(), Key: objectKey }))
    .catch((error) => logger.warn('Could not delete a notes file', { error, objectKey }));
}
