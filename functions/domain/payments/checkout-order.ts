import type { FeePlan } from '#shared/fee-plans.js';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import type { CheckoutQuoteInput } from '#shared/checkout.js';
import type { ErrorCode } from '#shared/error-codes.js';
import { paise, type Paise } from '#shared/money.js';
import { cancellationCodes, db, tableName, transactWrite } from '#lib/db.js';
import { Conflict, NotAuthenticated, Unavailable } from '#lib/errors.js';
import { countMetric } from '#lib/metrics.js';
import { createGatewayOrder, GatewayUnavailable } from '#lib/razorpay.js';
import { enrollmentKeys } from '../learning/index.js';
import { seriesAccessKeys } from '../mock-tests/index.js';
import { getUser } from '../users/index.js';
import { UNPAID_ORDER_DAYS } from './card-order.js';
import { type CheckoutProduct, checkoutProduct, chosenPlan, couponTerms } from './checkout-quote.js';
import { CHECKOUT_ORDER_HOLD_MINUTES, couponReleaseWrites, holdsCoupon, withoutHold } from './checkout-hold.js';
import { checkoutSettlementWrites } from './checkout-settle.js';
import type { CheckoutTerms } from './checkout-terms.js';
import { couponUseRefusal, couponUseWrites, type CouponUseWrite } from './coupon-uses.js';
import { getPayment, paymentItem, paymentKeys, type PaymentRecord } from './ledger.js';
import { mailReceipt } from './payer-mail.js';
import { payerSearchWrites } from './payer-search.js';
import { quote, type Quote } from './pricing.js';
import { ensureReceiptNumber, receiptQueueWrite } from './receipts.js';

/**
 * Online checkout for every course and test series: the order is priced by the quote's own code
 * (checkout-quote.ts), a Razorpay order is made for what is paid now, and the payment is recorded as a
 * card order (`created`) with its terms (checkout-terms.ts). It settles as card payments do (card.ts),
 * which also enrols or grants (checkout-settle.ts). A total of zero (a 100% coupon) enrols at once.
 */
export type CheckoutOrderOutcome =
  | { enrolled: false; keyId: string; orderId: string; amountPaise: Paise; paymentId: string }
  | { enrolled: true; paymentId: string; receiptNumber?: string };

/** The student's open order for a product: answered again while its terms stand, so a closed checkout can be reopened. */
interface OpenOrder {
  paymentId: string;
  keyId: string;
}

const ownedKey = (product: CheckoutProduct, userId: string) =>
  product.kind === 'course' ? enrollmentKeys.item(userId, product.id) : seriesAccessKeys.item(userId, product.id);

const takenCode = (product: CheckoutProduct): ErrorCode =>
  product.kind === 'course' ? 'already_enrolled' : 'test_series_already_purchased';

export async function read(key: { pk: string; sk: string }) {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }));
  return Item;
}

function termsOf(priced: Quote, plan: FeePlan | undefined, at: Date): CheckoutTerms {
  return {
    pricePaise: priced.price,
    discountPaise: priced.discount,
    ...(priced.coupon ? { couponCode: priced.coupon.code, couponCountedAt: at.toISOString() } : {}),
    ...(priced.plan
      ? {
          plan: {
            ...priced.plan,
            instalments: priced.instalments.map(({ amount, dueOn }) => ({ amountPaise: amount, dueOn })),
            ...(plan ? { overdue: plan.overdue } : {}),
          },
        }
      : {}),
  };
}

const sameTerms = (open: PaymentRecord, priced: Quote) =>
  open.amountPaise === priced.payNow &&
  open.checkout?.couponCode === priced.coupon?.code &&
  open.checkout?.plan?._id === priced.plan?._id;

const ATTEMPTS = 3;

export async function createCheckoutOrder(
  input: CheckoutQuoteInput,
  userId: string,
  now = new Date(),
): Promise<CheckoutOrderOutcome> {
  for (let attempt = 1; ; attempt++) {
    const outcome = await tryCheckoutOrder(input, userId, now);
    if (outcome !== 'changed') return outcome;
    // The student's open order changed under us (another tab ordering at the same moment): look again.
    if (attempt >= ATTEMPTS) throw new Unavailable('busy_try_again');
  }
}

async function tryCheckoutOrder(
  input: CheckoutQuoteInput,
  userId: string,
  now: Date,
): Promise<CheckoutOrderOutcome | 'changed'> {
  const user = await getUser(userId);
  if (!user) throw new NotAuthenticated('account_missing');
  const product = await checkoutProduct(input);
  if (await read(ownedKey(product, userId))) throw new Conflict(takenCode(product));
  const plan = chosenPlan(product, input.planId);
  const claimKey = paymentKeys.openCheckout(userId, product.kind, product.id);
  const claim = (await read(claimKey)) as (OpenOrder & Record<string, unknown>) | undefined;
  const open = claim ? await getPayment(claim.paymentId) : undefined;
  const held = holdsCoupon(open) ? open : undefined;
  const coupon = withoutHold(await couponTerms(input.couponCode, userId), held);
  const priced = quote({
    price: product.price,
    product,
    ...coupon,
    ...(plan ? { plan } : {}),
    now,
    studentId: userId,
  });
  const fresh = open && now.getTime() - Date.parse(open.createdAt) < CHECKOUT_ORDER_HOLD_MINUTES * 60_000;
  if (claim && open?.status === 'created' && open.orderId && fresh && sameTerms(open, priced) && priced.payNow > 0)
    return {
      enrolled: false,
      keyId: claim.keyId,
      orderId: open.orderId,
      amountPaise: open.amountPaise,
      paymentId: open.id,
    };

  const id = ulid();
  const record: PaymentRecord = {
    id,
    method: 'card',
    status: 'created',
    product: product.kind,
    courseId: product.id,
    courseTitle: product.title,
    name: user.name,
    mobile: user.mobile,
    ...(user.email ? { email: user.email } : {}),
    userId,
    feePaise: priced.payNow,
    materialPaise: paise(0),
    amountPaise: priced.payNow,
    createdAt: now.toISOString(),
    checkout: termsOf(priced, plan, now),
  };
  // The coupon's use: handed over from the open order when it held the same coupon, else counted now
  // with the coupon's conditions (and the open order's use, of another coupon, given back).
  const storedCoupon = coupon.coupon;
  const handedOver = held !== undefined && held.checkout?.couponCode === priced.coupon?.code;
  const couponWrites: CouponUseWrite[] =
    storedCoupon && !handedOver ? couponUseWrites(storedCoupon, userId, priced.discount, now) : [];
  const releaseWrites = held ? couponReleaseWrites(held, now) : [];
  const claimCondition = claim
    ? { ConditionExpression: 'paymentId = :open', ExpressionAttributeValues: { ':open': claim.paymentId } }
    : { ConditionExpression: 'attribute_not_exists(pk)' };

  if (priced.payNow === 0) return enrolFree({ ...record, status: 'paid', decidedAt: now.toISOString() });

  const order = await gatewayOrder(record, product);
  const ttl = Math.floor(now.getTime() / 1000) + UNPAID_ORDER_DAYS * 24 * 3600;
  const items = [
    ...couponWrites,
    {
      ConditionCheck: {
        TableName: tableName(),
        Key: ownedKey(product, userId),
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    {
      Put: {
        TableName: tableName(),
        Item: { ...paymentItem({ ...record, orderId: order.orderId }), ttl },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    {
      Put: {
        TableName: tableName(),
        Item: { ...paymentKeys.order(order.orderId), entity: 'OrderLink', paymentId: id, ttl },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    {
      Put: {
        TableName: tableName(),
        Item: { ...claimKey, entity: 'OpenCheckout', paymentId: id, keyId: order.keyId, ttl },
        ...claimCondition,
      },
    },
    ...releaseWrites,
  ];
  const refused = await committed(items, couponWrites, product, userId);
  if (refused) return refused;
  return {
    enrolled: false,
    keyId: order.keyId,
    orderId: order.orderId,
    amountPaise: record.amountPaise,
    paymentId: id,
  };

  /** Zero to pay: the payment (paid, ₹0, numbered like any other), the enrolment or access and the coupon's use, in one transaction. */
  async function enrolFree(paid: PaymentRecord): Promise<CheckoutOrderOutcome | 'changed'> {
    const freeItems = [
      ...couponWrites,
      { Put: { TableName: tableName(), Item: paymentItem(paid), ConditionExpression: 'attribute_not_exists(pk)' } },
      receiptQueueWrite(paid.id, now),
      ...(claim ? [{ Delete: { TableName: tableName(), Key: claimKey, ...claimCondition } }] : []),
      ...releaseWrites,
      ...payerSearchWrites(paid),
      ...(await checkoutSettlementWrites(paid, now)),
    ];
    const refused = await committed(freeItems, couponWrites, product, userId);
    if (refused) return refused;
    countMetric('PaymentsReceived', 1, { method: 'card' });
    const receiptNumber = await ensureReceiptNumber(paid.id);
    await mailReceipt(paid, 'card-paid');
    return { enrolled: true, paymentId: paid.id, ...(receiptNumber ? { receiptNumber } : {}) };
  }
}

/** The key a transaction item writes or checks. */
function keyOf(item: object): { pk?: unknown; sk?: unknown } | undefined {
  const { Put, Update, Delete, ConditionCheck } = item as Record<string, { Key?: object; Item?: object } | undefined>;
  return (Put?.Item ?? Update?.Key ?? Delete?.Key ?? ConditionCheck?.Key) as { pk?: unknown; sk?: unknown } | undefined;
}

/**
 * Runs the order's transaction. A coupon condition is the student's refusal (coupon_used_up, …); a
 * condition on the product's enrolment or access item, that they have it already; anything else (the
 * open order paid or replaced meanwhile) is 'changed', to be looked at again.
 */
async function committed(
  items: object[],
  couponWrites: CouponUseWrite[],
  product: CheckoutProduct,
  userId: string,
): Promise<'changed' | undefined> {
  try {
    await transactWrite(items as never);
    return undefined;
  } catch (error) {
    const codes = cancellationCodes(error);
    if (codes.length === 0) throw error;
    const couponRefusal = couponUseRefusal(error, couponWrites);
    if (couponRefusal) throw couponRefusal;
    const owned = ownedKey(product, userId);
    const failedOnOwned = items.some(
      (item, position) =>
        codes[position] === 'ConditionalCheckFailed' && keyOf(item)?.pk === owned.pk && keyOf(item)?.sk === owned.sk,
    );
    if (failedOnOwned) throw new Conflict(takenCode(product));
    if (!codes.includes('ConditionalCheckFailed')) throw new Unavailable('busy_try_again', undefined, { cause: error });
    return 'changed';
  }
}

/** A Razorpay order for a created payment, of exactly its amount; the gateway down is 503 payment_gateway_unavailable. */
export async function gatewayOrder(record: PaymentRecord, product: Pick<CheckoutProduct, 'kind' | 'id'>) {
  try {
    const { order, keyId } = await createGatewayOrder({
      amountPaise: record.amountPaise,
      receipt: record.id,
      notes: { paymentId: record.id, product: product.kind, productId: product.id, userId: record.userId ?? '' },
    });
    if (order.amount !== record.amountPaise)
      throw new Error(`Razorpay order ${order.id} has amount ${order.amount}, expected ${record.amountPaise}`);
    return { orderId: order.id, keyId };
  } catch (error) {
    if (error instanceof GatewayUnavailable)
      throw new Unavailable('payment_gateway_unavailable', undefined, { cause: error });
    throw error;
  }
}
