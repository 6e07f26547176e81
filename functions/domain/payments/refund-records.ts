import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { RefundReply } from '#shared/admin-types.js';
import { paise, paiseToRupees, type Paise } from '#shared/money.js';
import { db, queryAll, tableName } from '#lib/db.js';
import { getPayment, type PaymentRecord } from './ledger.js';

/**
 * Refunds: money that arrived, given back in whole or in part.
 *   PAYMENT#<id> / REFUND#<refundId>   { amountPaise, reason, mode, reference, state (pending | processed |
 *                                      failed), gatewayRefundId, creditNoteNumber, removeAccess, by, createdAt,
 *                                      processedAt, failureReason, failedAt }
 *     gsi1 REFUNDS#pending / <createdAt>#<paymentId>#<refundId>   while it is pending: what the SettleRefunds
 *                                      job walks (oldest first), removed when it is settled or released
 *     gsi1 REFUNDS#attempts / <processedAt>#<paymentId>#<refundId>  a settled test-series refund that took
 *                                      the student's access, until their attempts at its tests are ended
 *   COUNTER#CREDITNOTE / FY#<26-27>    { last }: credit notes, their own gap-free series per financial year
 *   CREDITNOTE#<number> / CREDITNOTE   { paymentId, refundId }
 */
export const PENDING_REFUNDS = 'REFUNDS#pending';
export const REFUNDS_ENDING_ATTEMPTS = 'REFUNDS#attempts';

export const refundKeys = {
  item: (paymentId: string, refundId: string) => ({ pk: `PAYMENT#${paymentId}`, sk: `REFUND#${refundId}` }),
  prefix: 'REFUND#',
  counter: (fy: string) => ({ pk: 'COUNTER#CREDITNOTE', sk: `FY#${fy}` }),
  creditNote: (number: string) => ({ pk: `CREDITNOTE#${number}`, sk: 'CREDITNOTE' }),
  pendingIndex: (createdAt: string, paymentId: string, refundId: string) => ({
    gsi1pk: PENDING_REFUNDS,
    gsi1sk: `${createdAt}#${paymentId}#${refundId}`,
  }),
  endingAttemptsIndex: (processedAt: string, paymentId: string, refundId: string) => ({
    gsi1pk: REFUNDS_ENDING_ATTEMPTS,
    gsi1sk: `${processedAt}#${paymentId}#${refundId}`,
  }),
};
export const CREDIT_NOTE_PATTERN = /^CN-\d{2}-\d{2}-\d{6}$/;

/** Why a card refund was released, in words for the admin's payments list. */
export const RELEASE_REASONS = {
  failedAtGateway:
    'Razorpay could not make this refund; nothing went back to the payer. Refund again if the money is still owed.',
  unknownToGateway:
    'Razorpay has no record of this refund (the request never reached it); nothing went back to the payer. Refund again if the money is still owed.',
  noGatewayPayment:
    'This payment has no Razorpay payment id, so the refund could not be sent to Razorpay; nothing went back to the payer.',
};

export interface RefundRecord {
  refundId: string;
  paymentId: string;
  amountPaise: Paise;
  reason: string;
  /** How the money goes back: through Razorpay, or paid back by the office. */
  mode: 'razorpay' | 'cash' | 'bank_transfer' | 'upi';
  reference?: string;
  state: 'pending' | 'processed' | 'failed';
  gatewayRefundId?: string;
  creditNoteNumber?: string;
  removeAccess: boolean;
  by: string;
  createdAt: string;
  processedAt?: string;
  /** Why a refund was released without money going back, in words an admin reads. */
  failureReason?: string;
  failedAt?: string;
}

/** A refund released without money going back, as the payment keeps it for the admin's list. */
export interface RefundNotMade {
  refundId: string;
  amountPaise: number;
  reason: string;
  at: string;
}

export function toRefundReply(refund: RefundRecord): RefundReply {
  return {
    _id: refund.refundId,
    paymentId: refund.paymentId,
    amount: paiseToRupees(refund.amountPaise),
    reason: refund.reason,
    mode: refund.mode,
    ...(refund.reference ? { reference: refund.reference } : {}),
    state: refund.state,
    ...(refund.creditNoteNumber ? { creditNoteNumber: refund.creditNoteNumber } : {}),
    ...(refund.failureReason ? { failureReason: refund.failureReason } : {}),
    createdAt: refund.createdAt,
    ...(refund.processedAt ? { processedAt: refund.processedAt } : {}),
  };
}

export function toRefund(item: Record<string, unknown>): RefundRecord {
  const { pk: _pk, sk: _sk, entity: _entity, gsi1pk: _g1, gsi1sk: _g2, ...rest } = item;
  return { ...(rest as unknown as RefundRecord), amountPaise: paise(item.amountPaise as number) };
}

export async function getRefund(paymentId: string, refundId: string): Promise<RefundRecord | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: refundKeys.item(paymentId, refundId), ConsistentRead: true }),
  );
  return Item ? toRefund(Item) : undefined;
}

/** The refunds of a payment, oldest first. */
export async function refundsOf(paymentId: string): Promise<RefundRecord[]> {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :refund)',
    ExpressionAttributeValues: { ':pk': `PAYMENT#${paymentId}`, ':refund': refundKeys.prefix },
    ConsistentRead: true,
  });
  return items.map(toRefund);
}

/** The payment a credit note refunded, by the note's number; undefined for a number nobody was given. */
export async function paymentIdOfCreditNote(number: string): Promise<string | undefined> {
  if (!CREDIT_NOTE_PATTERN.test(number)) return undefined;
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: refundKeys.creditNote(number), ConsistentRead: true }),
  );
  return Item?.paymentId as string | undefined;
}

/** A refund by its credit note number (the credit note's PDF). */
export async function refundOfCreditNote(
  number: string,
): Promise<{ payment: PaymentRecord; refund: RefundRecord } | undefined> {
  if (!CREDIT_NOTE_PATTERN.test(number)) return undefined;
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: refundKeys.creditNote(number), ConsistentRead: true }),
  );
  if (!Item) return undefined;
  const [payment, refund] = await Promise.all([
    getPayment(Item.paymentId as string),
    getRefund(Item.paymentId as string, Item.refundId as string),
  ]);
  return payment && refund ? { payment, refund } : undefined;
}
