import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { ReportPayment, ReportPaymentsPage } from '#shared/admin-types.js';
import { paiseToRupees } from '#shared/money.js';
import { decodeCursor, encodeCursor, TIME_KEY } from '#lib/cursor.js';
import { db, indexPage, tableName, type IndexPage } from '#lib/db.js';
import {
  getPayments,
  ledgerPartition,
  newestFirst,
  paymentKeys,
  paymentsOfUser,
  RECEIVED_PARTITION,
  STATUSES_OF,
  toPayment,
  type PaymentMethod,
  type PaymentRecord,
  type PaymentStatus,
} from './ledger.js';
import { paymentIdOfReceipt, RECEIPT_NUMBER_PATTERN } from './receipts.js';
import { CREDIT_NOTE_PATTERN, paymentIdOfCreditNote } from './refund-records.js';
import { searchPayers } from './payer-search.js';
import { readCounters, statsKeys } from '../stats/index.js';
import { findUserByEmail, searchStudents } from '../users/index.js';

/**
 * Reading the payment ledger page by page, from its indexes: every read is a Query of at most a
 * page (plus one) per index partition, so a page costs the same at 100 payments or 10 million.
 */

/** The sort key of the entry `skip` places from the newest, walking keys only (pages without a cursor). */
async function keyAfterSkipping(partition: string, skip: number): Promise<string | undefined> {
  let startKey: Record<string, unknown> | undefined;
  let left = skip;
  let last: string | undefined;
  while (left > 0) {
    const page = await db().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :partition',
        ExpressionAttributeValues: { ':partition': partition },
        ScanIndexForward: false,
        ProjectionExpression: 'pk, sk, gsi1pk, gsi1sk',
        Limit: Math.min(left, 1000),
        ExclusiveStartKey: startKey,
      }),
    );
    const items = page.Items ?? [];
    if (items.length === 0) return undefined;
    left -= items.length;
    last = items[items.length - 1]!.gsi1sk as string;
    if (!page.LastEvaluatedKey) return left > 0 ? undefined : last;
    startKey = page.LastEvaluatedKey;
  }
  return last;
}

function toReportPayment(payment: PaymentRecord): ReportPayment {
  return {
    _id: payment.id,
    name: payment.name,
    mobile: payment.mobile,
    course: payment.courseTitle,
    amount: paiseToRupees(payment.amountPaise),
    paymentDate: payment.decidedAt ?? payment.createdAt,
    method: payment.method,
  };
}

/**
 * The reports table: money received (card paid, UPI approved, offline), newest first by when it
 * arrived. With a cursor, the page next to the one it came from; without one, page 1 from the newest,
 * or page n found by walking past the pages before it. `totalPages` comes from the received-payments
 * counter, not from counting.
 */
export async function receivedPaymentsPage(page: number, limit: number, cursor?: string): Promise<ReportPaymentsPage> {
  const [{ paymentCount }, slice] = await Promise.all([
    readCounters(statsKeys.totals),
    receivedSlice(page, limit, cursor),
  ]);
  const payments = slice.items.map((item) => toReportPayment(toPayment(item)));
  const first = slice.items[0]?.gsi1sk as string | undefined;
  const last = slice.items[slice.items.length - 1]?.gsi1sk as string | undefined;
  return {
    payments,
    currentPage: page,
    totalPages: Math.max(1, Math.ceil(paymentCount / limit)),
    ...(slice.hasOlder && last ? { nextCursor: encodeCursor({ direction: 'older', key: last }) } : {}),
    ...(page > 1 && slice.hasNewer && first ? { prevCursor: encodeCursor({ direction: 'newer', key: first }) } : {}),
  };
}

async function receivedSlice(page: number, limit: number, cursor?: string): Promise<IndexPage> {
  if (cursor) return indexPage('gsi1', RECEIVED_PARTITION, limit, decodeCursor(cursor, TIME_KEY));
  if (page === 1) return indexPage('gsi1', RECEIVED_PARTITION, limit);
  const key = await keyAfterSkipping(RECEIVED_PARTITION, (page - 1) * limit);
  if (!key) return { items: [], hasOlder: false, hasNewer: true };
  return indexPage('gsi1', RECEIVED_PARTITION, limit, { direction: 'older', key });
}

export interface LedgerFilter {
  method?: PaymentMethod;
  status?: PaymentStatus;
  /**
   * Card orders never paid (created, failed) are left out unless asked for, by this or by choosing
   * their status: they carry no money, anyone can make one, and they expire after a week.
   */
  includeUnpaid?: boolean;
}

const UNPAID_CARD_STATUSES: readonly PaymentStatus[] = ['created', 'failed'];

/** The ledger partitions (gsi2, one per method and status) a filter covers; none for a status the method never has. */
export function ledgerPartitions(filter: LedgerFilter): string[] {
  const methods = filter.method ? [filter.method] : (Object.keys(STATUSES_OF) as PaymentMethod[]);
  const shown = (method: PaymentMethod, status: PaymentStatus) =>
    filter.status
      ? status === filter.status
      : filter.includeUnpaid || method !== 'card' || !UNPAID_CARD_STATUSES.includes(status);
  return methods.flatMap((method) =>
    STATUSES_OF[method].filter((status) => shown(method, status)).map((status) => ledgerPartition(method, status)),
  );
}

export interface LedgerPage {
  payments: PaymentRecord[];
  nextCursor?: string;
}

/**
 * Every payment of the filter's methods and statuses, newest first: each partition it covers is read
 * from the cursor's position for a page, and the pages are merged by time.
 */
export async function ledgerPage(filter: LedgerFilter, limit: number, cursor?: string): Promise<LedgerPage> {
  const from = cursor ? { direction: 'older' as const, key: decodeCursor(cursor, TIME_KEY).key } : undefined;
  const slices = await Promise.all(
    ledgerPartitions(filter).map((partition) => indexPage('gsi2', partition, limit, from)),
  );
  const merged = slices
    .flatMap((slice) => slice.items)
    .sort((a, b) => (b.gsi2sk as string).localeCompare(a.gsi2sk as string));
  const items = merged.slice(0, limit);
  // A partition that had more than a page left, or more merged than a page: there is a next page.
  const more = merged.length > limit || slices.some((slice) => slice.hasOlder);
  const last = items[items.length - 1]?.gsi2sk as string | undefined;
  return {
    payments: items.map(toPayment),
    ...(more && last ? { nextCursor: encodeCursor({ direction: 'older', key: last }) } : {}),
  };
}

/** How many payers (students, and card payers) a search by name or mobile looks at. */
export const MOST_PAYERS_FOUND = 20;

/** The payments of payers whose name (from any word on) or mobile starts with the text: students' through the student search, card payers' through their own entries. */
async function paymentsOfPayers(text: string): Promise<PaymentRecord[]> {
  const [students, cardPayments] = await Promise.all([
    searchStudents(text, MOST_PAYERS_FOUND),
    searchPayers(text, MOST_PAYERS_FOUND),
  ]);
  const [ofStudents, ofCardPayers] = await Promise.all([
    Promise.all(students.userIds.map((id) => paymentsOfUser(id))),
    getPayments(cardPayments),
  ]);
  return [...ofStudents.flat(), ...ofCardPayers];
}

/**
 * Payments found by what an admin has in hand: a receipt number (GA-26-27-000123), a credit note's
 * number (CN-26-27-000001, the payment it refunded), a UTR (12 letters
 * or digits, spaces ignored), a payer's e-mail, or the start of a payer's name or mobile number. Each
 * is a lookup by key or one Query of a search index; newest first.
 */
export async function findPayments(text: string, filter: LedgerFilter): Promise<PaymentRecord[]> {
  const query = text.trim();
  let found: PaymentRecord[] = [];
  if (query.includes('@')) {
    const user = await findUserByEmail(query);
    found = user ? await paymentsOfUser(user._id) : [];
  } else {
    const compact = query.replace(/\s+/g, '').toUpperCase();
    // Before receipts: a credit note's number (CN-…) has a receipt number's shape too.
    if (CREDIT_NOTE_PATTERN.test(compact)) {
      const id = await paymentIdOfCreditNote(compact);
      found = await getPayments(id ? [id] : []);
    } else if (RECEIPT_NUMBER_PATTERN.test(compact)) {
      const id = await paymentIdOfReceipt(compact);
      found = await getPayments(id ? [id] : []);
    } else {
      const byUtr = async () => {
        if (!/^[A-Z0-9]{12}$/.test(compact)) return [];
        const { Item } = await db().send(
          new GetCommand({ TableName: tableName(), Key: paymentKeys.utr(compact), ConsistentRead: true }),
        );
        return getPayments(Item ? [Item.paymentId as string] : []);
      };
      found = (await Promise.all([byUtr(), paymentsOfPayers(query)])).flat();
    }
  }
  const once = [...new Map(found.map((payment) => [payment.id, payment])).values()];
  return once
    .filter(
      (payment) =>
        (!filter.method || payment.method === filter.method) && (!filter.status || payment.status === filter.status),
    )
    .sort(newestFirst);
}
