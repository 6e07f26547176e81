import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { StaffRole } from '#shared/types.js';
import { db, tableName } from '#lib/db.js';
import { NotAllowed } from '#lib/errors.js';
import type { TokenClaims } from '#lib/tokens.js';
import { userKeys } from '../users/index.js';
import type { DoubtRecord } from './doubt-records.js';

/** Which doubts a staff member handles: an owner all; a faculty member limited to some courses only those. */
export interface StaffScope {
  role: StaffRole;
  /** Absent: every course. */
  courseIds?: readonly string[];
}

/**
 * The caller's staff role and courses: from the request's caller when it carries them, otherwise from
 * the account's profile (absent there too: an owner, as every admin was before staff roles). An
 * accountant handles no doubts.
 */
export async function staffScopeOf(user: TokenClaims): Promise<StaffScope> {
  let { staffRole, courseIds } = user;
  if (!staffRole) {
    const { Item } = await db().send(
      new GetCommand({
        TableName: tableName(),
        Key: userKeys.profile(user.userId),
        ProjectionExpression: 'staffRole, courseIds',
      }),
    );
    staffRole = Item?.staffRole as StaffRole | undefined;
    courseIds = Item?.courseIds as string[] | undefined;
  }
  const role = staffRole ?? 'owner';
  if (role === 'accountant') throw new NotAllowed('doubts_not_for_role');
  return role === 'faculty' && courseIds ? { role, courseIds } : { role };
}

/**
 * A lecture's doubt: staff of its course. A test question's doubt: owners and faculty without a
 * course limit (a test series belongs to no course, so a faculty member limited to courses has none).
 */
export function handles(scope: StaffScope, doubt: Pick<DoubtRecord, 'place' | 'courseId'>): boolean {
  if (!scope.courseIds) return true;
  return doubt.place === 'lecture' && scope.courseIds.includes(doubt.courseId!);
}
