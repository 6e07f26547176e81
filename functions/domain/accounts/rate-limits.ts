import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, isConditionFailure, tableName } from '#lib/db.js';

/**
 * Fixed-window counters that are reserved before the work they guard (a password check, an account
 * creation), so a burst sent all at once gets at most `limit` turns, never more.
 *   <pk> / LIMIT   { count, windowStart (epoch ms), ttl }
 */
export interface Limit {
  pk: string;
  limit: number;
  windowMs: number;
}

export type Reservation = { ok: true } | { ok: false; retryAfterMs: number };

const sk = 'LIMIT';

/** windowStart of the item returned with a ConditionalCheckFailedException (raw or unmarshalled). */
function windowStartOf(error: unknown): number | undefined {
  const value = (error as { Item?: Record<string, unknown> }).Item?.windowStart;
  const number =
    typeof value === 'object' && value !== null && 'N' in value ? Number((value as { N: string }).N) : Number(value);
  return Number.isFinite(number) ? number : undefined;
}
const ttlOf = (now: number, windowMs: number) => Math.ceil((now + windowMs) / 1000) + 3600;

/** Adds one to the open window if it is under the limit; opens a new window if the old one has passed. Atomic. */
export async function reserve({ pk, limit, windowMs }: Limit, now = Date.now()): Promise<Reservation> {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      await db().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: { pk, sk },
          UpdateExpression:
            'SET windowStart = if_not_exists(windowStart, :now), #ttl = if_not_exists(#ttl, :ttl), entity = :entity ADD #count :one',
          ConditionExpression: 'attribute_not_exists(pk) OR (windowStart > :openedAfter AND #count < :limit)',
          ExpressionAttributeNames: { '#ttl': 'ttl', '#count': 'count' },
          ExpressionAttributeValues: {
            ':now': now,
            ':ttl': ttlOf(now, windowMs),
            ':entity': 'RateLimit',
            ':one': 1,
            ':openedAfter': now - windowMs,
            ':limit': limit,
          },
          ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
        }),
      );
      return { ok: true };
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
      // The usual refusal costs one call: the item that failed the condition says whether its window is still open.
      const windowStart = windowStartOf(error);
      if (windowStart !== undefined && windowStart > now - windowMs)
        return { ok: false, retryAfterMs: Math.max(1000, windowStart + windowMs - now) };
    }
    // Full, or a window that has passed: replace only the latter. Of two racing replacements one wins, the other tries again.
    try {
      await db().send(
        new PutCommand({
          TableName: tableName(),
          Item: { pk, sk, entity: 'RateLimit', count: 1, windowStart: now, ttl: ttlOf(now, windowMs) },
          ConditionExpression: 'windowStart <= :openedAfter',
          ExpressionAttributeValues: { ':openedAfter': now - windowMs },
        }),
      );
      return { ok: true };
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
  }
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: { pk, sk }, ConsistentRead: true }));
  const windowEnds = ((Item?.windowStart as number | undefined) ?? now) + windowMs;
  return { ok: false, retryAfterMs: Math.max(1000, windowEnds - now) };
}

/** Gives one turn back (the guarded work turned out fine and should not count). */
export async function release({ pk }: Limit): Promise<void> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: { pk, sk },
        UpdateExpression: 'ADD #count :minusOne',
        ConditionExpression: 'attribute_exists(pk) AND #count > :zero',
        ExpressionAttributeNames: { '#count': 'count' },
        ExpressionAttributeValues: { ':minusOne': -1, ':zero': 0 },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

export async function clear({ pk }: Limit): Promise<void> {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: { pk, sk } }));
}
