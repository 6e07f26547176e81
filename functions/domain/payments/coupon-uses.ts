import { GetCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { type Coupon, normaliseCouponCode } from '#shared/coupons.js';
import type { Paise } from '#shared/money.js';
import { cancellationCodes, db, tableName } from '#lib/db.js';
import { InvalidInput } from '#lib/errors.js';
import { couponKeys } from './coupons.js';
import type { CouponUse } from './pricing.js';

/**
 * Counting a coupon's uses. A quote reads them (couponUseOf) to refuse a coupon already used up; the
 * transaction that takes the money (or enrols, at zero) counts the use with conditions on the counts
 * themselves (couponUseWrites), so students racing for the last use never get one more than the
 * coupon allows; couponUseRefusal says which rule a cancelled transaction broke.
 */

export type CouponUseWrite = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** How often the coupon under `code` (any case) was used, by everyone and by `userId`; 0 and 0 for no coupon. */
export async function couponUseOf(code: string, userId?: string): Promise<CouponUse> {
  const stored = normaliseCouponCode(code);
  if (!stored) return { totalUses: 0, usesByThisStudent: 0 };
  const usesOf = async (key: { pk: string; sk: string }) => {
    const { Item } = await db().send(
      new GetCommand({
        TableName: tableName(),
        Key: key,
        ConsistentRead: true,
        ProjectionExpression: '#uses',
        ExpressionAttributeNames: { '#uses': 'uses' },
      }),
    );
    return (Item?.uses as number | undefined) ?? 0;
  };
  const [totalUses, usesByThisStudent] = await Promise.all([
    usesOf(couponKeys.item(stored)),
    userId ? usesOf(couponKeys.use(stored, userId)) : 0,
  ]);
  return { totalUses, usesByThisStudent };
}

/**
 * The two writes that count one use of `coupon` by `userId`, giving `discount`, for the transaction
 * that takes the money: the coupon's `uses` and `discountGivenPaise` go up on condition that it still
 * exists, is not paused, has uses left (`uses < maxUses`, as stored) and is valid at `at` (the moment
 * the coupon was accepted, now by default); the student's own use item goes up on condition that the
 * student has uses left (`uses < perStudent`). Either condition failing cancels the whole transaction:
 * read which with couponUseRefusal.
 */
export function couponUseWrites(
  coupon: Pick<Coupon, 'code' | 'perStudent'>,
  userId: string,
  discount: Paise,
  at: Date = new Date(),
): CouponUseWrite[] {
  if (!Number.isSafeInteger(discount) || discount < 0) throw new Error(`Not a discount in paise: ${discount}`);
  const moment = at.toISOString();
  const perStudent = coupon.perStudent;
  return [
    {
      Update: {
        TableName: tableName(),
        Key: couponKeys.item(coupon.code),
        UpdateExpression: 'ADD #uses :one, #given :discount',
        ConditionExpression:
          'attribute_exists(pk) AND (attribute_not_exists(#paused) OR #paused = :false)' +
          ' AND (attribute_not_exists(#maxUses) OR #uses < #maxUses)' +
          ' AND (attribute_not_exists(#validFrom) OR #validFrom <= :at)' +
          ' AND (attribute_not_exists(#validUntil) OR #validUntil > :at)',
        ExpressionAttributeNames: {
          '#uses': 'uses',
          '#given': 'discountGivenPaise',
          '#paused': 'paused',
          '#maxUses': 'maxUses',
          '#validFrom': 'validFrom',
          '#validUntil': 'validUntil',
        },
        ExpressionAttributeValues: { ':one': 1, ':discount': discount, ':false': false, ':at': moment },
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
      },
    },
    {
      Update: {
        TableName: tableName(),
        Key: couponKeys.use(coupon.code, userId),
        UpdateExpression:
          'SET #entity = :entity, #code = :code, #userId = :userId, #lastUsedAt = :at ADD #uses :one, #given :discount',
        ...(perStudent !== undefined
          ? { ConditionExpression: 'attribute_not_exists(#uses) OR #uses < :perStudent' }
          : {}),
        ExpressionAttributeNames: {
          '#entity': 'entity',
          '#code': 'code',
          '#userId': 'userId',
          '#lastUsedAt': 'lastUsedAt',
          '#uses': 'uses',
          '#given': 'discountGivenPaise',
        },
        ExpressionAttributeValues: {
          ':entity': 'CouponUse',
          ':code': coupon.code,
          ':userId': userId,
          ':at': moment,
          ':one': 1,
          ':discount': discount,
          ...(perStudent !== undefined ? { ':perStudent': perStudent } : {}),
        },
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
      },
    },
  ];
}

type Reason = { Code?: string; Item?: Record<string, unknown> };

/** An attribute of an item as a cancelled transaction returns it: marshalled ({ N: '3' }) or plain. */
function attribute(item: Record<string, unknown> | undefined, name: string): string | number | boolean | undefined {
  const value = item?.[name];
  if (value === null || typeof value !== 'object') return value as string | number | boolean | undefined;
  const typed = value as { S?: string; N?: string; BOOL?: boolean };
  return typed.N !== undefined ? Number(typed.N) : (typed.S ?? typed.BOOL);
}

/** Which of the coupon's rules the stored coupon broke, in the order a quote checks them. */
function couponRuleBroken(item: Record<string, unknown> | undefined, at: Date) {
  if (!item || attribute(item, 'paused') === true) return 'coupon_invalid';
  const validFrom = attribute(item, 'validFrom');
  if (typeof validFrom === 'string' && at.getTime() < Date.parse(validFrom)) return 'coupon_not_yet_valid';
  const validUntil = attribute(item, 'validUntil');
  if (typeof validUntil === 'string' && at.getTime() >= Date.parse(validUntil)) return 'coupon_expired';
  return 'coupon_used_up';
}

/**
 * The refusal a student reads when a transaction carrying couponUseWrites was cancelled by one of the
 * coupon's conditions: `coupon_used_up` (no uses left), `coupon_already_used` (none left for this
 * student), `coupon_expired` or `coupon_not_yet_valid` (outside its window at the moment the writes
 * were made for), `coupon_invalid` (paused, or gone), each a 400 on `couponCode` as the quote gives
 * it; undefined when no coupon condition failed (the error is someone else's to read). `sent` is the
 * transaction's items as sent, in their order.
 */
export function couponUseRefusal(error: unknown, sent: readonly CouponUseWrite[]): InvalidInput | undefined {
  const codes = cancellationCodes(error);
  const reasons = (error as { CancellationReasons?: Reason[] } | null)?.CancellationReasons ?? [];
  let studentHasNoneLeft = false;
  for (const [position, write] of sent.entries()) {
    const key = write.Update?.Key as { pk?: unknown; sk?: unknown } | undefined;
    if (codes[position] !== 'ConditionalCheckFailed' || !String(key?.pk).startsWith('COUPON#')) continue;
    if (key?.sk === 'COUPON') {
      const at = new Date(String(write.Update?.ExpressionAttributeValues?.[':at']));
      return refusal(couponRuleBroken(reasons[position]?.Item, at));
    }
    studentHasNoneLeft = true;
  }
  return studentHasNoneLeft ? refusal('coupon_already_used') : undefined;
}

const refusal = (code: ConstructorParameters<typeof InvalidInput>[0]) =>
  new InvalidInput(code, undefined, { field: 'couponCode' });
