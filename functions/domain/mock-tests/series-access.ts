import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { StudentSeriesAccess } from '#shared/mock-tests.js';
import { cancellationCodes, db, queryPrefix, tableName, transactWrite } from '#lib/db.js';
import { Conflict, NotAllowed, NotFound, Unavailable } from '#lib/errors.js';
import { userKeys } from '../users/index.js';
import { testSeriesKeys } from '../catalogue/index.js';

/**
 * A student's access to a test series, kept under the student so "my test series" is one Query:
 *   USER#<userId> / SERIES#<seriesId>   { seriesId, via: payment | admin, grantedBy, grantedAt, paymentId?, note? }
 * A payment's approval writes it in the transaction that counts the money; an admin may grant a seat
 * by hand (a scholarship) and remove such a seat again. Every test route reads it (one GetItem).
 */
export const seriesAccessKeys = {
  prefix: 'SERIES#',
  item: (userId: string, seriesId: string) => ({ pk: `USER#${userId}`, sk: `SERIES#${seriesId}` }),
};

export interface SeriesAccessRecord {
  userId: string;
  seriesId: string;
  via: 'payment' | 'admin';
  /** 'payment' or the granting admin's id. */
  grantedBy: string;
  grantedByName?: string;
  grantedAt: string;
  paymentId?: string;
  note?: string;
}

function toAccess(item: Record<string, unknown>): SeriesAccessRecord {
  return {
    userId: item.userId as string,
    seriesId: item.seriesId as string,
    via: item.via as SeriesAccessRecord['via'],
    grantedBy: item.grantedBy as string,
    grantedAt: item.grantedAt as string,
    ...(item.grantedByName ? { grantedByName: item.grantedByName as string } : {}),
    ...(item.paymentId ? { paymentId: item.paymentId as string } : {}),
    ...(item.note ? { note: item.note as string } : {}),
  };
}

export async function seriesAccessOf(userId: string, seriesId: string): Promise<SeriesAccessRecord | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: seriesAccessKeys.item(userId, seriesId), ConsistentRead: true }),
  );
  return Item ? toAccess(Item) : undefined;
}

export async function hasSeriesAccess(userId: string, seriesId: string): Promise<boolean> {
  return Boolean(await seriesAccessOf(userId, seriesId));
}

/**
 * What else may close a series the student has, checked after the seat (the fee plan's overdue rule:
 * payments' assertSeriesNotSuspendedForDues, which the handlers pass in, as payments depends on this
 * context and not the other way round).
 */
export type SeriesOpenCheck = (seriesId: string) => Promise<void>;

/** 403 test_series_not_purchased unless the student has the series; then whatever `seriesOpen` refuses. */
export async function assertSeriesAccess(
  userId: string,
  seriesId: string,
  seriesOpen?: SeriesOpenCheck,
): Promise<void> {
  if (!(await hasSeriesAccess(userId, seriesId))) throw new NotAllowed('test_series_not_purchased');
  await seriesOpen?.(seriesId);
}

/** The series a student has (one Query). */
export async function seriesAccessOfUser(userId: string): Promise<SeriesAccessRecord[]> {
  return (await queryPrefix(`USER#${userId}`, seriesAccessKeys.prefix)).map(toAccess);
}

/**
 * The writes that grant access, for a transaction: the access item (once), and checks that the
 * student's account and the series exist. Positions: 0 access, 1 account, 2 series.
 */
export function seriesAccessWrites(access: SeriesAccessRecord) {
  return [
    {
      Put: {
        TableName: tableName(),
        Item: { ...seriesAccessKeys.item(access.userId, access.seriesId), entity: 'SeriesAccess', ...access },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    {
      ConditionCheck: {
        TableName: tableName(),
        Key: userKeys.profile(access.userId),
        ConditionExpression: 'attribute_exists(pk)',
      },
    },
    {
      ConditionCheck: {
        TableName: tableName(),
        Key: testSeriesKeys.item(access.seriesId),
        ConditionExpression: 'attribute_exists(pk)',
      },
    },
  ];
}

/** An admin's seat: refused when the student already has the series (by payment or an earlier grant). */
export async function grantSeriesAccess(input: {
  userId: string;
  seriesId: string;
  adminId: string;
  adminName?: string;
  note?: string;
}): Promise<void> {
  const access: SeriesAccessRecord = {
    userId: input.userId,
    seriesId: input.seriesId,
    via: 'admin',
    grantedBy: input.adminId,
    ...(input.adminName ? { grantedByName: input.adminName } : {}),
    grantedAt: new Date().toISOString(),
    ...(input.note ? { note: input.note } : {}),
  };
  try {
    await transactWrite(seriesAccessWrites(access));
  } catch (error) {
    const codes = cancellationCodes(error);
    if (codes.length === 0) throw error;
    if (codes[0] === 'ConditionalCheckFailed') throw new Conflict('test_series_already_purchased');
    if (codes[1] === 'ConditionalCheckFailed') throw new NotFound('student_not_found');
    if (codes[2] === 'ConditionalCheckFailed') throw new NotFound('test_series_not_found');
    throw new Unavailable('busy_try_again', undefined, { cause: error });
  }
}

/** Removes an admin's seat; access that came with a payment goes only with a refund. */
export async function removeSeriesAccess(userId: string, seriesId: string): Promise<void> {
  const access = await seriesAccessOf(userId, seriesId);
  if (!access) throw new NotFound('not_found');
  if (access.via !== 'admin') throw new Conflict('access_not_granted_by_admin');
  try {
    await transactWrite([
      {
        Delete: {
          TableName: tableName(),
          Key: seriesAccessKeys.item(userId, seriesId),
          ConditionExpression: 'via = :admin',
          ExpressionAttributeValues: { ':admin': 'admin' },
        },
      },
    ]);
  } catch (error) {
    if (cancellationCodes(error)[0] === 'ConditionalCheckFailed') throw new NotFound('not_found');
    throw error;
  }
}

/** As the admin's student page lists them, with the series' titles. */
export function toStudentSeriesAccess(access: SeriesAccessRecord, title: string): StudentSeriesAccess {
  return {
    seriesId: access.seriesId,
    title,
    grantedAt: access.grantedAt,
    grantedBy: access.grantedBy,
    via: access.via,
    ...(access.grantedByName ? { grantedByName: access.grantedByName } : {}),
    ...(access.paymentId ? { paymentId: access.paymentId } : {}),
    ...(access.note ? { note: access.note } : {}),
  };
}
