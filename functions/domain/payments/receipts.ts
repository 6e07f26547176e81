import { DeleteCommand, GetCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { cancellationCodes, db, tableName } from '#lib/db.js';
import { timeLeft } from '#lib/deadline.js';
import { issueScopedToken, scopedTokenSubject } from '#lib/tokens.js';
import { indiaWallClock } from '#shared/india-time.js';

/**
 * Receipt numbers: one gap-free series per financial year (1 April, India time), e.g. GA-26-27-000123
 * (15 characters; letters, digits and '-' only, so it is safe in a path), for every payment whose
 * money arrived: card paid, UPI approved, offline.
 *   RECEIPTQUEUE / <queuedAt>#<paymentId>   a received payment waiting for its number; put in line by
 *                                           the transaction that records the money
 *   RECEIPTQUEUE / LEASE                    { holder, until }: who numbers the line now (a few seconds)
 *   COUNTER#RECEIPT / FY#<26-27>            { last }
 *   RECEIPT#<number> / RECEIPT              { paymentId }  (the receipt link → its payment)
 * Numbers are handed out right after the paying transaction, in batches: whoever numbers takes up to
 * RECEIPT_BATCH payments from the head of the line and, in one transaction, moves the counter on by
 * that many (on the condition that it still holds what was read), writes each payment its number and
 * its receipt link, and takes them out of the line. A number exists only with its payment, so the
 * series has no gaps; a payment numbers itself and whoever queued before it, so a hundred payments at
 * once need a handful of counter updates, not a hundred clashing ones; and a payment whose request died
 * after paying is numbered by the next one (or by `npm run stats:rebuild`).
 */
export const RECEIPT_PREFIX = 'GA';
export const RECEIPT_NUMBER_PATTERN = /^[A-Z]{2}-\d{2}-\d{2}-\d{6}$/;
/** Payments numbered per transaction: 1 counter update + 3 writes each stays under DynamoDB's 100 items. */
export const RECEIPT_BATCH = 25;

export const receiptKeys = {
  counterPartition: 'COUNTER#RECEIPT',
  counter: (fy: string) => ({ pk: 'COUNTER#RECEIPT', sk: `FY#${fy}` }),
  receipt: (number: string) => ({ pk: `RECEIPT#${number}`, sk: 'RECEIPT' }),
  queuePartition: 'RECEIPTQUEUE',
  queued: (queuedAt: string, paymentId: string) => ({ pk: 'RECEIPTQUEUE', sk: `${queuedAt}#${paymentId}` }),
};

/** '26-27' for any moment from 1 April 2026 00:00 IST to 31 March 2027 23:59 IST. */
export function financialYear(at: Date): string {
  const ist = indiaWallClock(at);
  const start = ist.getUTCMonth() >= 3 ? ist.getUTCFullYear() : ist.getUTCFullYear() - 1;
  const two = (year: number) => String(year % 100).padStart(2, '0');
  return `${two(start)}-${two(start + 1)}`;
}

export function formatReceiptNumber(fy: string, sequence: number): string {
  return `${RECEIPT_PREFIX}-${fy}-${String(sequence).padStart(6, '0')}`;
}

/** The write that puts a received payment in line for its number: part of the transaction that records the money. */
export function receiptQueueWrite(paymentId: string, at: Date) {
  return {
    Put: {
      TableName: tableName(),
      Item: { ...receiptKeys.queued(at.toISOString(), paymentId), entity: 'ReceiptQueue', paymentId },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

const paymentKey = (id: string) => ({ pk: `PAYMENT#${id}`, sk: 'PAYMENT' });

/**
 * The write that moves a gap-free series' counter from `last` (as read) on by `count`, for the
 * transaction that writes the numbers: it fails if anyone moved the counter since it was read.
 */
export function sequenceAdvance(key: { pk: string; sk: string }, last: number, count: number) {
  return {
    Update: {
      TableName: tableName(),
      Key: key,
      UpdateExpression: 'SET #last = :next',
      ConditionExpression: last === 0 ? 'attribute_not_exists(#last)' : '#last = :last',
      ExpressionAttributeNames: { '#last': 'last' },
      ExpressionAttributeValues: { ':next': last + count, ...(last === 0 ? {} : { ':last': last }) },
    },
  };
}

/**
 * Numbers the head of the line (up to RECEIPT_BATCH payments) in one transaction; run under the lease
 * (a second one at the same moment would only lose on the counter's condition). Returns how many it
 * numbered: 0 when the line is empty or another request numbered them first.
 */
export async function numberQueuedReceipts(now = new Date()): Promise<number> {
  const { Items: queued = [] } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :queue AND sk < :lease',
      ExpressionAttributeValues: { ':queue': receiptKeys.queuePartition, ':lease': 'LEASE' },
      ConsistentRead: true,
      Limit: RECEIPT_BATCH,
    }),
  );
  if (queued.length === 0) return 0;
  const fy = financialYear(now);
  const counter = receiptKeys.counter(fy);
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: counter, ConsistentRead: true }));
  const last = (Item?.last as number | undefined) ?? 0;
  const issuedAt = now.toISOString();
  const writes = queued.flatMap((entry, i) => {
    const number = formatReceiptNumber(fy, last + 1 + i);
    const paymentId = entry.paymentId as string;
    return [
      {
        Update: {
          TableName: tableName(),
          Key: paymentKey(paymentId),
          UpdateExpression: 'SET receiptNumber = :number, receiptIssuedAt = :at',
          ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(receiptNumber)',
          ExpressionAttributeValues: { ':number': number, ':at': issuedAt },
        },
      },
      {
        Put: {
          TableName: tableName(),
          Item: { ...receiptKeys.receipt(number), entity: 'Receipt', paymentId, number },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      {
        Delete: {
          TableName: tableName(),
          Key: { pk: entry.pk, sk: entry.sk },
          ConditionExpression: 'attribute_exists(pk)',
        },
      },
    ];
  });
  try {
    await db().send(
      new TransactWriteCommand({
        TransactItems: [sequenceAdvance(counter, last, queued.length), ...writes],
      }),
    );
    return queued.length;
  } catch (error) {
    const codes = cancellationCodes(error);
    if (codes.length === 0) throw error;
    // A line entry whose payment cannot take a number (gone, or numbered already) would block the line for good.
    for (let i = 0; i < queued.length; i++) {
      if (codes[1 + i * 3] !== 'ConditionalCheckFailed') continue;
      const { Item: payment } = await db().send(
        new GetCommand({
          TableName: tableName(),
          Key: paymentKey(queued[i]!.paymentId as string),
          ConsistentRead: true,
        }),
      );
      if (!payment || payment.receiptNumber) {
        await db().send(new DeleteCommand({ TableName: tableName(), Key: { pk: queued[i]!.pk, sk: queued[i]!.sk } }));
      }
    }
    return 0;
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One request numbers the line at a time, under a short lease: the others only watch their own payment
 * (a GetItem) until it has its number. Without it, a hundred payments at once would each send the same
 * 76-item transaction and all but one would lose. A lease left by a request that died lapses.
 */
const LEASE_MS = 3000;
const leaseKey = { pk: 'RECEIPTQUEUE', sk: 'LEASE' };

async function takeLease(holder: string): Promise<boolean> {
  const now = Date.now();
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: leaseKey,
        UpdateExpression: 'SET holder = :holder, #until = :until',
        ConditionExpression: 'attribute_not_exists(#until) OR #until < :now',
        ExpressionAttributeNames: { '#until': 'until' },
        ExpressionAttributeValues: { ':holder': holder, ':until': now + LEASE_MS, ':now': now },
      }),
    );
    return true;
  } catch (error) {
    if ((error as { name?: string }).name === 'ConditionalCheckFailedException') return false;
    throw error;
  }
}

async function giveLeaseBack(holder: string): Promise<void> {
  try {
    await db().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: leaseKey,
        ConditionExpression: 'holder = :holder',
        ExpressionAttributeValues: { ':holder': holder },
      }),
    );
  } catch (error) {
    if ((error as { name?: string }).name !== 'ConditionalCheckFailedException') throw error;
  }
}

/** Under the lease: numbers batches until the line is empty (or the lease is nearly over). */
async function numberWhileHolding(): Promise<void> {
  const until = Date.now() + LEASE_MS - 500;
  for (let idle = 0; idle < 3 && Date.now() < until; ) {
    if ((await numberQueuedReceipts()) > 0) idle = 0;
    else if ((await lineLength()) === 0) return;
    else idle++;
  }
}

async function lineLength(): Promise<number> {
  const { Items = [] } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :queue AND sk < :lease',
      ExpressionAttributeValues: { ':queue': receiptKeys.queuePartition, ':lease': 'LEASE' },
      ConsistentRead: true,
      Limit: 1,
    }),
  );
  return Items.length;
}

/** When the oldest payment still in line for its number was put there; undefined when the line is empty. */
export async function oldestInReceiptLine(): Promise<Date | undefined> {
  const { Items = [] } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :queue AND sk < :lease',
      ExpressionAttributeValues: { ':queue': receiptKeys.queuePartition, ':lease': 'LEASE' },
      Limit: 1,
    }),
  );
  return Items[0] ? new Date(String(Items[0].sk).split('#')[0]!) : undefined;
}

/**
 * The receipt number of a received payment, numbering the line if no one else is. Undefined only when
 * the request runs out of time first: the payment stays in line and the next request numbers it.
 */
export async function ensureReceiptNumber(paymentId: string): Promise<string | undefined> {
  const holder = `${paymentId}:${Math.random().toString(36).slice(2)}`;
  for (let attempt = 1; ; attempt++) {
    const { Item } = await db().send(
      new GetCommand({ TableName: tableName(), Key: paymentKey(paymentId), ConsistentRead: true }),
    );
    if (Item?.receiptNumber) return Item.receiptNumber as string;
    if (!Item || timeLeft() <= 0 || attempt > 1000) return undefined;
    if (await takeLease(holder)) {
      try {
        await numberWhileHolding();
      } finally {
        await giveLeaseBack(holder);
      }
    } else {
      // Someone is numbering: look again soon, then less often (a hundred waiting requests polling
      // every few milliseconds would slow the one doing the work).
      await pause(Math.min(250, 20 * attempt) * (0.5 + Math.random()));
    }
  }
}

/** Numbers everything in line (the counter rebuild, after a crash): waits for a lease held by a request. */
export async function numberAllQueuedReceipts(): Promise<number> {
  const holder = `rebuild:${Math.random().toString(36).slice(2)}`;
  let total = 0;
  while ((await lineLength()) > 0) {
    if (!(await takeLease(holder))) {
      await pause(50);
      continue;
    }
    try {
      for (let numbered = await numberQueuedReceipts(); numbered > 0; numbered = await numberQueuedReceipts())
        total += numbered;
    } finally {
      await giveLeaseBack(holder);
    }
  }
  return total;
}

export async function paymentIdOfReceipt(number: string): Promise<string | undefined> {
  if (!RECEIPT_NUMBER_PATTERN.test(number)) return undefined;
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: receiptKeys.receipt(number), ConsistentRead: true }),
  );
  return Item?.paymentId as string | undefined;
}

const RECEIPT_AUDIENCE = 'receipt';
const RECEIPT_TOKEN_LIFETIME = '30d';

/** Opens one receipt: given to the payer by verify-payment and the order status. */
export function issueReceiptToken(number: string): Promise<string> {
  return issueScopedToken(RECEIPT_AUDIENCE, number, RECEIPT_TOKEN_LIFETIME);
}

export async function receiptTokenOpens(token: string, number: string): Promise<boolean> {
  return (await scopedTokenSubject(token, RECEIPT_AUDIENCE)) === number;
}
