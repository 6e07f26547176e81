import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import {
  type AdminCoupon,
  type Coupon,
  type CouponEdit,
  couponFromInput,
  type CouponInput,
  normaliseCouponCode,
} from '#shared/coupons.js';
import { paise, type Paise, paiseToRupees, rupeesToPaise } from '#shared/money.js';
import { db, isConditionFailure, queryAll, tableName } from '#lib/db.js';
import { Conflict, InvalidInput, NotFound } from '#lib/errors.js';
import { noteAuditChange } from '#lib/audit-trail.js';

/**
 * Coupons as the office keeps them: one item per code, with how often it was used and the discount it
 * gave, listed newest first through the index. The use of a coupon is counted by the transaction that
 * takes the money (coupon-uses.ts), never here.
 */

export const couponKeys = {
  item: (code: string) => ({ pk: `COUPON#${code}`, sk: 'COUPON' }),
  /** One student's uses of the coupon. */
  use: (code: string, userId: string) => ({ pk: `COUPON#${code}`, sk: `USE#${userId}` }),
  listPartition: 'COUPONS',
  listEntry: (createdAt: string, code: string) => ({ gsi1pk: 'COUPONS', gsi1sk: `${createdAt}#${code}` }),
};

/** A coupon as stored: what prices a checkout, with its uses, the discount they gave and when it was made and changed. */
export type StoredCoupon = Coupon & {
  paused: boolean;
  uses: number;
  discountGivenPaise: Paise;
  createdAt: string;
  updatedAt: string;
};

const LIMITS = ['courseIds', 'seriesIds', 'maxUses', 'perStudent', 'validFrom', 'validUntil'] as const;

function toStoredCoupon(item: Record<string, unknown>): StoredCoupon {
  const discount =
    typeof item.percentOff === 'number'
      ? { percentOff: item.percentOff }
      : { amountOffPaise: paise(item.amountOffPaise as number) };
  const limits = Object.fromEntries(
    LIMITS.filter((name) => item[name] !== undefined).map((name) => [name, item[name]]),
  );
  return {
    code: item.code as string,
    ...discount,
    ...limits,
    paused: item.paused === true,
    uses: (item.uses as number | undefined) ?? 0,
    discountGivenPaise: paise((item.discountGivenPaise as number | undefined) ?? 0),
    createdAt: item.createdAt as string,
    updatedAt: item.updatedAt as string,
  };
}

/** The API's shape: the amounts in rupees, exact to the paisa. */
export function couponForApi(coupon: StoredCoupon): AdminCoupon {
  const { amountOffPaise, discountGivenPaise, ...rest } = coupon;
  return {
    ...rest,
    ...(amountOffPaise !== undefined ? { amountOff: paiseToRupees(amountOffPaise) } : {}),
    discountGiven: paiseToRupees(discountGivenPaise),
  };
}

/** A new coupon, not paused and unused; its code (stored upper-case) is one no other coupon has, in any case. */
export async function createCoupon(input: CouponInput): Promise<StoredCoupon> {
  const now = new Date().toISOString();
  const coupon = couponFromInput(input);
  const item = {
    ...couponKeys.item(coupon.code),
    ...couponKeys.listEntry(now, coupon.code),
    entity: 'Coupon',
    ...coupon,
    paused: false,
    uses: 0,
    discountGivenPaise: 0,
    createdAt: now,
    updatedAt: now,
  };
  try {
    await db().send(
      new PutCommand({ TableName: tableName(), Item: item, ConditionExpression: 'attribute_not_exists(pk)' }),
    );
  } catch (error) {
    if (isConditionFailure(error)) throw new Conflict('coupon_code_taken', undefined, { field: 'code' });
    throw error;
  }
  return toStoredCoupon(item);
}

/** Every coupon, newest first: Query of the index partition (a few hundred at most, so no pages). */
export async function listCoupons(): Promise<StoredCoupon[]> {
  const items = await queryAll({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :partition',
    ExpressionAttributeValues: { ':partition': couponKeys.listPartition },
    ScanIndexForward: false,
  });
  return items.map(toStoredCoupon);
}

/** The coupon stored under a code as a student typed it (any case), read consistently; undefined when there is none. */
export async function findCoupon(code: string): Promise<StoredCoupon | undefined> {
  const stored = normaliseCouponCode(code);
  if (!stored) return undefined;
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: couponKeys.item(stored), ConsistentRead: true }),
  );
  return Item ? toStoredCoupon(Item) : undefined;
}

/** The stored fields an edit sets, and those it takes away. */
function changesOf(edit: CouponEdit): { set: Record<string, unknown>; removed: string[] } {
  const set: Record<string, unknown> = {};
  const removed: string[] = [];
  if (edit.percentOff !== undefined) {
    set.percentOff = edit.percentOff;
    removed.push('amountOffPaise');
  }
  if (edit.amountOff !== undefined) {
    set.amountOffPaise = rupeesToPaise(edit.amountOff);
    removed.push('percentOff');
  }
  for (const name of LIMITS) {
    const value = edit[name];
    if (value === null) removed.push(name);
    else if (value !== undefined) set[name] = value;
  }
  if (edit.paused !== undefined) set.paused = edit.paused;
  return { set, removed };
}

/** The rules an edit must keep, against the coupon as stored when it lands (a use or another edit may come first). */
function conditionsOf(edit: CouponEdit): { expression: string; values: Record<string, unknown> } {
  const conditions = ['attribute_exists(pk)'];
  const values: Record<string, unknown> = {};
  if (typeof edit.maxUses === 'number') {
    conditions.push('uses <= :maxUses');
    values[':maxUses'] = edit.maxUses;
  }
  // One end of the window changed alone must stay on its side of the other end as stored.
  if (typeof edit.validFrom === 'string' && edit.validUntil === undefined) {
    conditions.push('(attribute_not_exists(validUntil) OR validUntil > :validFrom)');
  }
  if (typeof edit.validUntil === 'string' && edit.validFrom === undefined) {
    conditions.push('(attribute_not_exists(validFrom) OR validFrom < :validUntil)');
  }
  return { expression: conditions.join(' AND '), values };
}

/**
 * Changes a coupon (anything but its code), pauses or resumes it. 404 `coupon_not_found` for an
 * unknown code; 409 `coupon_max_uses_below_uses` for a limit below the uses already made; 400
 * `validation.coupon_dates` for a start no longer before the end. All checked by the write's condition,
 * so a use counted at the same moment cannot slip under a lowered limit.
 */
export async function editCoupon(code: string, edit: CouponEdit): Promise<StoredCoupon> {
  const stored = normaliseCouponCode(code);
  if (!stored) throw new NotFound('coupon_not_found');
  const { set, removed } = changesOf(edit);
  set.updatedAt = new Date().toISOString();
  const condition = conditionsOf(edit);
  const names = Object.fromEntries([...Object.keys(set), ...removed].map((name) => [`#${name}`, name]));
  const update =
    `SET ${Object.keys(set)
      .map((name) => `#${name} = :${name}`)
      .join(', ')}` + (removed.length ? ` REMOVE ${removed.map((name) => `#${name}`).join(', ')}` : '');
  try {
    const { Attributes } = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: couponKeys.item(stored),
        UpdateExpression: update,
        ConditionExpression: condition.expression,
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: {
          ...Object.fromEntries(Object.entries(set).map(([name, value]) => [`:${name}`, value])),
          ...condition.values,
        },
        // The old item, so the audit log has the fields before; the new one is the old with this update.
        ReturnValues: 'ALL_OLD',
      }),
    );
    const updated: Record<string, unknown> = { ...Attributes, ...set };
    for (const name of removed) delete updated[name];
    const changed = [...Object.keys(set), ...removed].filter((name) => name !== 'updatedAt');
    const pick = (item: Record<string, unknown>) =>
      Object.fromEntries(changed.map((name) => [name, item[name] ?? null]));
    noteAuditChange({ before: pick(Attributes!), after: pick(updated) });
    return toStoredCoupon(updated);
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    throw await editRefusal(stored, edit);
  }
}

/** Which rule refused an edit, read from the coupon as it is now (uses only grow, and no coupon is deleted). */
async function editRefusal(code: string, edit: CouponEdit): Promise<Error> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: couponKeys.item(code), ConsistentRead: true }),
  );
  if (!Item) return new NotFound('coupon_not_found');
  if (typeof edit.maxUses === 'number' && toStoredCoupon(Item).uses > edit.maxUses) {
    return new Conflict('coupon_max_uses_below_uses', undefined, { field: 'maxUses' });
  }
  if (typeof edit.validUntil === 'string') return datesRefused('validUntil');
  if (typeof edit.validFrom === 'string') return datesRefused('validFrom');
  return new NotFound('coupon_not_found');
}

const datesRefused = (field: 'validFrom' | 'validUntil') =>
  new InvalidInput('validation.coupon_dates', undefined, { field });
