import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { legacyRupeesToPaise, paise, paiseToRupees, rupeesToPaise, type Paise } from '#shared/money.js';
import type { CourseBody } from '#shared/course-body.js';
import type { Course } from '#shared/types.js';
import { cancellationCodes, db, isConditionFailure, queryPrefix, tableName, transactWrite } from '#lib/db.js';
import { NotFound } from '#lib/errors.js';
import { noteAuditChange } from '#lib/audit-trail.js';
import { plansOfItem, storedPlans } from './fee-plan-storage.js';
import { statsChanges, statsWrites } from '../stats/index.js';

/**
 * Course entity. The catalogue is small and read far more than written, so every course sits in one
 * partition: listing is a single strongly consistent Query, newest first (ids are ULIDs).
 *   CATALOGUE / COURSE#<id>
 * Creating and deleting a course changes the catalogue counters (stats.ts) in the same transaction.
 */
export const courseKeys = {
  partition: 'CATALOGUE',
  prefix: 'COURSE#',
  item: (id: string) => ({ pk: 'CATALOGUE', sk: `COURSE#${id}` }),
};

/** A course as stored and computed with: its price in paise. The API's `Course` has it in rupees. */
export interface CourseRecord extends Omit<Course, 'price'> {
  pricePaise: Paise;
}

/** Items written before money moved to paise have `price` in rupees and no `pricePaise`. */
function pricePaiseOf(item: Record<string, unknown>): Paise {
  return typeof item.pricePaise === 'number' ? paise(item.pricePaise) : legacyRupeesToPaise(item.price as number);
}

function toCourseRecord(item: Record<string, unknown>): CourseRecord {
  return {
    _id: item.id as string,
    title: item.title as string,
    description: item.description as string,
    ...(item.titleGu ? { titleGu: item.titleGu as string } : {}),
    ...(item.descriptionGu ? { descriptionGu: item.descriptionGu as string } : {}),
    pricePaise: pricePaiseOf(item),
    category: item.category as Course['category'],
    duration: item.duration as string,
    ...(item.thumbnail ? { thumbnail: item.thumbnail as string } : {}),
    features: (item.features as string[] | undefined) ?? [],
    ...((item.featuresGu as string[] | undefined)?.length ? { featuresGu: item.featuresGu as string[] } : {}),
    videoCount: (item.videoCount as number | undefined) ?? 0,
    ...plansOfItem(item),
    createdAt: item.createdAt as string,
    updatedAt: item.updatedAt as string,
  };
}

/** The API's shape: the spec's `price` in rupees, converted exactly. */
export function courseForApi({ pricePaise, ...rest }: CourseRecord): Course {
  return { ...rest, price: paiseToRupees(pricePaise) };
}

function toCourse(item: Record<string, unknown>): Course {
  return courseForApi(toCourseRecord(item));
}

/** What a course input stores: every field as sent (none that is absent), the price as paise. */
function storedFields({ price, plans, ...rest }: CourseBody) {
  const present = Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== undefined));
  const pricePaise = rupeesToPaise(price);
  return { ...present, pricePaise, plans: storedPlans(plans, pricePaise) };
}

export async function listCourses(): Promise<Course[]> {
  return (await queryPrefix(courseKeys.partition, courseKeys.prefix)).map(toCourse);
}

/** For code that computes with the price (payments): the stored course, price in paise. */
export async function getCourseRecord(id: string): Promise<CourseRecord> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: courseKeys.item(id) }));
  if (!Item) throw new NotFound('course_not_found');
  return toCourseRecord(Item);
}

export async function getCourse(id: string): Promise<Course> {
  return courseForApi(await getCourseRecord(id));
}

export async function courseExists(id: string): Promise<boolean> {
  const { Item } = await db().send(
    new GetCommand({
      TableName: tableName(),
      Key: courseKeys.item(id),
      ProjectionExpression: 'pk',
      ConsistentRead: true,
    }),
  );
  return Boolean(Item);
}

export async function createCourse(input: CourseBody): Promise<Course> {
  const id = ulid();
  const now = new Date().toISOString();
  await transactWrite([
    {
      Put: {
        TableName: tableName(),
        Item: {
          ...courseKeys.item(id),
          entity: 'Course',
          id,
          ...storedFields(input),
          videoCount: 0,
          createdAt: now,
          updatedAt: now,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    ...statsWrites([statsChanges.courseCreated()]),
  ]);
  return getCourse(id);
}

/** Also moves an item written before money was in paise: it stores `pricePaise` and drops the old `price`. */
export async function updateCourse(id: string, input: CourseBody): Promise<Course> {
  const fields: Record<string, unknown> = Object.fromEntries(
    Object.entries({ ...storedFields(input), updatedAt: new Date().toISOString() }).filter(
      ([, value]) => value !== undefined,
    ),
  );
  const names = Object.keys(fields);
  const optional = ['thumbnail', 'titleGu', 'descriptionGu', 'featuresGu', 'plans'] as const;
  const removed = ['price', ...optional.filter((name) => fields[name] === undefined)];
  try {
    const { Attributes } = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: courseKeys.item(id),
        UpdateExpression: `SET ${names.map((name) => `#${name} = :${name}`).join(', ')} REMOVE ${removed.map((name) => `#${name}`).join(', ')}`,
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: Object.fromEntries([...names, ...removed].map((name) => [`#${name}`, name])),
        ExpressionAttributeValues: Object.fromEntries(names.map((name) => [`:${name}`, fields[name]])),
        // The old item, so the audit log has the price and title before; the new one is the old with this update.
        ReturnValues: 'ALL_OLD',
      }),
    );
    const updated: Record<string, unknown> = { ...Attributes, ...fields };
    for (const name of removed) if (fields[name] === undefined) delete updated[name];
    noteAuditChange({ before: auditedCourse(Attributes!), after: auditedCourse(updated) });
    return toCourse(updated);
  } catch (error) {
    if (isConditionFailure(error)) throw new NotFound('course_not_found');
    throw error;
  }
}

/** What the audit log keeps of a course edit: its price and titles. */
function auditedCourse(item: Record<string, unknown>) {
  return {
    title: item.title,
    titleGu: item.titleGu,
    price: typeof item.pricePaise === 'number' ? paiseToRupees(paise(item.pricePaise)) : undefined,
  };
}

const DELETE_ATTEMPTS = 10;

/**
 * Deletes the course and takes it and its videos out of the catalogue counters in one transaction,
 * with `alsoWrite` (what must happen if and only if the course goes: the mark that its enrolments are
 * to be removed). The delete is conditional on the video count it read, so a video recorded or deleted
 * meanwhile makes it read again rather than count wrong.
 */
export async function deleteCourse(id: string, alsoWrite: Parameters<typeof transactWrite>[0] = []): Promise<void> {
  for (let attempt = 1; attempt <= DELETE_ATTEMPTS; attempt++) {
    const { Item } = await db().send(
      new GetCommand({ TableName: tableName(), Key: courseKeys.item(id), ConsistentRead: true }),
    );
    if (!Item) throw new NotFound('course_not_found');
    const videoCount = (Item.videoCount as number | undefined) ?? 0;
    try {
      await transactWrite([
        {
          Delete: {
            TableName: tableName(),
            Key: courseKeys.item(id),
            ConditionExpression:
              videoCount === 0
                ? 'attribute_exists(pk) AND (attribute_not_exists(videoCount) OR videoCount = :seen)'
                : 'videoCount = :seen',
            ExpressionAttributeValues: { ':seen': videoCount },
          },
        },
        ...statsWrites([statsChanges.courseDeleted(videoCount)]),
        ...alsoWrite,
      ]);
      return;
    } catch (error) {
      if (cancellationCodes(error)[0] !== 'ConditionalCheckFailed') throw error;
    }
  }
  throw new Error(`Course ${id}: its video count kept changing while it was being deleted`);
}
