import { DeleteObjectsCommand } from '@aws-sdk/client-s3';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import type { VideoEdit } from '#shared/schemas.js';
import type { CourseVideo } from '#shared/types.js';
import {
  batchWriteAll,
  db,
  failedCondition,
  isConditionFailure,
  queryAll,
  queryPrefix,
  tableName,
  transactWrite,
} from '#lib/db.js';
import { Conflict, NotFound } from '#lib/errors.js';
import { logger } from '#lib/logger.js';
import { s3, videoBucket } from '#lib/s3.js';
import { courseKeys } from '../catalogue/index.js';
import { statsChanges, statsWrites } from '../stats/index.js';
import { deleteCourseRenditions, deleteRenditions } from './transcode-files.js';
import { processingOf, type VideoProcessing } from './transcode-state.js';

/**
 * Course video: the record of an uploaded file in the video bucket. Kept under its course, so a
 * course's curriculum is one Query.
 *   COURSE#<courseId> / VIDEO#<videoId>   { title, description, duration (s), order, objectKey, transcode state (transcode.ts) }
 * The course item (CATALOGUE / COURSE#<id>) keeps videoCount and curriculumVersion (one more each reorder).
 */
export const videoKeys = {
  partition: (courseId: string) => `COURSE#${courseId}`,
  prefix: 'VIDEO#',
  item: (courseId: string, videoId: string) => ({ pk: `COURSE#${courseId}`, sk: `VIDEO#${videoId}` }),
};

/**
 * Object keys are chosen by the server: under media/ (what CloudFront's signed /media/* path serves),
 * the course, a fresh id, and the file's extension when it has a plain one.
 */
export function videoObjectKey(courseId: string, fileName: string): string {
  const extension = /\.([a-z0-9]{1,5})$/i.exec(fileName)?.[1]?.toLowerCase();
  return `media/courses/${courseId}/videos/${ulid()}${extension ? `.${extension}` : ''}`;
}

export interface VideoRecord extends CourseVideo {
  courseId: string;
  objectKey: string;
  processing?: VideoProcessing;
  /** The HLS master playlist, once the renditions are ready. */
  hlsMasterKey?: string;
}

export interface NewVideo {
  /** The upload's id for an uploaded file, so that recording it twice finds the same record. */
  id?: string;
  title: string;
  description?: string;
  duration?: number;
  order?: number;
  objectKey: string;
}

export function toRecord(item: Record<string, unknown>): VideoRecord {
  return {
    _id: item.id as string,
    courseId: item.courseId as string,
    title: item.title as string,
    description: (item.description as string | undefined) ?? '',
    ...(typeof item.duration === 'number' ? { duration: item.duration } : {}),
    order: (item.order as number | undefined) ?? 0,
    createdAt: item.createdAt as string,
    objectKey: item.objectKey as string,
    ...(item.transcodeState ? { processing: processingOf(item) } : {}),
    ...(typeof item.hlsMasterKey === 'string' ? { hlsMasterKey: item.hlsMasterKey } : {}),
  };
}

/** What callers see: the object key stays on the server. */
export function toVideo(record: VideoRecord): CourseVideo {
  const { courseId: _course, objectKey: _key, processing: _processing, hlsMasterKey: _master, ...video } = record;
  return video;
}

/** What an admin sees: the video and how far its renditions are. */
export function toAdminVideo(record: VideoRecord): CourseVideo & { processing?: VideoProcessing } {
  return { ...toVideo(record), ...(record.processing ? { processing: record.processing } : {}) };
}

export function newVideoItem(courseId: string, input: NewVideo): Record<string, unknown> {
  const id = input.id ?? ulid();
  return {
    ...videoKeys.item(courseId, id),
    entity: 'Video',
    id,
    courseId,
    title: input.title,
    description: input.description ?? '',
    duration: input.duration,
    order: input.order ?? 0,
    objectKey: input.objectKey,
    createdAt: new Date().toISOString(),
  };
}

/** The writes that add a video: its record, one more on the course's videoCount (the course must exist) and on the video counter. */
export function addVideoWrites(courseId: string, item: Record<string, unknown>) {
  return [
    { Put: { TableName: tableName(), Item: item, ConditionExpression: 'attribute_not_exists(pk)' } },
    {
      Update: {
        TableName: tableName(),
        Key: courseKeys.item(courseId),
        UpdateExpression: 'ADD videoCount :one',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':one': 1 },
      },
    },
    ...statsWrites([statsChanges.videoAdded()]),
  ];
}

/** For a file already in the bucket: the record and the course's videoCount change together, or not at all. */
export async function createVideo(courseId: string, input: NewVideo): Promise<VideoRecord> {
  const item = newVideoItem(courseId, input);
  try {
    await transactWrite(addVideoWrites(courseId, item));
  } catch (error) {
    if (failedCondition(error)) throw new NotFound('course_not_found');
    throw error;
  }
  return toRecord(item);
}

/** In curriculum order; videos with the same order number keep upload order. */
export async function listVideos(courseId: string): Promise<VideoRecord[]> {
  const records = (await queryPrefix(videoKeys.partition(courseId), videoKeys.prefix)).map(toRecord);
  return records.sort((a, b) => a.order - b.order || a._id.localeCompare(b._id));
}

/** Ids are ULIDs; anything else (too long for a key, odd characters) names nothing we hold. */
const ID = /^[0-9A-Za-z]{1,64}$/;

export async function getVideoIfAny(courseId: string, videoId: string): Promise<VideoRecord | undefined> {
  if (!ID.test(courseId) || !ID.test(videoId)) return undefined;
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: videoKeys.item(courseId, videoId), ConsistentRead: true }),
  );
  return Item ? toRecord(Item) : undefined;
}

export async function getVideo(courseId: string, videoId: string): Promise<VideoRecord> {
  const video = await getVideoIfAny(courseId, videoId);
  if (!video) throw new NotFound('video_not_found');
  return video;
}

/** New texts for a video; its file, length and place stay. */
export async function updateVideoText(courseId: string, videoId: string, edit: VideoEdit): Promise<VideoRecord> {
  if (!ID.test(courseId) || !ID.test(videoId)) throw new NotFound('video_not_found');
  try {
    const { Attributes } = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: videoKeys.item(courseId, videoId),
        UpdateExpression: 'SET #title = :title, #description = :description',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: { '#title': 'title', '#description': 'description' },
        ExpressionAttributeValues: { ':title': edit.title, ':description': edit.description ?? '' },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return toRecord(Attributes!);
  } catch (error) {
    if (isConditionFailure(error)) throw new NotFound('video_not_found');
    throw error;
  }
}

/** DynamoDB takes at most 100 writes in one transaction: the course's and 99 videos'. */
const MOVES_PER_TRANSACTION = 99;

/**
 * Gives the course's videos the places of `videoIds` (1, 2, 3...). The list must name every video
 * the course has, each once. The course's `curriculumVersion` goes up with every reorder, and the
 * writes hold only while it, the course's video count and each video are as read here: an upload, a
 * delete or another admin's reorder in between refuses this one (video_order_stale) rather than
 * mixing the two. Up to 99 moved videos are one transaction; a longer list is written in turns that
 * each check the version this reorder set, so a reorder that starts in between wins whole.
 */
export async function reorderVideos(courseId: string, videoIds: readonly string[]): Promise<VideoRecord[]> {
  if (!ID.test(courseId)) throw new NotFound('course_not_found');
  const { Item: course } = await db().send(
    new GetCommand({
      TableName: tableName(),
      Key: courseKeys.item(courseId),
      ProjectionExpression: 'videoCount, curriculumVersion',
      ConsistentRead: true,
    }),
  );
  if (!course) throw new NotFound('course_not_found');
  const current = (
    await queryAll({
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': videoKeys.partition(courseId), ':prefix': videoKeys.prefix },
      ConsistentRead: true,
    })
  ).map(toRecord);
  const byId = new Map(current.map((video) => [video._id, video]));
  if (videoIds.length !== current.length || videoIds.some((id) => !byId.has(id)))
    throw new Conflict('video_order_stale');

  const ordered = videoIds.map((id, index) => ({ ...byId.get(id)!, order: index + 1 }));
  const moved = ordered.filter((video) => video.order !== byId.get(video._id)!.order);
  const version = (course.curriculumVersion as number | undefined) ?? 0;
  const videoCount = (course.videoCount as number | undefined) ?? 0;
  const countUnchanged =
    videoCount === 0 ? '(attribute_not_exists(videoCount) OR videoCount = :count)' : 'videoCount = :count';
  for (let start = 0; start < moved.length; start += MOVES_PER_TRANSACTION) {
    // The first turn claims the next version; later turns go on only while this reorder still holds it.
    const seen = start === 0 ? version : version + 1;
    const versionUnchanged =
      seen === 0
        ? '(attribute_not_exists(curriculumVersion) OR curriculumVersion = :seen)'
        : 'curriculumVersion = :seen';
    try {
      await transactWrite([
        {
          Update: {
            TableName: tableName(),
            Key: courseKeys.item(courseId),
            UpdateExpression: 'SET curriculumVersion = :next',
            ConditionExpression: `attribute_exists(pk) AND ${versionUnchanged} AND ${countUnchanged}`,
            ExpressionAttributeValues: { ':next': version + 1, ':seen': seen, ':count': videoCount },
          },
        },
        ...moved.slice(start, start + MOVES_PER_TRANSACTION).map((video) => ({
          Update: {
            TableName: tableName(),
            Key: videoKeys.item(courseId, video._id),
            UpdateExpression: 'SET #order = :order',
            ConditionExpression: 'attribute_exists(pk)',
            ExpressionAttributeNames: { '#order': 'order' },
            ExpressionAttributeValues: { ':order': video.order },
          },
        })),
      ]);
    } catch (error) {
      if (failedCondition(error)) throw new Conflict('video_order_stale');
      throw error;
    }
  }
  return ordered;
}

/** The record and the counts go together; the file goes after, so a record never points at a missing file. */
export async function deleteVideo(courseId: string, videoId: string): Promise<void> {
  const video = await getVideo(courseId, videoId);
  try {
    await transactWrite([
      {
        Delete: {
          TableName: tableName(),
          Key: videoKeys.item(courseId, videoId),
          ConditionExpression: 'attribute_exists(pk)',
        },
      },
      {
        Update: {
          TableName: tableName(),
          Key: courseKeys.item(courseId),
          UpdateExpression: 'ADD videoCount :minusOne',
          ConditionExpression: 'attribute_exists(pk) AND videoCount > :zero',
          ExpressionAttributeValues: { ':minusOne': -1, ':zero': 0 },
        },
      },
      ...statsWrites([statsChanges.videoDeleted()]),
    ]);
  } catch (error) {
    if (failedCondition(error)) throw new NotFound('video_not_found');
    throw error;
  }
  await deleteObjects([video.objectKey]);
  if (video.processing) await deleteRenditions(courseId, videoId);
}

/**
 * A deleted course's videos: records first, then their files. The counters lost them when the course
 * was deleted (courses.ts). Unfinished uploads are video-uploads.ts's.
 */
export async function deleteCourseVideos(courseId: string): Promise<void> {
  if (!ID.test(courseId)) return;
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': videoKeys.partition(courseId), ':prefix': videoKeys.prefix },
    ProjectionExpression: 'pk, sk, objectKey',
    ConsistentRead: true,
  });
  await batchWriteAll(items.map((item) => ({ DeleteRequest: { Key: { pk: item.pk, sk: item.sk } } })));
  await deleteObjects(items.map((item) => item.objectKey as string));
  await deleteCourseRenditions(courseId);
}

async function deleteObjects(keys: string[]): Promise<void> {
  for (let i = 0; i < keys.length; i += 1000) {
    const { Errors } = await s3().send(
      new DeleteObjectsCommand({
        Bucket: videoBucket(),
        Delete: { Objects: keys.slice(i, i + 1000).map((Key) => ({ Key })), Quiet: true },
      }),
    );
    if (Errors?.length) logger.warn('Could not delete some video files', { failures: Errors });
  }
}
