import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { PaymentProduct } from '#shared/types.js';
import { cancellationCodes, db, tableName, transactWrite } from '#lib/db.js';
import { logger } from '#lib/logger.js';
import { couponKeys } from './coupons.js';
import { getPayment, ledgerPartition, type PaymentRecord, paymentKeys, toPayment } from './ledger.js';
import type { QuoteRequest } from './pricing.js';

/**
 * A checkout order holds its coupon's use from the moment it is created (the use is counted then, with
 * the coupon's conditions, so students racing for the last use never get more than the coupon allows,
 * and nobody pays a discounted price the coupon can no longer give). An order left unpaid gives the use
 * back: when the same student makes another order for the same product, or once it is older than
 * CHECKOUT_ORDER_HOLD_MINUTES (the ReleaseCheckoutCoupons job).
 */
export const CHECKOUT_ORDER_HOLD_MINUTES = 60;

/** The writes that give back the use an unpaid order holds: only while it is unpaid and still holds it. */
export function couponReleaseWrites(payment: PaymentRecord, at: Date): object[] {
  const terms = payment.checkout;
  if (!payment.userId || !terms?.couponCode || !terms.couponCountedAt || terms.couponReleasedAt) return [];
  const takeBack = (key: { pk: string; sk: string }) => ({
    Update: {
      TableName: tableName(),
      Key: key,
      UpdateExpression: 'ADD #uses :minusOne, #given :minusDiscount',
      ExpressionAttributeNames: { '#uses': 'uses', '#given': 'discountGivenPaise' },
      ExpressionAttributeValues: { ':minusOne': -1, ':minusDiscount': -terms.discountPaise },
    },
  });
  return [
    {
      Update: {
        TableName: tableName(),
        Key: paymentKeys.item(payment.id),
        UpdateExpression: 'SET #checkout.#released = :at',
        ConditionExpression: '#status = :created AND attribute_not_exists(#checkout.#released)',
        ExpressionAttributeNames: { '#checkout': 'checkout', '#released': 'couponReleasedAt', '#status': 'status' },
        ExpressionAttributeValues: { ':at': at.toISOString(), ':created': 'created' },
      },
    },
    takeBack(couponKeys.item(terms.couponCode)),
    takeBack(couponKeys.use(terms.couponCode, payment.userId)),
  ];
}

/** Whether an unpaid order still holds a coupon's use. */
export function holdsCoupon(payment: PaymentRecord | undefined): payment is PaymentRecord {
  return (
    payment?.status === 'created' &&
    Boolean(payment.checkout?.couponCountedAt && payment.checkout.couponCode && !payment.checkout.couponReleasedAt)
  );
}

/** The student's open order for a product when it still holds a coupon's use (read as the order route reads it). */
export async function heldCheckoutOrder(
  userId: string,
  kind: PaymentProduct,
  productId: string,
): Promise<PaymentRecord | undefined> {
  const { Item } = await db().send(
    new GetCommand({
      TableName: tableName(),
      Key: paymentKeys.openCheckout(userId, kind, productId),
      ConsistentRead: true,
    }),
  );
  const open = typeof Item?.paymentId === 'string' ? await getPayment(Item.paymentId) : undefined;
  return holdsCoupon(open) ? open : undefined;
}

type CouponTerms = Pick<QuoteRequest, 'couponCode' | 'coupon' | 'couponUse'>;

/**
 * A coupon's uses less the one the student's own open order holds: the order route hands that use
 * over to the student's next order rather than spending it twice, so the quote counts it as theirs too.
 */
export function withoutHold<Terms extends CouponTerms>(terms: Terms, held: PaymentRecord | undefined): Terms {
  if (!terms.couponUse || !terms.coupon || held?.checkout?.couponCode !== terms.coupon.code) return terms;
  const { totalUses, usesByThisStudent } = terms.couponUse;
  return { ...terms, couponUse: { totalUses: totalUses - 1, usesByThisStudent: usesByThisStudent - 1 } };
}

/**
 * Gives back the coupon uses of checkout orders left unpaid for longer than the hold (card orders
 * still `created`, gsi2 PAYMENTS#card#created, oldest first). One transaction per order, each on the
 * condition that it is still unpaid, so an order paid at the same moment keeps its use.
 */
export async function releaseExpiredCheckoutCoupons(now = new Date()): Promise<{ released: number }> {
  const before = new Date(now.getTime() - CHECKOUT_ORDER_HOLD_MINUTES * 60_000).toISOString();
  let released = 0;
  let start: Record<string, unknown> | undefined;
  do {
    const page = await db().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: 'gsi2',
        KeyConditionExpression: 'gsi2pk = :created AND gsi2sk < :before',
        ExpressionAttributeValues: { ':created': ledgerPartition('card', 'created'), ':before': before },
        ...(start ? { ExclusiveStartKey: start } : {}),
      }),
    );
    for (const item of page.Items ?? []) {
      const payment = toPayment(item);
      if (!holdsCoupon(payment)) continue;
      try {
        await transactWrite(couponReleaseWrites(payment, now) as never);
        released++;
      } catch (error) {
        if (cancellationCodes(error).length === 0) throw error;
        logger.info('A checkout order was paid while its coupon was being given back; it keeps it', {
          paymentId: payment.id,
        });
      }
    }
    start = page.LastEvaluatedKey;
  } while (start);
  return { released };
}
