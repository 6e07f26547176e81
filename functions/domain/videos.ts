import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import type { CourseVideo } from '../../shared/types.js';
import { db, isConditionFailure, queryPrefix, tableName } from '../lib/db.js';
import { NotFound } from '../lib/http-errors.js';
import { COURSE_NOT_FOUND, courseKeys } from './courses.js';

/**
 * Course video: the record of an uploaded file in the video bucket. Kept under its course, so a
 * course's curriculum is one Query.
 *   COURSE#<courseId> / VIDEO#<videoId>   { title, description, duration (s), order, objectKey }
 */
export const videoKeys = {
  partition: (courseId: string) => `COURSE#${courseId}`,
  prefix: 'VIDEO#',
  item: (courseId: string, videoId: string) => ({ pk: `COURSE#${courseId}`, sk: `VIDEO#${videoId}` }),
};

export const VIDEO_NOT_FOUND = 'Video not found';

/** Object keys are chosen by the server: the course, a fresh id, and the file's extension (if it has a safe one). */
export function videoObjectKey(courseId: string, fileName: string): string {
  const extension = /\.([a-z0-9]{1,5})$/i.exec(fileName)?.[1]?.toLowerCase();
  return `courses/${courseId}/videos/${ulid()}${extension ? `.${extension}` : ''}`;
}


export interface VideoRecord extends CourseVideo {
  courseId: string;
  objectKey: string;
}

export interface NewVideo {
  title: string;
  description?: string;
  duration?: number;
  order?: number;
  objectKey: string;
}

function toRecord(item: Record<string, unknown>): VideoRecord {
  return {
    _id: item.id as string,
    courseId: item.courseId as string,
    title: item.title as string,
    description: (item.description as string | undefined) ?? '',
    ...(typeof item.duration === 'number' ? { duration: item.duration } : {}),
    order: (item.order as number | undefined) ?? 0,
    createdAt: item.createdAt as string,
    objectKey: item.objectKey as string,
  };
}

/** What callers see: the object key stays on the server. */
export function toVideo(record: VideoRecord): CourseVideo {
  const { courseId: _course, objectKey: _key, ...video } = record;
  return video;
}

/** The record and the course's videoCount change together, or not at all. */
export async function createVideo(courseId: string, input: NewVideo): Promise<VideoRecord> {
  const id = ulid();
  const item = {
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
  try {
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
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
        ],
      }),
    );
  } catch (error) {
    if (isConditionFailure(error)) throw new NotFound(COURSE_NOT_FOUND);
    throw error;
  }
  return toRecord(item);
}

/** In curriculum order; videos with the same order number keep upload order. */
export async function listVideos(courseId: string): Promise<VideoRecord[]> {
  const records = (await queryPrefix(videoKeys.partition(courseId), videoKeys.prefix)).map(toRecord);
  return records.sort((a, b) => a.order - b.order || a._id.localeCompare(b._id));
}

export async function getVideo(courseId: string, videoId: string): Promise<VideoRecord> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: videoKeys.item(courseId, videoId) }));
  if (!Item) throw new NotFound(VIDEO_NOT_FOUND);
  return toRecord(Item);
}
