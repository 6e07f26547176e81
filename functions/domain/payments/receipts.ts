import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../lib/db.js';
import { issueScopedToken, scopedTokenSubject } from '../../lib/tokens.js';
import { indiaWallClock } from '../../../shared/india-time.js';

/**
 * Receipt numbers: one gap-free series per financial year (1 April, India time), e.g. GA-26-27-000123
 * (15 characters; letters, digits and '-' only, so it is safe in a path). A number is taken in the
 * same transaction that marks the payment paid, with an optimistic condition on the counter, so a
 * number is used only when the payment commits and two payments never share one.
 *   COUNTER#RECEIPT / FY#<26-27>    { last }
 *   RECEIPT#<number> / RECEIPT      { paymentId }  (the receipt link → its payment)
 */
export const RECEIPT_PREFIX = 'GA';
export const RECEIPT_NUMBER_PATTERN = /^[A-Z]{2}-\d{2}-\d{2}-\d{6}$/;

export const receiptKeys = {
  counterPartition: 'COUNTER#RECEIPT',
  counter: (fy: string) => ({ pk: 'COUNTER#RECEIPT', sk: `FY#${fy}` }),
  receipt: (number: string) => ({ pk: `RECEIPT#${number}`, sk: 'RECEIPT' }),
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

/** The next number and the writes that claim it; the transaction fails if someone took it first. */
export async function nextReceiptNumber(paymentId: string, at: Date) {
  const fy = financialYear(at);
  const key = receiptKeys.counter(fy);
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }));
  const last = (Item?.last as number | undefined) ?? 0;
  const number = formatReceiptNumber(fy, last + 1);
  const writes = [
    {
      Update: {
        TableName: tableName(),
        Key: key,
        UpdateExpression: 'SET #last = :next',
        ConditionExpression: last === 0 ? 'attribute_not_exists(#last)' : '#last = :last',
        ExpressionAttributeNames: { '#last': 'last' },
        ExpressionAttributeValues: { ':next': last + 1, ...(last === 0 ? {} : { ':last': last }) },
      },
    },
    {
      Put: {
        TableName: tableName(),
        Item: { ...receiptKeys.receipt(number), entity: 'Receipt', paymentId, number },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
  ];
  return { number, writes };
}

export async function paymentIdOfReceipt(number: string): Promise<string | undefined> {
  if (!RECEIPT_NUMBER_PATTERN.test(number)) return undefined;
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: receiptKeys.receipt(number), ConsistentRead: true }));
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
