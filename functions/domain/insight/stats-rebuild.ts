import { GetCommand, PutCommand, UpdateCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { batchGetAll, db, queryAll, tableName } from '#lib/db.js';
import { courseKeys } from '../catalogue/index.js';
import { enrollmentKeys, markEnrolmentsForRemoval } from '../learning/index.js';
import {
  formatReceiptNumber,
  isReceived,
  ledgerPartitions,
  numberAllQueuedReceipts,
  payerSearchWrites,
  paymentIndexes,
  paymentKeys,
  type PaymentRecord,
  receiptKeys,
  receiptQueueWrite,
  repairPendingRefunds,
  toPayment,
} from '../payments/index.js';
import {
  COUNTER_NAMES,
  type CounterName,
  counterOfShard,
  revenueKeyOf,
  STATS_PARTITION,
  statsKeys,
} from '../stats/index.js';
import { seriesAccessKeys } from '../mock-tests/index.js';
import { searchEntryWrites, usersPartition } from '../users/index.js';
import { videoKeys } from '../media/index.js';

/**
 * Recomputes every counter from the items, and gives items written before the counters and indexes
 * existed the index entries they lack (payments' ledger and received entries, enrolments' recent
 * and course entries, students' and card payers' search entries). Refunds left pending are settled first (or
 * released, or put in the pending list for the SettleRefunds job: refund-recovery.ts). Maintenance, never on a request path: it reads
 * everything, by Query only (students from their index, then each student's partition; courses and
 * their videos; paid card payments from the receipt series; newer payments from the ledger index). Run it once on data
 * from before the counters existed, with no one writing meanwhile (counters are SET, not added to).
 * Card orders that were never paid, from before the ledger index, are out of reach without a Scan and
 * stay off the admin payments list; they carry no money. Safe to run again.
 *   META / STATS   { version, rebuiltAt }   written last: npm start runs the rebuild when it is missing
 */
export const STATS_MARKER = { pk: 'META', sk: 'STATS' };
/**
 * 2: students findable by mobile, card payments by their payer's name and mobile; 3: enrolments in
 * their course's index partition, and those of courses deleted before enrolments went with them
 * marked for removal (`npm start` rebuilds a folder from before).
 */
export const STATS_VERSION = 3;

export interface RebuildReport {
  students: number;
  courses: number;
  videos: number;
  payments: number;
  received: number;
  enrolments: number;
  /** Items that got index entries they lacked. */
  indexed: number;
  /** Refunds found pending and settled, released, or still pending (a card refund Razorpay could not be asked about). */
  refundsSettled: number;
  refundsReleased: number;
  refundsPending: number;
}

type Item = Record<string, unknown>;
type Figures = Partial<Record<CounterName, number>> & { courseTitle?: string };

async function queryIndexAll(
  index: string,
  partition: string,
  extra: Partial<QueryCommandInput> = {},
): Promise<Item[]> {
  return queryAll({
    IndexName: index,
    KeyConditionExpression: `${index}pk = :partition`,
    ExpressionAttributeValues: { ':partition': partition },
    ...extra,
  });
}

const batchGet = (keys: { pk: string; sk: string }[]): Promise<Item[]> => batchGetAll(keys, { consistent: true });

/** Sets the attributes that differ; REMOVE for those that should be gone. Returns whether it wrote. */
async function setIndexes(
  key: { pk: string; sk: string },
  item: Item,
  wanted: Record<string, string>,
  removable: string[] = [],
): Promise<boolean> {
  const set = Object.entries(wanted).filter(([name, value]) => item[name] !== value);
  const remove = removable.filter((name) => !(name in wanted) && item[name] !== undefined);
  if (set.length === 0 && remove.length === 0) return false;
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: key,
      UpdateExpression: [
        set.length ? `SET ${set.map(([name]) => `${name} = :${name}`).join(', ')}` : '',
        remove.length ? `REMOVE ${remove.join(', ')}` : '',
      ]
        .filter(Boolean)
        .join(' '),
      ...(set.length
        ? { ExpressionAttributeValues: Object.fromEntries(set.map(([name, value]) => [`:${name}`, value])) }
        : {}),
    }),
  );
  return true;
}

/** Payments with a receipt number (card, and UPI and offline since every received payment has one), from the series. */
async function paidCardPaymentIds(): Promise<string[]> {
  const years = await queryAll({
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': receiptKeys.counterPartition },
    ConsistentRead: true,
  });
  const keys = years.flatMap((year) => {
    const fy = String(year.sk).slice('FY#'.length);
    return Array.from({ length: (year.last as number | undefined) ?? 0 }, (_, i) =>
      receiptKeys.receipt(formatReceiptNumber(fy, i + 1)),
    );
  });
  return (await batchGet(keys)).map((receipt) => receipt.paymentId as string);
}

export async function rebuildStats(log: (line: string) => void = () => undefined): Promise<RebuildReport> {
  const report: RebuildReport = {
    students: 0,
    courses: 0,
    videos: 0,
    payments: 0,
    received: 0,
    enrolments: 0,
    indexed: 0,
    refundsSettled: 0,
    refundsReleased: 0,
    refundsPending: 0,
  };
  // Payments whose request ended after paying and before numbering get their receipt numbers first.
  const numbered = await numberAllQueuedReceipts();
  if (numbered > 0) log(`${numbered} receipts numbered that were waiting in line`);
  const counters = new Map<string, Figures>();
  const add = (sk: string, figures: Partial<Record<CounterName, number>>, courseTitle?: string) => {
    const entry = counters.get(sk) ?? {};
    for (const [name, value] of Object.entries(figures) as [CounterName, number][])
      entry[name] = (entry[name] ?? 0) + value;
    if (courseTitle) entry.courseTitle = courseTitle;
    counters.set(sk, entry);
  };

  // Courses, and their videos counted from the video items (a course's own videoCount is repaired too).
  const courses = await queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': courseKeys.partition, ':prefix': courseKeys.prefix },
    ConsistentRead: true,
  });
  for (const course of courses) {
    const videos = (
      await queryAll({
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': videoKeys.partition(course.id as string), ':prefix': videoKeys.prefix },
        ProjectionExpression: 'pk',
        ConsistentRead: true,
      })
    ).length;
    if (course.videoCount !== videos) {
      await db().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: courseKeys.item(course.id as string),
          UpdateExpression: 'SET videoCount = :n',
          ExpressionAttributeValues: { ':n': videos },
        }),
      );
    }
    report.videos += videos;
  }
  report.courses = courses.length;
  add(statsKeys.catalogue.sk, { courseCount: courses.length, videoCount: report.videos });
  add(statsKeys.students.sk, { studentCount: 0 });
  add(statsKeys.totals.sk, { totalRevenuePaise: 0, refundedPaise: 0, paymentCount: 0 });
  add(statsKeys.ledger.sk, { paymentCount: 0 });
  log(`${courses.length} courses, ${report.videos} videos`);

  // Students: each one findable, their enrolments on the recent list and their course's, their payments collected.
  const courseIds = new Set(courses.map((course) => course.id as string));
  const deletedCourses = new Set<string>();
  const paymentIds = new Set<string>();
  const students = await queryIndexAll('gsi1', usersPartition('student'));
  for (const student of students) {
    const id = student.id as string;
    for (const write of searchEntryWrites({
      id,
      name: student.name as string,
      email: student.email as string,
      mobile: (student.mobile as string | undefined) ?? '',
    })) {
      await db().send(new PutCommand(write.Put));
    }
    const own = await queryAll({
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': `USER#${id}` },
      ConsistentRead: true,
    });
    for (const item of own) {
      const sk = String(item.sk);
      if (sk.startsWith(enrollmentKeys.prefix)) {
        const courseId = item.courseId as string;
        add(statsKeys.course(courseId).sk, { enrollmentCount: 1 });
        report.enrolments++;
        const enrolledAt = item.enrolledAt as string;
        if (
          await setIndexes({ pk: item.pk as string, sk }, item, {
            ...enrollmentKeys.recentIndex(enrolledAt, id, courseId),
            ...enrollmentKeys.courseIndex(enrolledAt, id, courseId),
          })
        )
          report.indexed++;
        if (!courseIds.has(courseId)) deletedCourses.add(courseId);
      } else if (sk.startsWith(seriesAccessKeys.prefix)) {
        if (item.via === 'payment') add(statsKeys.series(item.seriesId as string).sk, { enrollmentCount: 1 });
      } else if (sk.startsWith(paymentKeys.userPointerPrefix)) {
        paymentIds.add(item.paymentId as string);
      }
    }
  }
  report.students = students.length;
  add(statsKeys.students.sk, { studentCount: students.length });
  log(`${students.length} students, ${report.enrolments} enrolments`);
  // Courses deleted while their enrolments stayed: the FinishCourseDeletions job removes them (and counts them off).
  for (const courseId of deletedCourses) await markEnrolmentsForRemoval(courseId);
  if (deletedCourses.size > 0) log(`${deletedCourses.size} deleted courses still had enrolments: marked for removal`);

  // Payments: students' (UPI, offline), paid card payments by their receipts, and all the ledger index holds.
  for (const id of await paidCardPaymentIds()) paymentIds.add(id);
  for (const partition of ledgerPartitions({ includeUnpaid: true })) {
    for (const item of await queryIndexAll('gsi2', partition, { ProjectionExpression: 'pk' }))
      paymentIds.add(String(item.pk).slice('PAYMENT#'.length));
  }
  let payments = await batchGet([...paymentIds].map((id) => paymentKeys.item(id)));
  // Refunds left pending (a crash, a failed settling, data from before the pending list) are settled
  // first, so the figures count what they settled.
  const refunds = await repairPendingRefunds(payments.map((item) => toPayment(item)));
  Object.assign(report, {
    refundsSettled: refunds.settled,
    refundsReleased: refunds.released,
    refundsPending: refunds.stillPending,
  });
  if (refunds.settled + refunds.released > 0) {
    log(`${refunds.settled} pending refunds settled, ${refunds.released} released`);
    payments = await batchGet([...paymentIds].map((id) => paymentKeys.item(id)));
  }
  if (refunds.stillPending > 0)
    log(
      `${refunds.stillPending} refunds still pending (card refunds Razorpay could not be asked about): the SettleRefunds job goes on asking`,
    );
  for (const item of payments) {
    const payment: PaymentRecord = toPayment(item);
    if (await setIndexes(paymentKeys.item(payment.id), item, paymentIndexes(payment), ['gsi1pk', 'gsi1sk']))
      report.indexed++;
    if (payment.method === 'card' && isReceived(payment.status))
      for (const write of payerSearchWrites(payment)) await db().send(new PutCommand(write.Put));
    // The ledger's rows: every UPI and offline payment, card orders once paid (unpaid ones expire).
    if (payment.method !== 'card' || isReceived(payment.status)) add(statsKeys.ledger.sk, { paymentCount: 1 });
    if (!isReceived(payment.status)) continue;
    report.received++;
    // Revenue is what arrived less what was refunded.
    const refunded = payment.refundedPaise ?? 0;
    add(statsKeys.totals.sk, {
      totalRevenuePaise: payment.amountPaise - refunded,
      refundedPaise: refunded,
      paymentCount: 1,
    });
    const key = revenueKeyOf(payment);
    add(
      key.sk,
      { totalRevenuePaise: payment.amountPaise - refunded, refundedPaise: refunded, paymentCount: 1 },
      key.sk.startsWith('DIRECT#') ? undefined : payment.courseTitle,
    );
  }
  report.payments = payments.length;
  log(`${payments.length} payments, ${report.received} of them received; ${report.indexed} items indexed`);

  // Money received before every payment got a receipt (UPI and offline payments of older versions):
  // put in line in the order the money arrived, and numbered.
  const unnumbered = payments
    .map((item) => toPayment(item))
    .filter((payment) => isReceived(payment.status) && !payment.receiptNumber)
    .sort((a, b) => (a.decidedAt ?? a.createdAt).localeCompare(b.decidedAt ?? b.createdAt));
  const lineStart = Date.now();
  for (const [i, payment] of unnumbered.entries())
    await db().send(new PutCommand(receiptQueueWrite(payment.id, new Date(lineStart + i)).Put));
  const late = await numberAllQueuedReceipts();
  if (late > 0) log(`${late} receipts numbered for money received before every payment had one`);

  // Every counter item set to its figures; one that counts nothing any more goes to zero.
  const existing = await queryAll({
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': STATS_PARTITION },
    ConsistentRead: true,
  });
  for (const item of existing) {
    const sk = item.sk as string;
    // The sums are set on each counter's own item; its other shards go to zero.
    if (counterOfShard(sk) !== sk)
      counters.set(
        sk,
        Object.fromEntries(
          Object.keys(item)
            .filter((name) => COUNTER_NAMES.has(name))
            .map((name) => [name, 0]),
        ),
      );
    else if ((sk.startsWith('COURSE#') || sk.startsWith('DIRECT#') || sk.startsWith('SERIES#')) && !counters.has(sk))
      counters.set(sk, {});
  }
  for (const [sk, figures] of counters) {
    const values: Record<string, number | string> = { ...figures };
    // A course's own item that counts nothing any more (every enrolment of a deleted course removed) goes to zero too.
    if (
      counterOfShard(sk) === sk &&
      (sk.startsWith('COURSE#') || sk.startsWith('DIRECT#') || sk.startsWith('SERIES#'))
    ) {
      for (const name of ['totalRevenuePaise', 'refundedPaise', 'paymentCount'] as const) values[name] ??= 0;
      if (!sk.startsWith('DIRECT#')) values.enrollmentCount ??= 0;
    }
    if (Object.keys(values).length === 0) continue;
    const names = Object.keys(values);
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: { pk: STATS_PARTITION, sk },
        UpdateExpression: `SET ${names.map((name) => `#${name} = :${name}`).join(', ')}`,
        ExpressionAttributeNames: Object.fromEntries(names.map((name) => [`#${name}`, name])),
        ExpressionAttributeValues: Object.fromEntries(names.map((name) => [`:${name}`, values[name]])),
      }),
    );
  }
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...STATS_MARKER, version: STATS_VERSION, rebuiltAt: new Date().toISOString() },
    }),
  );
  return report;
}

/** Whether this table's counters have been built (by the rebuild, or since the start on a fresh table). */
export async function statsBuilt(): Promise<boolean> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: STATS_MARKER, ConsistentRead: true }));
  return (Item?.version as number | undefined) === STATS_VERSION;
}
