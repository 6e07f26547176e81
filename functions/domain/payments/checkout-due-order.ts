import { ulid } from 'ulid';
import { paise } from '#shared/money.js';
import { cancellationCodes, tableName, transactWrite } from '#lib/db.js';
import { Conflict, NotAuthenticated, Unavailable } from '#lib/errors.js';
import { getUser } from '../users/index.js';
import { UNPAID_ORDER_DAYS } from './card-order.js';
import { CHECKOUT_ORDER_HOLD_MINUTES } from './checkout-hold.js';
import { type CheckoutOrderOutcome, gatewayOrder, read } from './checkout-order.js';
import { dueOfStudent, dueUnpaidCheck } from './dues.js';
import { getPayment, paymentItem, paymentKeys, type PaymentRecord } from './ledger.js';

/**
 * One of a student's dues paid online: a Razorpay order for the due's amount, recorded as a checkout
 * order (`created`) that holds the due it pays (`dueId`, `dueOn`), settled as any checkout order is
 * (card.ts, checkout-settle.ts marks the due paid in the same transaction). The order is refused for a
 * due already paid or with a UPI payment waiting for it; an open order for the same due is answered
 * again while fresh, so two tabs never make two orders. A due paid some other way while its order is
 * open is still told apart at settling: the money is counted and the due left as it was paid.
 */
export async function createDueCheckoutOrder(
  dueId: string,
  userId: string,
  now = new Date(),
): Promise<CheckoutOrderOutcome> {
  for (let attempt = 1; attempt <= 3; attempt++) {
    const outcome = await tryDueOrder(dueId, userId, now);
    if (outcome !== 'changed') return outcome;
  }
  throw new Unavailable('busy_try_again');
}

async function tryDueOrder(dueId: string, userId: string, now: Date): Promise<CheckoutOrderOutcome | 'changed'> {
  const user = await getUser(userId);
  if (!user) throw new NotAuthenticated('account_missing');
  const due = await dueOfStudent(userId, dueId);
  if (due.status === 'paid') throw new Conflict('due_already_paid');
  const waitingUpi = paymentKeys.pendingDueClaim(userId, due.id);
  if (await read(waitingUpi)) throw new Conflict('due_payment_pending');

  const claimKey = paymentKeys.openDueCheckout(userId, due.id);
  const claim = (await read(claimKey)) as { paymentId: string; keyId: string } | undefined;
  const open = claim ? await getPayment(claim.paymentId) : undefined;
  const fresh = open && now.getTime() - Date.parse(open.createdAt) < CHECKOUT_ORDER_HOLD_MINUTES * 60_000;
  if (claim && open?.status === 'created' && open.orderId && fresh && open.amountPaise === due.amountPaise)
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
    product: due.product.kind,
    courseId: due.product._id,
    courseTitle: due.product.title,
    name: user.name,
    mobile: user.mobile,
    ...(user.email ? { email: user.email } : {}),
    userId,
    feePaise: due.amountPaise,
    materialPaise: paise(0),
    amountPaise: due.amountPaise,
    createdAt: now.toISOString(),
    checkout: { pricePaise: due.amountPaise, discountPaise: paise(0) },
    dueId: due.id,
    dueOn: due.dueOn,
  };
  const order = await gatewayOrder(record, { kind: due.product.kind, id: due.product._id });
  const ttl = Math.floor(now.getTime() / 1000) + UNPAID_ORDER_DAYS * 24 * 3600;
  const items = [
    dueUnpaidCheck(due),
    { ConditionCheck: { TableName: tableName(), Key: waitingUpi, ConditionExpression: 'attribute_not_exists(pk)' } },
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
        ...(claim
          ? { ConditionExpression: 'paymentId = :open', ExpressionAttributeValues: { ':open': claim.paymentId } }
          : { ConditionExpression: 'attribute_not_exists(pk)' }),
      },
    },
  ];
  try {
    await transactWrite(items as never);
  } catch (error) {
    const codes = cancellationCodes(error);
    if (codes.length === 0) throw error;
    if (codes[0] === 'ConditionalCheckFailed') throw new Conflict('due_already_paid');
    if (codes[1] === 'ConditionalCheckFailed') throw new Conflict('due_payment_pending');
    if (!codes.includes('ConditionalCheckFailed')) throw new Unavailable('busy_try_again', undefined, { cause: error });
    // Another tab made an order for this due at the same moment: answer that one.
    return 'changed';
  }
  return {
    enrolled: false,
    keyId: order.keyId,
    orderId: order.orderId,
    amountPaise: record.amountPaise,
    paymentId: id,
  };
}
