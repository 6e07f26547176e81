import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { paise, type Paise } from '#shared/money.js';
import type { DueProduct } from '#shared/dues.js';
import type { FeePlan } from '#shared/fee-plans.js';
import { db, queryAll, queryPrefix, tableName } from '#lib/db.js';
import { NotFound } from '#lib/errors.js';

/**
 * A student's dues: each instalment of a fee plan after the first, created by the transaction that
 * takes the first, and marked paid, once, by the transaction that takes its money.
 *   USER#<userId> / DUE#<dueOn>#<dueId>   the due (a student's dues in date order)
 *     gsi1 DUES#unpaid / <dueOn>#<dueId>  while unpaid: the office's list and the reminders, by date
 * A due's id is the id of the payment that created it and the instalment's number (`<paymentId>-2`),
 * so building the same settle again gives the same items.
 */
export const UNPAID_DUES_PARTITION = 'DUES#unpaid';

export const dueKeys = {
  item: (userId: string, dueOn: string, dueId: string) => ({ pk: `USER#${userId}`, sk: `DUE#${dueOn}#${dueId}` }),
  prefix: 'DUE#',
  unpaidIndex: (dueOn: string, dueId: string) => ({ gsi1pk: UNPAID_DUES_PARTITION, gsi1sk: `${dueOn}#${dueId}` }),
};

export interface DueRecord {
  id: string;
  userId: string;
  product: Omit<DueProduct, 'titleGu'>;
  plan: { _id: string; name: string };
  /** The instalment's place in the plan (the first, paid at checkout, is 1). */
  instalment: number;
  amountPaise: Paise;
  /** India's calendar date it is due, 'yyyy-mm-dd'. */
  dueOn: string;
  /** The plan's overdue rule when it suspends access: days overdue after which the course is closed until paid. */
  suspendAfterDays?: number;
  /** The payment of the first instalment, which created it. */
  createdBy: string;
  createdAt: string;
  status: 'unpaid' | 'paid';
  paidBy?: string;
  paidAt?: string;
}

export function toDue(item: Record<string, unknown>): DueRecord {
  return {
    id: String(item.id),
    userId: String(item.userId),
    product: item.product as DueRecord['product'],
    plan: item.plan as DueRecord['plan'],
    instalment: Number(item.instalment),
    amountPaise: paise(Number(item.amountPaise)),
    dueOn: String(item.dueOn),
    ...(typeof item.suspendAfterDays === 'number' ? { suspendAfterDays: item.suspendAfterDays } : {}),
    createdBy: String(item.createdBy),
    createdAt: String(item.createdAt),
    status: item.status === 'paid' ? 'paid' : 'unpaid',
    ...(typeof item.paidBy === 'string' ? { paidBy: item.paidBy } : {}),
    ...(typeof item.paidAt === 'string' ? { paidAt: item.paidAt } : {}),
  };
}

export interface PlanDuesInput {
  userId: string;
  product: Omit<DueProduct, 'titleGu'>;
  plan: Pick<FeePlan, '_id' | 'name' | 'overdue'>;
  /** The quote's instalments after the first (the one being paid now), in order. */
  instalments: readonly { amount: Paise; dueOn: string }[];
  /** The payment of the first instalment. */
  paymentId: string;
  at: Date;
}

/**
 * The Put items, for the settle transaction of a plan's first instalment, of every due after it: one
 * per instalment, each new (`attribute_not_exists`), numbered from 2.
 */
export function dueWritesForPlan(input: PlanDuesInput): object[] {
  const { plan } = input;
  return input.instalments.map((instalment, index) => {
    const number = index + 2;
    const id = `${input.paymentId}-${number}`;
    const record: DueRecord = {
      id,
      userId: input.userId,
      product: { kind: input.product.kind, _id: input.product._id, title: input.product.title },
      plan: { _id: plan._id, name: plan.name },
      instalment: number,
      amountPaise: instalment.amount,
      dueOn: instalment.dueOn,
      ...(plan.overdue.rule === 'suspend' ? { suspendAfterDays: plan.overdue.afterDays } : {}),
      createdBy: input.paymentId,
      createdAt: input.at.toISOString(),
      status: 'unpaid',
    };
    return {
      Put: {
        TableName: tableName(),
        Item: {
          ...dueKeys.item(input.userId, instalment.dueOn, id),
          ...dueKeys.unpaidIndex(instalment.dueOn, id),
          entity: 'Due',
          ...record,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    };
  });
}

/**
 * The conditional Update that marks one due paid by a payment, for the transaction that takes its
 * money: only an unpaid due moves, so of two payments of one due at once exactly one commits. It
 * leaves the office's unpaid list, and with it the reminders.
 */
export function dueSettleWrites(due: Pick<DueRecord, 'userId' | 'dueOn' | 'id'>, paymentId: string, at: Date): object {
  return {
    Update: {
      TableName: tableName(),
      Key: dueKeys.item(due.userId, due.dueOn, due.id),
      UpdateExpression: 'SET #status = :paid, paidBy = :payment, paidAt = :at REMOVE gsi1pk, gsi1sk',
      ConditionExpression: 'attribute_exists(pk) AND #status = :unpaid',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':paid': 'paid',
        ':unpaid': 'unpaid',
        ':payment': paymentId,
        ':at': at.toISOString(),
      },
    },
  };
}

/** A condition, for a transaction taking a due's UTR, that the due is still unpaid. */
export function dueUnpaidCheck(due: Pick<DueRecord, 'userId' | 'dueOn' | 'id'>): object {
  return {
    ConditionCheck: {
      TableName: tableName(),
      Key: dueKeys.item(due.userId, due.dueOn, due.id),
      ConditionExpression: 'attribute_exists(pk) AND #status = :unpaid',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':unpaid': 'unpaid' },
    },
  };
}

/** A student's dues, in date order (one Query of their partition). */
export async function duesOfStudent(userId: string): Promise<DueRecord[]> {
  const items = await queryPrefix(`USER#${userId}`, dueKeys.prefix);
  return items
    .map(toDue)
    .sort((a, b) => (a.dueOn === b.dueOn ? a.instalment - b.instalment : a.dueOn < b.dueOn ? -1 : 1));
}

/** One of a student's dues by its id; another student's, or none, is 404 due_not_found. */
export async function dueOfStudent(userId: string, dueId: string): Promise<DueRecord> {
  const { Items = [] } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      FilterExpression: 'id = :id',
      ExpressionAttributeValues: { ':pk': `USER#${userId}`, ':prefix': dueKeys.prefix, ':id': dueId },
      ConsistentRead: true,
    }),
  );
  const item = Items[0];
  if (!item) throw new NotFound('due_not_found', undefined, { field: 'dueId' });
  return toDue(item);
}

/** Unpaid dues whose dates fall from `from` to `to` (both included), in date order: Query gsi1 DUES#unpaid. */
export async function unpaidDuesBetween(from: string | undefined, to: string | undefined): Promise<DueRecord[]> {
  const low = from ?? '0000-00-00';
  // '#' sorts before every digit and letter of an id, '~' after: the whole of the last day is in.
  const high = `${to ?? '9999-12-31'}#~`;
  const items = await queryAll({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :partition AND gsi1sk BETWEEN :low AND :high',
    ExpressionAttributeValues: { ':partition': UNPAID_DUES_PARTITION, ':low': low, ':high': high },
  });
  return items.map(toDue);
}

/** Whether a due is still unpaid, by its entry in the unpaid index (which its payment removes). */
export async function dueStillUnpaid(dueOn: string, dueId: string): Promise<boolean> {
  const { Items = [] } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :partition AND gsi1sk = :position',
      ExpressionAttributeValues: {
        ':partition': UNPAID_DUES_PARTITION,
        ':position': dueKeys.unpaidIndex(dueOn, dueId).gsi1sk,
      },
    }),
  );
  return Items.length > 0;
}

/** Unpaid dues falling on one day. */
export const unpaidDuesOn = (day: string) => unpaidDuesBetween(day, day);
