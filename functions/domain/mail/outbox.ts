import { PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, isConditionFailure, tableName } from '#lib/db.js';
import type { MailRecipient, StoredMessage } from './message.js';

/**
 * The outbox: every e-mail is written here before it is sent, so a failed send is tried again.
 *   MAIL#<kind>#<subject> / MAIL   { to, message, status, attempts, nextAttemptAt, lastError, ... }
 *                                  while pending, gsi1 MAILS#pending / <nextAttemptAt>#<key> (the retry job's queue)
 * The key is the event (mailKey), written only if absent: a second write for the same event sends nothing.
 * Whoever sends a mail first moves its nextAttemptAt on by SENDING_LEASE_MS with a condition on the
 * value it read, so two senders never take the same mail at once.
 */
/** `withdrawn`: no longer true when its turn came (a reminder of a due paid meanwhile), so never sent. */
export type MailStatus = 'pending' | 'sent' | 'failed' | 'withdrawn';

export interface OutboxItem {
  key: string;
  to: MailRecipient;
  message: StoredMessage;
  status: MailStatus;
  attempts: number;
  createdAt: string;
  nextAttemptAt?: string;
  sentAt?: string;
  failedAt?: string;
  withdrawnAt?: string;
  lastError?: string;
}

export const MAIL_QUEUE_PARTITION = 'MAILS#pending';
export const outboxKeys = {
  item: (key: string) => ({ pk: `MAIL#${key}`, sk: 'MAIL' }),
  queued: (nextAttemptAt: string, key: string) => ({ gsi1pk: MAIL_QUEUE_PARTITION, gsi1sk: `${nextAttemptAt}#${key}` }),
};

/** Tries a mail gets in all; the wait before each retry (the first retry comes 30 s after the first failure). */
export const MAX_ATTEMPTS = 8;
export const RETRY_DELAYS_S = [30, 60, 120, 300, 900, 1800, 3600] as const;
/** How long a sender holds a mail it is sending before another may take it (a sender that died). */
export const SENDING_LEASE_MS = 2 * 60_000;
/** Sent and given-up mails stay this long: a payment replayed later still finds its receipt mail. */
const KEPT_SECONDS = 400 * 24 * 3600;

const ttlFrom = (now: Date) => Math.floor(now.getTime() / 1000) + KEPT_SECONDS;

function toOutboxItem(item: Record<string, unknown>): OutboxItem {
  const { pk, sk: _sk, gsi1pk: _g1, gsi1sk: _g2, entity: _e, ttl: _t, ...rest } = item;
  return { ...(rest as unknown as Omit<OutboxItem, 'key'>), key: String(pk).slice('MAIL#'.length) };
}

/** Writes the mail, due at `dueAt`; false when this event's mail was written before. */
export async function enqueue(
  key: string,
  to: MailRecipient,
  message: StoredMessage,
  dueAt: Date,
  now: Date,
): Promise<boolean> {
  const nextAttemptAt = dueAt.toISOString();
  try {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...outboxKeys.item(key),
          ...outboxKeys.queued(nextAttemptAt, key),
          entity: 'Mail',
          to,
          message,
          status: 'pending',
          attempts: 0,
          nextAttemptAt,
          createdAt: now.toISOString(),
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Pending mails whose time has come, soonest first (the index is read eventually consistent; claim decides). */
export async function dueMail(now: Date, limit: number): Promise<OutboxItem[]> {
  const { Items = [] } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :queue AND gsi1sk < :after',
      // '$' sorts just after the '#' that follows the time.
      ExpressionAttributeValues: { ':queue': MAIL_QUEUE_PARTITION, ':after': `${now.toISOString()}$` },
      Limit: limit,
    }),
  );
  return Items.map(toOutboxItem);
}

/** When the mail that has been due longest was due; undefined when none is due. */
export async function oldestDueMail(now: Date): Promise<Date | undefined> {
  const [oldest] = await dueMail(now, 1);
  return oldest?.nextAttemptAt ? new Date(oldest.nextAttemptAt) : undefined;
}

/** Takes a due mail for sending; false when someone else took it or it is no longer pending. */
export async function claim(item: OutboxItem, now: Date): Promise<boolean> {
  const until = new Date(now.getTime() + SENDING_LEASE_MS).toISOString();
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: outboxKeys.item(item.key),
        UpdateExpression: 'SET nextAttemptAt = :until, gsi1sk = :sk',
        ConditionExpression: '#status = :pending AND nextAttemptAt = :seen',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':until': until,
          ':sk': outboxKeys.queued(until, item.key).gsi1sk,
          ':pending': 'pending',
          ':seen': item.nextAttemptAt,
        },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

async function settle(
  key: string,
  update: { expression: string; names?: Record<string, string>; values: Record<string, unknown> },
): Promise<void> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: outboxKeys.item(key),
        UpdateExpression: update.expression,
        ConditionExpression: '#status = :pending',
        ExpressionAttributeNames: { '#status': 'status', ...update.names },
        ExpressionAttributeValues: { ':pending': 'pending', ...update.values },
      }),
    );
  } catch (error) {
    // Settled meanwhile by a sender that took it after this one's hold lapsed: nothing left to record.
    if (!isConditionFailure(error)) throw error;
  }
}

export function markSent(key: string, attempts: number, now: Date): Promise<void> {
  return settle(key, {
    expression:
      'SET #status = :sent, sentAt = :now, attempts = :attempts, #ttl = :ttl REMOVE nextAttemptAt, gsi1pk, gsi1sk',
    names: { '#ttl': 'ttl' },
    values: { ':sent': 'sent', ':now': now.toISOString(), ':attempts': attempts, ':ttl': ttlFrom(now) },
  });
}

export function markWithdrawn(key: string, now: Date): Promise<void> {
  return settle(key, {
    expression: 'SET #status = :withdrawn, withdrawnAt = :now, #ttl = :ttl REMOVE nextAttemptAt, gsi1pk, gsi1sk',
    names: { '#ttl': 'ttl' },
    values: { ':withdrawn': 'withdrawn', ':now': now.toISOString(), ':ttl': ttlFrom(now) },
  });
}

/**
 * Records a failed attempt: due again after its delay, or given up (status failed) after MAX_ATTEMPTS,
 * or at once when it cannot be tried again. Returns which.
 */
export async function markFailedAttempt(
  key: string,
  attempts: number,
  reason: string,
  now: Date,
  retryable = true,
): Promise<'retrying' | 'failed'> {
  const lastError = reason.slice(0, 1000);
  if (!retryable || attempts >= MAX_ATTEMPTS) {
    await settle(key, {
      expression:
        'SET #status = :failed, failedAt = :now, attempts = :attempts, lastError = :error, #ttl = :ttl REMOVE nextAttemptAt, gsi1pk, gsi1sk',
      names: { '#ttl': 'ttl' },
      values: {
        ':failed': 'failed',
        ':now': now.toISOString(),
        ':attempts': attempts,
        ':error': lastError,
        ':ttl': ttlFrom(now),
      },
    });
    return 'failed';
  }
  const next = new Date(
    now.getTime() + RETRY_DELAYS_S[Math.min(attempts, RETRY_DELAYS_S.length) - 1]! * 1000,
  ).toISOString();
  await settle(key, {
    expression: 'SET attempts = :attempts, lastError = :error, nextAttemptAt = :next, gsi1sk = :sk',
    values: { ':attempts': attempts, ':error': lastError, ':next': next, ':sk': outboxKeys.queued(next, key).gsi1sk },
  });
  return 'retrying';
}
