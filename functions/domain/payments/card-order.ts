import { ulid } from 'ulid';
import { priceDirectCourse, type DirectCourseId } from '../../../shared/direct-courses.js';
import { rupeesToPaise, type Paise } from '../../../shared/money.js';
import { tableName, transactWrite } from '../../lib/db.js';
import { Unavailable } from '../../lib/errors.js';
import { createGatewayOrder, GatewayUnavailable } from '../../lib/razorpay.js';
import { paymentItem, paymentKeys, type PaymentRecord } from './ledger.js';
import { countPaymentRecorded } from '../insight/stats.js';

/**
 * Card payments for the direct-payment courses (Razorpay): created → paid | failed. The price comes
 * from shared/direct-courses.ts; the client's amount is never read.
 */
export interface NewCardOrder {
  course: DirectCourseId;
  name: string;
  mobile: string;
  includeMaterial: boolean;
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
    created = await createGatewayOrder({ amountPaise, receipt: id, notes: { course: input.course, name: input.name, mobile: input.mobile } });
  } catch (error) {
    if (error instanceof GatewayUnavailable) {
      throw new Unavailable('payment_gateway_unavailable', undefined, { cause: error });
    }
    throw error;
  }
  const { order, keyId } = created;
  if (order.amount !== amountPaise) throw new Error(`Razorpay order ${order.id} has amount ${order.amount}, expected ${amountPaise}`);
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
  };
  await transactWrite([
    { Put: { TableName: tableName(), Item: paymentItem(record), ConditionExpression: 'attribute_not_exists(pk)' } },
    { Put: { TableName: tableName(), Item: { ...paymentKeys.order(order.id), entity: 'OrderLink', paymentId: id }, ConditionExpression: 'attribute_not_exists(pk)' } },
  ]);
  await countPaymentRecorded();
  return { keyId, orderId: order.id, amountPaise, paymentId: id };
}

