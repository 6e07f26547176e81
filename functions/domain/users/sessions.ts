import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '#lib/db.js';
import { NotAuthenticated } from '#lib/errors.js';
import type { TokenClaims } from '#lib/tokens.js';
import type { StaffRole } from '#shared/types.js';
import { userKeys } from './users.js';

/**
 * A valid signature is not enough: the account must still exist, still have the token's role, not be
 * disabled, and not have changed its password (sessionVersion) since the token was issued.
 * One strongly consistent GetItem of a few attributes per authenticated request, which also answers a
 * staff account's role as it is now (absent: owner, as every admin was before roles) and, for faculty,
 * the courses they are limited to: a changed role applies to the next request.
 */
export async function assertSessionCurrent(claims: TokenClaims): Promise<Pick<TokenClaims, 'staffRole' | 'courseIds'>> {
  const { Item } = await db().send(
    new GetCommand({
      TableName: tableName(),
      Key: userKeys.profile(claims.userId),
      ConsistentRead: true,
      ProjectionExpression: '#role, sessionVersion, disabled, staffRole, courseIds',
      ExpressionAttributeNames: { '#role': 'role' },
    }),
  );
  if (!Item) throw new NotAuthenticated('account_missing');
  if (Item.role !== claims.role) throw new NotAuthenticated('session_invalid');
  if (Item.disabled === true || ((Item.sessionVersion as number | undefined) ?? 0) !== claims.sessionVersion) {
    throw new NotAuthenticated('session_revoked');
  }
  if (Item.role !== 'admin') return {};
  return {
    staffRole: isStaffRole(Item.staffRole) ? Item.staffRole : 'owner',
    ...(Array.isArray(Item.courseIds) && Item.staffRole === 'faculty' ? { courseIds: Item.courseIds.map(String) } : {}),
  };
}

const isStaffRole = (value: unknown): value is StaffRole =>
  value === 'owner' || value === 'accountant' || value === 'faculty';
