import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import type { CourseInput } from '../../shared/schemas.js';
import type { Course } from '../../shared/types.js';
import { db, isConditionFailure, queryPrefix, tableName } from '../lib/db.js';
import { NotFound } from '../lib/errors.js';

/**
 * Course entity. The catalogue is small and read far more than written, so every course sits in one
 * partition: listing is a single strongly consistent Query, newest first (ids are ULIDs).
 *   CATALOGUE / COURSE#<id>
 */
export const courseKeys = {
  partition: 'CATALOGUE',
  prefix: 'COURSE#',
  item: (id: string) => ({ pk: 'CATALOGUE', sk: `COURSE#${id}` }),
};

function toCourse(item: Record<string, unknown>): Course {
  return {
    _id: item.id as string,
    title: item.title as string,
    description: item.description as string,
    price: item.price as number,
    category: item.category as Course['category'],
    duration: item.duration as string,
    ...(item.thumbnail ? { thumbnail: item.thumbnail as string } : {}),
    features: (item.features as string[] | undefined) ?? [],
    videoCount: (item.videoCount as number | undefined) ?? 0,
    createdAt: item.createdAt as string,
    updatedAt: item.updatedAt as string,
  };
}

export async function listCourses(): Promise<Course[]> {
  return (await queryPrefix(courseKeys.partition, courseKeys.prefix)).map(toCourse);
}

export async function getCourse(id: string): Promise<Course> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: courseKeys.item(id) }));
  if (!Item) throw new NotFound('course_not_found');
  return toCourse(Item);
}

export async function courseExists(id: string): Promise<boolean> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: courseKeys.item(id), ProjectionExpression: 'pk', ConsistentRead: true }));
  return Boolean(Item);
}

export async function createCourse(input: CourseInput): Promise<Course> {
  const id = ulid();
  const now = new Date().toISOString();
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...courseKeys.item(id), entity: 'Course', id, ...input, videoCount: 0, createdAt: now, updatedAt: now },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
  return getCourse(id);
}

export async function updateCourse(id: string, input: CourseInput): Promise<Course> {
  const fields = Object.fromEntries(
    Object.entries({ ...input, updatedAt: new Date().toISOString() }).filter(([, value]) => value !== undefined),
  );
  const names = Object.keys(fields);
  const remove = input.thumbnail === undefined ? ' REMOVE thumbnail' : '';
  try {
    const { Attributes } = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: courseKeys.item(id),
        UpdateExpression: `SET ${names.map((name) => `#${name} = :${name}`).join(', ')}${remove}`,
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: Object.fromEntries(names.map((name) => [`#${name}`, name])),
        ExpressionAttributeValues: Object.fromEntries(names.map((name) => [`:${name}`, fields[name]])),
        ReturnValues: 'ALL_NEW',
      }),
    );
    return toCourse(Attributes!);
  } catch (error) {
    if (isConditionFailure(error)) throw new NotFound('course_not_found');
    throw error;
  }
}

export async function deleteCourse(id: string): Promise<void> {
  try {
    await db().send(new DeleteCommand({ TableName: tableName(), Key: courseKeys.item(id), ConditionExpression: 'attribute_exists(pk)' }));
  } catch (error) {
    if (isConditionFailure(error)) throw new NotFound('course_not_found');
    throw error;
  }
}
