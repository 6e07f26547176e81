import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '#lib/db.js';
import { NotAuthenticated } from '#lib/errors.js';
import type { TokenClaims } from '#lib/tokens.js';
import { userKeys } from './users.js';

/**
 * A valid signature is not enough: the account must still exist, still have the token's role, not be
 * disabled, and not have changed its password (sessionVersion) since the token was issued.
 * One strongly consistent GetItem of a few attributes per authenticated request.
 */
export async function assertSessionCurrent(claims: TokenClaims): Promise<void> {
  const { Item } = await db().send(
    new GetCommand({
      TableName: tableName(),
      Key: userKeys.profile(claims.userId),
      ConsistentRead: true,
      ProjectionExpression: '#role, sessionVersion, disabled',
      ExpressionAttributeNames: { '#role': 'role' },
    }),
  );
  if (!Item) throw new NotAuthenticated('account_missing');
  if (Item.role !== claims.role) throw new NotAuthenticated('session_invalid');
  if (Item.disabled === true || ((Item.sessionVersion as number | undefined) ?? 0) !== claims.sessionVersion) {
    throw new NotAuthenticated('session_revoked');
  }
}
