import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { LOGIN_MAX_FAILURES, LOGIN_WINDOW_MINUTES } from '../../shared/constants.js';
import { db, isConditionFailure, tableName } from '../lib/db.js';
import { RateLimited } from '../lib/errors.js';
import { normaliseEmail } from './users.js';

/**
 * Failed-login counter per account (by e-mail, whether or not the account exists).
 *   LOGIN#<lower-case e-mail> / ATTEMPTS   { failures, windowStart (epoch ms), ttl }
 * The window starts at the first failure; it expires LOGIN_WINDOW_MINUTES later.
 */
const WINDOW_MS = LOGIN_WINDOW_MINUTES * 60_000;

const key = (email: string) => ({ pk: `LOGIN#${normaliseEmail(email)}`, sk: 'ATTEMPTS' });

export async function assertLoginAllowed(email: string, now = Date.now()): Promise<void> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: key(email), ConsistentRead: true }));
  if (!Item) return;
  const windowEnds = (Item.windowStart as number) + WINDOW_MS;
  if (now < windowEnds && (Item.failures as number) >= LOGIN_MAX_FAILURES) {
    const minutes = Math.ceil((windowEnds - now) / 60_000);
    throw new RateLimited(
      'too_many_login_attempts',
      (windowEnds - now) / 1000,
      `Too many failed login attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    );
  }
}

export async function recordLoginFailure(email: string, now = Date.now()): Promise<void> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key(email),
        UpdateExpression: 'ADD failures :one',
        ConditionExpression: 'windowStart > :windowOpenedAfter',
        ExpressionAttributeValues: { ':one': 1, ':windowOpenedAfter': now - WINDOW_MS },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    // No open window: start one. Two racing first failures both count as one, which errs on the lenient side by one.
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...key(email), entity: 'LoginAttempts', failures: 1, windowStart: now, ttl: Math.ceil((now + WINDOW_MS) / 1000) + 3600 },
      }),
    );
  }
}

export async function clearLoginFailures(email: string): Promise<void> {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: key(email) }));
}
