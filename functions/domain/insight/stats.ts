import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { paise, type Paise } from '../../../shared/money.js';
import { db, queryAll, tableName } from '../../lib/db.js';

/**
 * The figures admins read, kept as counter items in one partition and changed only inside the
 * transactions that change what they count, so reading them costs the same at 10 students or 10
 * million. `rebuildStats` (stats-rebuild.ts) recomputes them from the items.
 *   STATS / TOTALS            totalRevenuePaise, paymentCount: money received (card paid, UPI approved, offline)
 *   STATS / STUDENTS          studentCount: student accounts (admins are not counted)
 *   STATS / CATALOGUE         courseCount, videoCount: courses, and the videos of existing courses
 *   STATS / LEDGER            paymentCount: every payment recorded, whatever its method and status; added
 *                             after the payment's own transaction (`countPaymentRecorded`), since it only
 *                             sizes the export's progress bar
 *   STATS / COURSE#<id>       totalRevenuePaise, paymentCount (money received), enrollmentCount, courseTitle
 *   STATS / DIRECT#<gpsc|upsc>  totalRevenuePaise, paymentCount (the card-payment programmes)
 */
export const STATS_PARTITION = 'STATS';

type Key = { pk: string; sk: string };

export const statsKeys = {
  totals: { pk: STATS_PARTITION, sk: 'TOTALS' },
  students: { pk: STATS_PARTITION, sk: 'STUDENTS' },
  catalogue: { pk: STATS_PARTITION, sk: 'CATALOGUE' },
  ledger: { pk: STATS_PARTITION, sk: 'LEDGER' },
  course: (courseId: string): Key => ({ pk: STATS_PARTITION, sk: `COURSE#${courseId}` }),
  direct: (directId: string): Key => ({ pk: STATS_PARTITION, sk: `DIRECT#${directId}` }),
};

export type CounterName = 'totalRevenuePaise' | 'paymentCount' | 'enrollmentCount' | 'studentCount' | 'courseCount' | 'videoCount';

/** One change to one counter item: numbers to add, and text to keep beside them (a course's title). */
export interface StatsChange {
  key: Key;
  add: Partial<Record<CounterName, number>>;
  set?: { courseTitle?: string };
}

/** The changes each event makes, for `statsWrites`. */
export const statsChanges = {
  studentRegistered: (): StatsChange => ({ key: statsKeys.students, add: { studentCount: 1 } }),
  courseCreated: (): StatsChange => ({ key: statsKeys.catalogue, add: { courseCount: 1 } }),
  /** A deleted course takes its videos out of the count with it. */
  courseDeleted: (videoCount: number): StatsChange => ({ key: statsKeys.catalogue, add: { courseCount: -1, videoCount: -videoCount } }),
  videoAdded: (): StatsChange => ({ key: statsKeys.catalogue, add: { videoCount: 1 } }),
  videoDeleted: (): StatsChange => ({ key: statsKeys.catalogue, add: { videoCount: -1 } }),
  enrolled: (courseId: string): StatsChange => ({ key: statsKeys.course(courseId), add: { enrollmentCount: 1 } }),
  /** Money that arrived: the total and the course's (catalogue `course` or direct programme key). */
  moneyReceived: (amountPaise: Paise, courseKey: Key, courseTitle?: string): StatsChange[] => [
    { key: statsKeys.totals, add: { totalRevenuePaise: amountPaise, paymentCount: 1 } },
    { key: courseKey, add: { totalRevenuePaise: amountPaise, paymentCount: 1 }, ...(courseTitle ? { set: { courseTitle } } : {}) },
  ],
};

/**
 * The Update writes for a transaction: one per counter item, with the changes to the same item merged
 * (a transaction may touch an item only once). ADD creates a missing counter at zero.
 */
export function statsWrites(changes: readonly StatsChange[]) {
  const byItem = new Map<string, { key: Key; add: Map<string, number>; set: Map<string, string> }>();
  for (const change of changes) {
    const id = `${change.key.pk}|${change.key.sk}`;
    let merged = byItem.get(id);
    if (!merged) byItem.set(id, (merged = { key: change.key, add: new Map(), set: new Map() }));
    for (const [name, amount] of Object.entries(change.add)) merged.add.set(name, (merged.add.get(name) ?? 0) + (amount ?? 0));
    for (const [name, text] of Object.entries(change.set ?? {})) if (text !== undefined) merged.set.set(name, text);
  }
  return [...byItem.values()].map(({ key, add, set }) => {
    const adds = [...add.keys()];
    const sets = [...set.keys()];
    const clauses = [
      adds.length ? `ADD ${adds.map((name) => `#${name} :${name}`).join(', ')}` : '',
      sets.length ? `SET ${sets.map((name) => `#${name} = :${name}`).join(', ')}` : '',
    ];
    return {
      Update: {
        TableName: tableName(),
        Key: key,
        UpdateExpression: clauses.filter(Boolean).join(' '),
        ExpressionAttributeNames: Object.fromEntries([...adds, ...sets].map((name) => [`#${name}`, name])),
        ExpressionAttributeValues: Object.fromEntries([...adds.map((name) => [`:${name}`, add.get(name)]), ...sets.map((name) => [`:${name}`, set.get(name)])]),
      },
    };
  });
}

export interface Counters {
  totalRevenuePaise: Paise;
  paymentCount: number;
  enrollmentCount: number;
}

function countersOf(item: Record<string, unknown> | undefined): Counters {
  return {
    totalRevenuePaise: paise((item?.totalRevenuePaise as number | undefined) ?? 0),
    paymentCount: (item?.paymentCount as number | undefined) ?? 0,
    enrollmentCount: (item?.enrollmentCount as number | undefined) ?? 0,
  };
}

/** One counter item's money figures: a GetItem. */
export async function readCounters(key: Key): Promise<Counters> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }));
  return countersOf(Item);
}

/** One number of one counter item: a GetItem. */
export async function readCount(key: Key, name: CounterName): Promise<number> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }));
  return (Item?.[name] as number | undefined) ?? 0;
}

/**
 * Counts a payment just recorded, outside its transaction: in it, the one item every order, UTR and
 * offline payment adds to made concurrent payments clash and retry. The count only sizes the export's
 * progress bar (which ends on the rows it wrote), so a count lost to a crash costs nothing;
 * `npm run stats:rebuild` recounts it.
 */
export async function countPaymentRecorded(): Promise<void> {
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: statsKeys.ledger,
      UpdateExpression: 'ADD paymentCount :one',
      ExpressionAttributeValues: { ':one': 1 },
    }),
  );
}

export interface CourseFigures extends Counters {
  /** The title when the money was counted: names a course deleted since. */
  courseTitle?: string;
}

/** Every figure at once. */
export interface StatsSnapshot {
  totals: Counters;
  studentCount: number;
  courseCount: number;
  videoCount: number;
  /** Payments of any method and status. */
  ledgerCount: number;
  courses: Map<string, CourseFigures>;
  direct: Map<string, Counters>;
}

/**
 * The whole STATS partition in one strongly consistent Query: a handful of items per course, the
 * same number whatever the number of students and payments.
 */
export async function readStats(): Promise<StatsSnapshot> {
  const items = await queryAll({ KeyConditionExpression: 'pk = :stats', ExpressionAttributeValues: { ':stats': STATS_PARTITION }, ConsistentRead: true });
  const bySortKey = new Map(items.map((item) => [item.sk as string, item]));
  const number = (sk: string, name: string) => (bySortKey.get(sk)?.[name] as number | undefined) ?? 0;
  const courses = new Map<string, CourseFigures>();
  const direct = new Map<string, Counters>();
  for (const item of items) {
    const sk = item.sk as string;
    if (sk.startsWith('COURSE#')) {
      courses.set(sk.slice('COURSE#'.length), { ...countersOf(item), ...(item.courseTitle ? { courseTitle: item.courseTitle as string } : {}) });
    } else if (sk.startsWith('DIRECT#')) {
      direct.set(sk.slice('DIRECT#'.length), countersOf(item));
    }
  }
  return {
    totals: countersOf(bySortKey.get(statsKeys.totals.sk)),
    studentCount: number(statsKeys.students.sk, 'studentCount'),
    courseCount: number(statsKeys.catalogue.sk, 'courseCount'),
    videoCount: number(statsKeys.catalogue.sk, 'videoCount'),
    ledgerCount: number(statsKeys.ledger.sk, 'paymentCount'),
    courses,
    direct,
  };
}
