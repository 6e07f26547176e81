import { DeleteCommand, GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { cancellationCodes, db, queryAll, tableName, transactWrite } from '#lib/db.js';
import { timeLeft } from '#lib/deadline.js';
import { logger } from '#lib/logger.js';
import { userKeys } from '../users/index.js';
import { courseExists } from '../catalogue/index.js';
import { COUNTER_SHARDS, statsKeys, statsWrites } from '../stats/index.js';
import { courseEnrollmentsPartition, enrollmentKeys } from './enrollments.js';

/**
 * The enrolments of a deleted course go with it: each enrolment, the course in its student's
 * `enrolledCourses`, and one off the course's enrolment counter, in one transaction per enrolment, found
 * through the course's own index partition (gsi2 COURSEENROLLMENTS#<courseId>), a page at a time.
 *   COURSEREMOVALS / COURSE#<courseId>   { courseId, deletedAt }   a deleted course whose enrolments are not all removed yet
 * The marker is written by the course's delete transaction, so a delete that dies halfway leaves it
 * behind; the delete request removes what its time allows, and the FinishCourseDeletions job the rest.
 */
export const courseRemovalKeys = {
  partition: 'COURSEREMOVALS',
  item: (courseId: string) => ({ pk: 'COURSEREMOVALS', sk: `COURSE#${courseId}` }),
};

/** Enrolments read per Query; they are removed in parallel, one counter shard each, so they never clash on a counter. */
const PAGE = COUNTER_SHARDS;
const LIST_CHANGED_ATTEMPTS = 5;

/** The write that marks the course's enrolments for removal, for the course's delete transaction. */
export function enrolmentRemovalMarker(courseId: string, deletedAt: string) {
  return {
    Put: {
      TableName: tableName(),
      Item: { ...courseRemovalKeys.item(courseId), entity: 'CourseRemoval', courseId, deletedAt },
    },
  };
}

/** The marker for a course deleted before enrolments were removed with it (the counter rebuild finds them). */
export async function markEnrolmentsForRemoval(courseId: string, deletedAt = new Date().toISOString()): Promise<void> {
  await db()
    .send(
      new PutCommand({
        ...enrolmentRemovalMarker(courseId, deletedAt).Put,
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    )
    .catch((error: unknown) => {
      if ((error as { name?: string }).name !== 'ConditionalCheckFailedException') throw error;
    });
}

/**
 * Removes one enrolment of a deleted course. The student's list loses the course by position, on
 * condition that the position still holds it (an enrolment added meanwhile goes at the end and moves
 * nothing; a removal meanwhile does, and then the list is read again). False if it was gone already.
 */
async function removeEnrolment(userId: string, courseId: string, shard: number): Promise<boolean> {
  for (let attempt = 1; ; attempt++) {
    const { Item: user } = await db().send(
      new GetCommand({
        TableName: tableName(),
        Key: userKeys.profile(userId),
        ConsistentRead: true,
        ProjectionExpression: 'enrolledCourses',
      }),
    );
    const listed = ((user?.enrolledCourses as string[] | undefined) ?? []).flatMap((id, at) =>
      id === courseId ? [at] : [],
    );
    const listUpdate = listed.length
      ? [
          {
            Update: {
              TableName: tableName(),
              Key: userKeys.profile(userId),
              UpdateExpression: `REMOVE ${listed.map((at) => `enrolledCourses[${at}]`).join(', ')} SET updatedAt = :now`,
              ConditionExpression: listed.map((at) => `enrolledCourses[${at}] = :course`).join(' AND '),
              ExpressionAttributeValues: { ':course': courseId, ':now': new Date().toISOString() },
            },
          },
        ]
      : [];
    try {
      await transactWrite([
        {
          Delete: {
            TableName: tableName(),
            Key: enrollmentKeys.item(userId, courseId),
            ConditionExpression: 'attribute_exists(pk)',
          },
        },
        ...listUpdate,
        ...statsWrites([{ key: statsKeys.course(courseId), add: { enrollmentCount: -1 } }], shard),
      ]);
      return true;
    } catch (error) {
      const [enrolment, list] = cancellationCodes(error);
      if (enrolment === 'ConditionalCheckFailed') return false;
      if (list !== 'ConditionalCheckFailed' || attempt >= LIST_CHANGED_ATTEMPTS) throw error;
    }
  }
}

export interface RemovalProgress {
  removed: number;
  /** Every enrolment is gone and so is the marker. */
  done: boolean;
}

/**
 * Removes the enrolments of a deleted course, a page at a time, while `hasTime` says so; when none is
 * left, the marker goes too. A course that exists is left alone, whatever asks.
 */
export async function removeDeletedCourseEnrolments(
  courseId: string,
  hasTime: () => boolean = () => timeLeft(3000) > 0,
): Promise<RemovalProgress> {
  if (await courseExists(courseId)) {
    await db().send(new DeleteCommand({ TableName: tableName(), Key: courseRemovalKeys.item(courseId) }));
    return { removed: 0, done: true };
  }
  let removed = 0;
  while (hasTime()) {
    const { Items = [] } = await db().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: 'gsi2',
        KeyConditionExpression: 'gsi2pk = :course',
        ExpressionAttributeValues: { ':course': courseEnrollmentsPartition(courseId) },
        Limit: PAGE,
      }),
    );
    if (Items.length === 0) {
      await db().send(new DeleteCommand({ TableName: tableName(), Key: courseRemovalKeys.item(courseId) }));
      return { removed, done: true };
    }
    const results = await Promise.all(
      Items.map((item, shard) => removeEnrolment(item.userId as string, courseId, shard)),
    );
    removed += results.filter(Boolean).length;
  }
  return { removed, done: false };
}

/** Every deleted course's enrolments still waiting, removed while there is time (the job). */
export async function finishCourseDeletions(
  hasTime: () => boolean = () => timeLeft(3000) > 0,
): Promise<{ courses: number; removed: number; waiting: number }> {
  const markers = await queryAll({
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': courseRemovalKeys.partition },
    ConsistentRead: true,
  });
  const report = { courses: 0, removed: 0, waiting: 0 };
  for (const marker of markers) {
    if (!hasTime()) {
      report.waiting++;
      continue;
    }
    const progress = await removeDeletedCourseEnrolments(marker.courseId as string, hasTime);
    report.removed += progress.removed;
    if (progress.done) report.courses++;
    else report.waiting++;
  }
  if (report.waiting > 0) logger.info('Enrolments of deleted courses are still being removed', { ...report });
  return report;
}
