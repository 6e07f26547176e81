import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Enrollment } from '#shared/types.js';
import { batchGetAll, db, failedCondition, queryPrefix, tableName, transactWrite } from '#lib/db.js';
import { Conflict } from '#lib/errors.js';
import { courseKeys } from '../catalogue/index.js';
import { statsChanges, statsWrites } from '../stats/index.js';
import { userKeys } from '../users/index.js';

/**
 * Enrolment: a student's access to one course, kept under the student so "my courses" is one Query.
 *   USER#<userId> / ENROLL#<courseId>   { courseId, enrolledAt }
 *     gsi1: ENROLLMENTS / <enrolledAt>#<userId>#<courseId>   (the latest enrolments, for the admin dashboard)
 *     gsi2: COURSEENROLLMENTS#<courseId> / <enrolledAt>#<userId>   (a course's enrolments, to remove them when it is deleted)
 * The user item's `enrolledCourses` list mirrors these, updated in the same transaction, and so is the
 * course's enrolment counter (stats.ts).
 */
export const RECENT_ENROLLMENTS_PARTITION = 'ENROLLMENTS';
export const courseEnrollmentsPartition = (courseId: string) => `COURSEENROLLMENTS#${courseId}`;

export const enrollmentKeys = {
  prefix: 'ENROLL#',
  item: (userId: string, courseId: string) => ({ pk: `USER#${userId}`, sk: `ENROLL#${courseId}` }),
  recentIndex: (enrolledAt: string, userId: string, courseId: string) => ({
    gsi1pk: RECENT_ENROLLMENTS_PARTITION,
    gsi1sk: `${enrolledAt}#${userId}#${courseId}`,
  }),
  courseIndex: (enrolledAt: string, userId: string, courseId: string) => ({
    gsi2pk: courseEnrollmentsPartition(courseId),
    gsi2sk: `${enrolledAt}#${userId}`,
  }),
};

export async function isEnrolled(userId: string, courseId: string): Promise<boolean> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: enrollmentKeys.item(userId, courseId) }),
  );
  return Boolean(Item);
}

/**
 * The writes that grant access, for a transaction: the enrolment (once), the user's
 * `enrolledCourses`, and a check that the course exists. Used by enroll() and by payments, which add
 * `statsChanges.enrolled(courseId)` to their own counter changes (a transaction touches an item once).
 */
export function enrollmentWrites(userId: string, courseId: string, now: string) {
  return [
    {
      Put: {
        TableName: tableName(),
        Item: {
          ...enrollmentKeys.item(userId, courseId),
          ...enrollmentKeys.recentIndex(now, userId, courseId),
          ...enrollmentKeys.courseIndex(now, userId, courseId),
          entity: 'Enrollment',
          userId,
          courseId,
          enrolledAt: now,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    {
      Update: {
        TableName: tableName(),
        Key: userKeys.profile(userId),
        UpdateExpression:
          'SET enrolledCourses = list_append(if_not_exists(enrolledCourses, :empty), :course), updatedAt = :now',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':empty': [], ':course': [courseId], ':now': now },
      },
    },
    {
      ConditionCheck: {
        TableName: tableName(),
        Key: courseKeys.item(courseId),
        ConditionExpression: 'attribute_exists(pk)',
      },
    },
  ];
}

/** Grants access once; a second enrolment in the same course is refused, not duplicated. */
export async function enroll(userId: string, courseId: string, now = new Date().toISOString()): Promise<void> {
  try {
    await transactWrite([
      ...enrollmentWrites(userId, courseId, now),
      ...statsWrites([statsChanges.enrolled(courseId)]),
    ]);
  } catch (error) {
    if (failedCondition(error)) throw new Conflict('already_enrolled');
    throw error;
  }
}

export interface EnrollmentEvent {
  userId: string;
  courseId: string;
  enrolledAt: string;
}

/** The latest enrolments of any student, newest first: one Query of `limit` items on their index. */
export async function recentEnrollments(limit: number): Promise<EnrollmentEvent[]> {
  const { Items } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :recent',
      ExpressionAttributeValues: { ':recent': RECENT_ENROLLMENTS_PARTITION },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return (Items ?? []).map((item) => ({
    userId: item.userId as string,
    courseId: item.courseId as string,
    enrolledAt: item.enrolledAt as string,
  }));
}

/** The student's own enrolments with each course's title and description; courses since deleted drop out. */
export async function listEnrollments(userId: string): Promise<Enrollment[]> {
  const items = await queryPrefix(`USER#${userId}`, enrollmentKeys.prefix);
  if (items.length === 0) return [];
  const found = await batchGetAll(items.map((item) => courseKeys.item(item.courseId as string)));
  const courses = new Map(found.map((course) => [course.id as string, course]));
  return items
    .filter((item) => courses.has(item.courseId as string))
    .map((item) => {
      const course = courses.get(item.courseId as string)!;
      return {
        course: {
          _id: course.id as string,
          title: course.title as string,
          description: course.description as string,
          ...(course.titleGu ? { titleGu: course.titleGu as string } : {}),
          ...(course.descriptionGu ? { descriptionGu: course.descriptionGu as string } : {}),
        },
        enrolledAt: item.enrolledAt as string,
      };
    })
    .sort((a, b) => b.enrolledAt.localeCompare(a.enrolledAt));
}
