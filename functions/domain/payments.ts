import { BatchGetCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import { paiseToRupees, paise, type Paise } from '../../shared/money.js';
import { db, queryPrefix, tableName } from '../lib/db.js';

/**
 * The payment ledger: one Payment entity for every way money arrives.
 *   PAYMENT#<id> / PAYMENT          the payment; while a UPI payment waits for an admin:
 *                                   gsi1 PAYMENTS#pending / <createdAt>#<id> (removed on the decision)
 *   USER#<userId> / PAYMENT#<id>    a student's pointer to their payment ("my payments")
 *   ORDER#<orderId> / ORDER         a Razorpay order id → our payment id
 *   UTR#<utr> / UTR                 one use of a UTR across the whole system (never released)
 *   USER#<userId> / UPIPENDING#<courseId>   at most one pending UPI payment per student and course
 *   STATS / TOTALS                  totalRevenuePaise, paymentCount
 *   STATS / COURSE#<courseId>       enrollmentCount, totalRevenuePaise (catalogue courses)
 *   STATS / DIRECT#<gpsc|upsc>      paymentCount, totalRevenuePaise (direct-payment courses)
 * Status moves forward only, each move a conditional write: card created → paid | failed (a failed
 * attempt may still be followed by a paid one on the same order; paid is final), UPI pending →
 * approved | rejected, offline approved. A move that counts money or grants access writes the
 * enrolment and the counters in the same transaction.
 */
export type PaymentMethod = 'card' | 'upi' | 'offline';
export type PaymentStatus = 'created' | 'paid' | 'failed' | 'pending' | 'approved' | 'rejected';

export interface PaymentRecord {
  id: string;
  method: PaymentMethod;
  status: PaymentStatus;
  /** Catalogue course id, or the direct-payment course id ('gpsc' | 'upsc'). */
  courseId: string;
  courseTitle: string;
  name: string;
  mobile: string;
  email?: string;
  userId?: string;
  /** Course fee (with material when chosen), what the institute keeps. */
  feePaise: Paise;
  /** Of which the material add-on. */
  materialPaise: Paise;
  /** What was charged: fee plus the gateway's share for cards; the course price for UPI. */
  amountPaise: Paise;
  orderId?: string;
  gatewayPaymentId?: string;
  utrNumber?: string;
  receiptNumber?: string;
  failureReason?: string;
  rejectionReason?: string;
  decidedBy?: string;
  createdAt: string;
  /** When it was paid (card) or decided (UPI). */
  decidedAt?: string;
}

export const paymentKeys = {
  item: (id: string) => ({ pk: `PAYMENT#${id}`, sk: 'PAYMENT' }),
  pendingIndex: (createdAt: string, id: string) => ({ gsi1pk: PENDING_PARTITION, gsi1sk: `${createdAt}#${id}` }),
  userPointer: (userId: string, id: string) => ({ pk: `USER#${userId}`, sk: `PAYMENT#${id}` }),
  userPointerPrefix: 'PAYMENT#',
  order: (orderId: string) => ({ pk: `ORDER#${orderId}`, sk: 'ORDER' }),
  utr: (utr: string) => ({ pk: `UTR#${utr}`, sk: 'UTR' }),
  pendingClaim: (userId: string, courseId: string) => ({ pk: `USER#${userId}`, sk: `UPIPENDING#${courseId}` }),
};
export const PENDING_PARTITION = 'PAYMENTS#pending';

export const statsKeys = {
  totals: { pk: 'STATS', sk: 'TOTALS' },
  course: (courseId: string) => ({ pk: 'STATS', sk: `COURSE#${courseId}` }),
  direct: (directId: string) => ({ pk: 'STATS', sk: `DIRECT#${directId}` }),
};

/** The item fields of a payment (keys added by the caller). */
export function paymentItem(record: PaymentRecord): Record<string, unknown> {
  return { ...paymentKeys.item(record.id), entity: 'Payment', ...record };
}

export function toPayment(item: Record<string, unknown>): PaymentRecord {
  const { pk: _pk, sk: _sk, gsi1pk: _g1, gsi1sk: _g2, entity: _e, ...rest } = item;
  return {
    ...(rest as unknown as PaymentRecord),
    feePaise: paise(item.feePaise as number),
    materialPaise: paise((item.materialPaise as number | undefined) ?? 0),
    amountPaise: paise(item.amountPaise as number),
  };
}

export async function getPayment(id: string, consistent = true): Promise<PaymentRecord | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: paymentKeys.item(id), ConsistentRead: consistent }));
  return Item ? toPayment(Item) : undefined;
}

/** Counter writes for money that arrived: total revenue, and the course's (or direct course's) figures. */
export function revenueWrites(input: { amountPaise: Paise; courseKey: { pk: string; sk: string }; enrolment: boolean }) {
  return [
    {
      Update: {
        TableName: tableName(),
        Key: statsKeys.totals,
        UpdateExpression: 'ADD totalRevenuePaise :amount, paymentCount :one',
        ExpressionAttributeValues: { ':amount': input.amountPaise, ':one': 1 },
      },
    },
    {
      Update: {
        TableName: tableName(),
        Key: input.courseKey,
        UpdateExpression: input.enrolment ? 'ADD totalRevenuePaise :amount, enrollmentCount :one' : 'ADD totalRevenuePaise :amount, paymentCount :one',
        ExpressionAttributeValues: { ':amount': input.amountPaise, ':one': 1 },
      },
    },
  ];
}

export interface Counters {
  totalRevenuePaise: Paise;
  paymentCount: number;
  enrollmentCount: number;
}

/** The figures the admin dashboard reads: GetItem on a counter item. */
export async function readCounters(key: { pk: string; sk: string }): Promise<Counters> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }));
  return {
    totalRevenuePaise: paise((Item?.totalRevenuePaise as number | undefined) ?? 0),
    paymentCount: (Item?.paymentCount as number | undefined) ?? 0,
    enrollmentCount: (Item?.enrollmentCount as number | undefined) ?? 0,
  };
}

export interface MyPayment {
  _id: string;
  method: PaymentMethod;
  status: PaymentStatus;
  course: { _id: string; title: string };
  amount: number;
  utrNumber?: string;
  receiptNumber?: string;
  rejectionReason?: string;
  createdAt: string;
  decidedAt?: string;
}

export function toMyPayment(payment: PaymentRecord): MyPayment {
  return {
    _id: payment.id,
    method: payment.method,
    status: payment.status,
    course: { _id: payment.courseId, title: payment.courseTitle },
    amount: paiseToRupees(payment.amountPaise),
    ...(payment.utrNumber ? { utrNumber: payment.utrNumber } : {}),
    ...(payment.receiptNumber ? { receiptNumber: payment.receiptNumber } : {}),
    ...(payment.rejectionReason ? { rejectionReason: payment.rejectionReason } : {}),
    createdAt: payment.createdAt,
    ...(payment.decidedAt ? { decidedAt: payment.decidedAt } : {}),
  };
}

/** A student's payments, newest first: Query their pointers, BatchGet the payments. */
export async function listMyPayments(userId: string): Promise<MyPayment[]> {
  const pointers = await queryPrefix(`USER#${userId}`, paymentKeys.userPointerPrefix);
  const found: PaymentRecord[] = [];
  for (let i = 0; i < pointers.length; i += 100) {
    let request: Record<string, { Keys: Record<string, unknown>[]; ConsistentRead: boolean }> | undefined = {
      [tableName()]: { Keys: pointers.slice(i, i + 100).map((p) => paymentKeys.item(p.paymentId as string)), ConsistentRead: true },
    };
    while (request && Object.keys(request).length > 0) {
      const reply = await db().send(new BatchGetCommand({ RequestItems: request }));
      found.push(...(reply.Responses?.[tableName()] ?? []).map(toPayment));
      request = reply.UnprocessedKeys as typeof request;
    }
  }
  return found.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id)).map(toMyPayment);
}
