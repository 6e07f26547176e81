import { ulid } from 'ulid';
import type { Delivery } from '#shared/admin-types.js';
import { priceDirectCourse, type DirectCourseId } from '#shared/direct-courses.js';
import { rupeesToPaise, type Paise } from '#shared/money.js';
import { tableName, transactWrite } from '#lib/db.js';
import { Unavailable } from '#lib/errors.js';
import { createGatewayOrder, GatewayUnavailable } from '#lib/razorpay.js';
import { paymentItem, paymentKeys, type PaymentRecord } from './ledger.js';

/**
 * Card payments for the direct-payment courses (Razorpay): created → paid | failed. The price comes
 * from shared/direct-courses.ts; the client's amount is never read.
 */
/** Days an order that was never paid is kept (a checkout left open, a payer who changed their mind). */
export const UNPAID_ORDER_DAYS = 7;

export interface NewCardOrder {
  course: DirectCourseId;
  name: string;
  mobile: string;
  includeMaterial: boolean;
  /** Where printed material goes; the schema requires it when the order buys some. */
  delivery?: Delivery & { email: string };
}

export interface CardOrder {
  keyId: string;
  orderId: string;
  amountPaise: Paise;
  paymentId: string;
}

export async function createCardOrder(input: NewCardOrder): Promise<CardOrder> {
  const price = priceDirectCourse(input.course, input.includeMaterial);
  const id = ulid();
  const amountPaise = rupeesToPaise(price.orderAmount);
  let created;
  try {
    created = await createGatewayOrder({
      amountPaise,
      receipt: id,
      notes: { course: input.course, name: input.name, mobile: input.mobile },
    });
  } catch (error) {
    if (error instanceof GatewayUnavailable) {
      throw new Unavailable('payment_gateway_unavailable', undefined, { cause: error });
    }
    throw error;
  }
  const { order, keyId } = created;
  if (order.amount !== amountPaise)
    throw new Error(`Razorpay order ${order.id} has amount ${order.amount}, expected ${amountPaise}`);
  const record: PaymentRecord = {
    id,
    method: 'card',
    status: 'created',
    courseId: input.course,
    courseTitle: price.course.title,
    name: input.name,
    mobile: input.mobile,
    feePaise: rupeesToPaise(price.fee + price.material),
    materialPaise: rupeesToPaise(price.material),
    amountPaise,
    orderId: order.id,
    createdAt: new Date().toISOString(),
    // Kept only with material to send: the office couriers it there (and the receipt mail goes to the e-mail).
    ...(price.material > 0 && input.delivery
      ? {
          email: input.delivery.email,
          delivery: { address: input.delivery.address, pinCode: input.delivery.pinCode },
        }
      : {}),
  };
  // An order nobody pays goes away by itself (DynamoDB's TTL); paying it removes the ttl (card.ts).
  const ttl = Math.floor(Date.now() / 1000) + UNPAID_ORDER_DAYS * 24 * 3600;
  await transactWrite([
    {
      Put: {
        TableName: tableName(),
        Item: { ...paymentItem(record), ttl },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    {
      Put: {
        TableName: tableName(),
        Item: { ...paymentKeys.order(order.id), entity: 'OrderLink', paymentId: id, ttl },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
  ]);
  return { keyId, orderId: order.id, amountPaise, paymentId: id };
}
