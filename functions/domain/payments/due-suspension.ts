import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { addDays, suspendsAccess } from '#shared/dues.js';
import { todayInIndia } from '#shared/india-time.js';
import { db, tableName } from '#lib/db.js';
import { NotAllowed } from '#lib/errors.js';
import { dueKeys, toDue } from './dues.js';

/**
 * The overdue rule of a fee plan: a student with an unpaid due of the course overdue by more than the
 * plan's days is kept from its lectures and notes until it is paid. 403 course_suspended_for_dues,
 * which the web turns into a screen that says why and offers to pay; a plan that keeps access (the
 * default) never suspends. Reads only the dues dated before today (one Query of the student's partition).
 */
export async function assertNotSuspendedForDues(
  user: { userId: string; role: string },
  courseId: string,
  now = new Date(),
): Promise<void> {
  if (user.role === 'admin') return;
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
  const closes = Items.map(toDue).some(
    (due) =>
      due.status === 'unpaid' &&
      due.product.kind === 'course' &&
      due.product._id === courseId &&
      suspendsAccess(due, today),
  );
  if (closes) throw new NotAllowed('course_suspended_for_dues');
}
