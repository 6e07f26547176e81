import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { addDays, type DueProduct, suspendsAccess } from '#shared/dues.js';
import { todayInIndia } from '#shared/india-time.js';
import { db, tableName } from '#lib/db.js';
import { NotAllowed } from '#lib/errors.js';
import { dueKeys, toDue } from './dues.js';

type Holder = { userId: string; role: string };

/**
 * The overdue rule of a fee plan: a student with an unpaid due of the product overdue by more than the
 * plan's days is kept from it until the due is paid (a course's lectures and notes, a series' tests).
 * A plan that keeps access (the default) never suspends. Reads only the dues dated before today (one
 * Query of the student's partition).
 */
async function suspendedForDues(
  user: Holder,
  product: { kind: DueProduct['kind']; id: string },
  now: Date,
): Promise<boolean> {
  if (user.role === 'admin') return false;
  const today = todayInIndia(now);
  const { Items = [] } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND sk BETWEEN :first AND :last',
      ExpressionAttributeValues: {
        ':pk': `USER#${user.userId}`,
        ':first': dueKeys.prefix,
        // '~' sorts after every id: the whole of yesterday is in.
        ':last': `${dueKeys.prefix}${addDays(today, -1)}#~`,
      },
    }),
  );
  return Items.map(toDue).some(
    (due) =>
      due.status === 'unpaid' &&
      due.product.kind === product.kind &&
      due.product._id === product.id &&
      suspendsAccess(due, today),
  );
}

/** 403 course_suspended_for_dues, which the web turns into a screen that says why and offers to pay. */
export async function assertNotSuspendedForDues(user: Holder, courseId: string, now = new Date()): Promise<void> {
  if (await suspendedForDues(user, { kind: 'course', id: courseId }, now))
    throw new NotAllowed('course_suspended_for_dues');
}

/** 403 test_series_suspended_for_dues, which the web turns into a screen that says why and offers to pay. */
export async function assertSeriesNotSuspendedForDues(user: Holder, seriesId: string, now = new Date()): Promise<void> {
  if (await suspendedForDues(user, { kind: 'test-series', id: seriesId }, now))
    throw new NotAllowed('test_series_suspended_for_dues');
}
