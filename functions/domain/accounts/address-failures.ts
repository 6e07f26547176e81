import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import {
  LOGIN_CHECKS_AT_ONCE_PER_ADDRESS,
  LOGIN_MAX_FAILURES_PER_ADDRESS,
  LOGIN_WINDOW_MINUTES,
} from '#shared/constants.js';
import { limitKeyOf } from '#lib/client-address.js';
import { db, isConditionFailure, tableName } from '#lib/db.js';

/**
 * The failed-login allowance of one client address, across e-mails: only failures spend it.
 *   LOGINFROM#<address> / FAILURES   { failures, checks, windowStart (epoch ms), ttl }
 * `checks` is the failures plus the password checks running now. A check takes a turn before it runs
 * (so a parallel burst cannot run past the bound); a success gives it back, a failure keeps it as a
 * failure. A turn is given while failures < LOGIN_MAX_FAILURES_PER_ADDRESS and checks <
 * failures allowance + LOGIN_CHECKS_AT_ONCE_PER_ADDRESS, so a window sees at most the sum of wrong
 * passwords checked, however they are timed. A check that died without an outcome keeps its turn until
 * the window ends (15 minutes).
 */
const SK = 'FAILURES';
const WINDOW_MS = LOGIN_WINDOW_MINUTES * 60_000;
const MAX_CHECKS = LOGIN_MAX_FAILURES_PER_ADDRESS + LOGIN_CHECKS_AT_ONCE_PER_ADDRESS;

const keyOf = (address: string) => ({ pk: `LOGINFROM#${limitKeyOf(address)}`, sk: SK });
const ttlOf = (now: number) => Math.ceil((now + WINDOW_MS) / 1000) + 3600;

export type AddressTurn =
  | { ok: true }
  /** The address's failures are used up until the window ends. */
  | { ok: false; reason: 'failures'; retryAfterMs: number }
  /** Failures are left, but as many checks as may run at once are running. */
  | { ok: false; reason: 'crowded' };

interface Window {
  failures: number;
  windowStart: number;
}

function windowOf(error: unknown): Window | undefined {
  const item = (error as { Item?: Record<string, unknown> }).Item;
  if (!item) return undefined;
  const number = (value: unknown) =>
    Number(typeof value === 'object' && value !== null && 'N' in value ? (value as { N: string }).N : value);
  const failures = number(item.failures);
  const windowStart = number(item.windowStart);
  return Number.isFinite(failures) && Number.isFinite(windowStart) ? { failures, windowStart } : undefined;
}

/** One password check's turn; atomic, so a burst gets at most the turns there are. */
export async function takeAddressTurn(address: string, now = Date.now()): Promise<AddressTurn> {
  const key = keyOf(address);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      await db().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: key,
          UpdateExpression:
            'SET windowStart = if_not_exists(windowStart, :now), failures = if_not_exists(failures, :zero), #ttl = if_not_exists(#ttl, :ttl), entity = :entity ADD checks :one',
          ConditionExpression:
            'attribute_not_exists(pk) OR (windowStart > :openedAfter AND failures < :maxFailures AND checks < :maxChecks)',
          ExpressionAttributeNames: { '#ttl': 'ttl' },
          ExpressionAttributeValues: {
            ':now': now,
            ':zero': 0,
            ':ttl': ttlOf(now),
            ':entity': 'LoginFailures',
            ':one': 1,
            ':openedAfter': now - WINDOW_MS,
            ':maxFailures': LOGIN_MAX_FAILURES_PER_ADDRESS,
            ':maxChecks': MAX_CHECKS,
          },
          ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
        }),
      );
      return { ok: true };
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
      const window = windowOf(error);
      if (window && window.windowStart > now - WINDOW_MS) {
        return window.failures >= LOGIN_MAX_FAILURES_PER_ADDRESS
          ? { ok: false, reason: 'failures', retryAfterMs: Math.max(1000, window.windowStart + WINDOW_MS - now) }
          : { ok: false, reason: 'crowded' };
      }
    }
    // The window has passed: a new one starts with this check. Of two racing replacements one wins, the other tries again.
    try {
      await db().send(
        new PutCommand({
          TableName: tableName(),
          Item: { ...key, entity: 'LoginFailures', failures: 0, checks: 1, windowStart: now, ttl: ttlOf(now) },
          ConditionExpression: 'attribute_not_exists(pk) OR windowStart <= :openedAfter',
          ExpressionAttributeValues: { ':openedAfter': now - WINDOW_MS },
        }),
      );
      return { ok: true };
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
  }
  return { ok: false, reason: 'crowded' };
}

/** The check passed (or never ran): its turn goes back, so a success spends nothing. */
export async function giveAddressTurnBack(address: string): Promise<void> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keyOf(address),
        UpdateExpression: 'ADD checks :minusOne',
        ConditionExpression: 'checks > failures',
        ExpressionAttributeValues: { ':minusOne': -1 },
      }),
    );
  } catch (error) {
    // A window that started since has no turn of this check's to give back.
    if (!isConditionFailure(error)) throw error;
  }
}

/**
 * A wrong password from this address. `tookTurn`: the check held a turn, which now stays as the
 * failure; a check let in without one (an account known at the address) adds both.
 */
export async function addressFailed(address: string, tookTurn: boolean, now = Date.now()): Promise<void> {
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keyOf(address),
      UpdateExpression: `SET windowStart = if_not_exists(windowStart, :now), #ttl = if_not_exists(#ttl, :ttl), entity = :entity ADD failures :one${tookTurn ? '' : ', checks :one'}`,
      ExpressionAttributeNames: { '#ttl': 'ttl' },
      ExpressionAttributeValues: { ':now': now, ':ttl': ttlOf(now), ':entity': 'LoginFailures', ':one': 1 },
    }),
  );
}
