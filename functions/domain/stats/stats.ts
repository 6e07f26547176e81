import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { MAX_PAISE, paise, type Paise } from '#shared/money.js';
import { db, queryAll, tableName } from '#lib/db.js';

/**
 * The figures admins read, kept as counter items in one partition and changed only inside the
 * transactions that change what they count, so reading them costs the same at 10 students or 10
 * million. `rebuildStats` (stats-rebuild.ts) recomputes them from the items.
 *   STATS / TOTALS            totalRevenuePaise, paymentCount: money received (card paid, UPI approved, offline)
 *   STATS / STUDENTS          studentCount: student accounts (admins are not counted)
 *   STATS / CATALOGUE         courseCount, videoCount: courses, and the videos of existing courses
 *   STATS / LEDGER            paymentCount: every payment recorded (UPI and offline when recorded, card
 *                             orders once paid), the export's row total
 *   STATS / COURSE#<id>       totalRevenuePaise, paymentCount (money received), enrollmentCount, courseTitle
 *   STATS / DIRECT#<gpsc|upsc>  totalRevenuePaise, paymentCount (the card-payment programmes)
 *   STATS / SERIES#<id>       totalRevenuePaise, paymentCount (money received), enrollmentCount (students
 *                             who bought access), courseTitle (the series' title)
 * Every payment and every registration adds to TOTALS or STUDENTS and to its course's item, so those
 * are sharded: a transaction adds to `<sk>` or to one of `<sk>#S1` … `<sk>#S7`, chosen at random, and a
 * read sums them. A hundred payments at once then clash on one eighth as often, and each still counts
 * in the transaction that records it, so a crash can never leave a counter behind its items.
 */
export const STATS_PARTITION = 'STATS';

type Key = { pk: string; sk: string };

/** Counter items that many transactions add to at once, spread over this many shards. */
export const COUNTER_SHARDS = 8;
const SHARDED = /^(TOTALS|STUDENTS|LEDGER|COURSE#[^#]+|DIRECT#[^#]+|SERIES#[^#]+)$/;
const SHARD_SUFFIX = /#S(\d+)$/;

/** The counter a shard's sort key belongs to: 'COURSE#A#S3' → 'COURSE#A'. */
export function counterOfShard(sk: string): string {
  return sk.replace(SHARD_SUFFIX, '');
}

/** The shard of a counter item a transaction adds to (shard 0 is the item itself). */
export function shardKey(key: Key, shard: number): Key {
  return shard === 0 || !SHARDED.test(key.sk) ? key : { pk: key.pk, sk: `${key.sk}#S${shard}` };
}

export const randomShard = () => Math.floor(Math.random() * COUNTER_SHARDS);

export const statsKeys = {
  totals: { pk: STATS_PARTITION, sk: 'TOTALS' },
  students: { pk: STATS_PARTITION, sk: 'STUDENTS' },
  catalogue: { pk: STATS_PARTITION, sk: 'CATALOGUE' },
  ledger: { pk: STATS_PARTITION, sk: 'LEDGER' },
  course: (courseId: string): Key => ({ pk: STATS_PARTITION, sk: `COURSE#${courseId}` }),
  direct: (directId: string): Key => ({ pk: STATS_PARTITION, sk: `DIRECT#${directId}` }),
  series: (seriesId: string): Key => ({ pk: STATS_PARTITION, sk: `SERIES#${seriesId}` }),
};

/** The counter a payment's money counts in: a card programme's, a test series' or a catalogue course's (online checkout ones too). */
export function revenueKeyOf(payment: { method: string; product?: string; courseId: string }): Key {
  if (payment.product === 'test-series') return statsKeys.series(payment.courseId);
  return payment.method === 'card' && payment.product !== 'course'
    ? statsKeys.direct(payment.courseId)
    : statsKeys.course(payment.courseId);
}

export type CounterName =
  | 'totalRevenuePaise'
  | 'refundedPaise'
  | 'paymentCount'
  | 'enrollmentCount'
  | 'studentCount'
  | 'courseCount'
  | 'videoCount';

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
  courseDeleted: (videoCount: number): StatsChange => ({
    key: statsKeys.catalogue,
    add: { courseCount: -1, videoCount: -videoCount },
  }),
  videoAdded: (): StatsChange => ({ key: statsKeys.catalogue, add: { videoCount: 1 } }),
  videoDeleted: (): StatsChange => ({ key: statsKeys.catalogue, add: { videoCount: -1 } }),
  enrolled: (courseId: string): StatsChange => ({ key: statsKeys.course(courseId), add: { enrollmentCount: 1 } }),
  /** A student bought access to a test series (its purchase counter). */
  seriesPurchased: (seriesId: string): StatsChange => ({
    key: statsKeys.series(seriesId),
    add: { enrollmentCount: 1 },
  }),
  /** A payment entered the ledger (the export's row total). */
  paymentRecorded: (): StatsChange => ({ key: statsKeys.ledger, add: { paymentCount: 1 } }),
  /** Money that arrived: the total and the course's (catalogue `course` or direct programme key). */
  moneyReceived: (amountPaise: Paise, courseKey: Key, courseTitle?: string): StatsChange[] => [
    { key: statsKeys.totals, add: { totalRevenuePaise: amountPaise, paymentCount: 1 } },
    {
      key: courseKey,
      add: { totalRevenuePaise: amountPaise, paymentCount: 1 },
      ...(courseTitle ? { set: { courseTitle } } : {}),
    },
  ],
  /** Money given back: out of the revenue (which is net), into the refunded figure, in total and for the course. */
  moneyRefunded: (amountPaise: Paise, courseKey: Key): StatsChange[] => [
    { key: statsKeys.totals, add: { totalRevenuePaise: -amountPaise, refundedPaise: amountPaise } },
    { key: courseKey, add: { totalRevenuePaise: -amountPaise, refundedPaise: amountPaise } },
  ],
};

/**
 * The Update writes for a transaction: one per counter item, with the changes to the same item merged
 * (a transaction may touch an item only once). ADD creates a missing counter at zero. Sharded
 * counters go to `shard` (one random shard per transaction unless a test names one).
 */
export function statsWrites(changes: readonly StatsChange[], shard = randomShard()) {
  const byItem = new Map<string, { key: Key; add: Map<string, number>; set: Map<string, string> }>();
  for (const change of changes) {
    const key = shardKey(change.key, shard);
    const id = `${key.pk}|${key.sk}`;
    let merged = byItem.get(id);
    if (!merged) byItem.set(id, (merged = { key, add: new Map(), set: new Map() }));
    for (const [name, amount] of Object.entries(change.add))
      merged.add.set(name, (merged.add.get(name) ?? 0) + (amount ?? 0));
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
        ExpressionAttributeValues: Object.fromEntries([
          ...adds.map((name) => [`:${name}`, add.get(name)]),
          ...sets.map((name) => [`:${name}`, set.get(name)]),
        ]),
      },
    };
  });
}

export interface Counters {
  /** Money received less money refunded. */
  totalRevenuePaise: Paise;
  refundedPaise: Paise;
  paymentCount: number;
  enrollmentCount: number;
}

/** Counter items summed over their shards, by the counter's sort key; a figure that is not a sane number is reported, not thrown. */
class CounterSums {
  private readonly sums = new Map<string, Map<string, number>>();
  private readonly titles = new Map<string, string>();
  readonly warnings: string[] = [];

  constructor(items: readonly Record<string, unknown>[]) {
    for (const item of items) {
      const sk = counterOfShard(String(item.sk));
      let sums = this.sums.get(sk);
      if (!sums) this.sums.set(sk, (sums = new Map()));
      for (const [name, value] of Object.entries(item)) {
        if (name === 'courseTitle' && typeof value === 'string') this.titles.set(sk, value);
        if (!COUNTER_NAMES.has(name)) continue;
        if (typeof value !== 'number' || !Number.isSafeInteger(value)) {
          this.warnings.push(
            `The counter ${item.sk} ${name} holds ${JSON.stringify(value)}, which is not a whole number; it is left out until npm run stats:rebuild repairs it.`,
          );
          continue;
        }
        sums.set(name, (sums.get(name) ?? 0) + value);
      }
    }
  }

  counterKeys(): string[] {
    return [...this.sums.keys()];
  }

  title(sk: string): string | undefined {
    return this.titles.get(sk);
  }

  /** A count: a whole number of at least zero, else 0 with a warning. */
  count(sk: string, name: CounterName): number {
    const value = this.sums.get(sk)?.get(name) ?? 0;
    if (value >= 0 && Number.isSafeInteger(value)) return value;
    this.warnings.push(
      `The counter ${sk} ${name} adds up to ${value}; it shows as 0 until npm run stats:rebuild repairs it.`,
    );
    return 0;
  }

  money(sk: string, name: 'totalRevenuePaise' | 'refundedPaise' = 'totalRevenuePaise'): Paise {
    const value = this.sums.get(sk)?.get(name) ?? 0;
    if (value >= 0 && value <= MAX_PAISE) return paise(value);
    this.warnings.push(
      `The counter ${sk} ${name} adds up to ${value}; it shows as 0 until npm run stats:rebuild repairs it.`,
    );
    return paise(0);
  }

  counters(sk: string): Counters {
    return {
      totalRevenuePaise: this.money(sk),
      refundedPaise: this.money(sk, 'refundedPaise'),
      paymentCount: this.count(sk, 'paymentCount'),
      enrollmentCount: this.count(sk, 'enrollmentCount'),
    };
  }
}

export const COUNTER_NAMES: ReadonlySet<string> = new Set<string>([
  'totalRevenuePaise',
  'refundedPaise',
  'paymentCount',
  'enrollmentCount',
  'studentCount',
  'courseCount',
  'videoCount',
]);

/** The items of one counter: the item itself and its shards. */
async function counterItems(key: Key): Promise<Record<string, unknown>[]> {
  const { Items = [] } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
      ExpressionAttributeValues: { ':pk': key.pk, ':sk': key.sk },
      ConsistentRead: true,
    }),
  );
  return Items.filter((item) => counterOfShard(String(item.sk)) === key.sk);
}

/** One counter's money figures, summed over its shards: one Query. */
export async function readCounters(key: Key): Promise<Counters> {
  return new CounterSums(await counterItems(key)).counters(key.sk);
}

/** One number of one counter, summed over its shards: one Query. */
export async function readCount(key: Key, name: CounterName): Promise<number> {
  return new CounterSums(await counterItems(key)).count(key.sk, name);
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
  /** Payments in the ledger (the export's rows). */
  ledgerCount: number;
  courses: Map<string, CourseFigures>;
  direct: Map<string, Counters>;
  /** Test series: enrollmentCount is the students who bought one. */
  series: Map<string, CourseFigures>;
  /** Counters that hold something no figure can be (a crash of an old version, a hand edit): shown, never thrown. */
  warnings: string[];
}

/**
 * The whole STATS partition in one strongly consistent Query: a handful of items per course, the
 * same number whatever the number of students and payments.
 */
export async function readStats(): Promise<StatsSnapshot> {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :stats',
    ExpressionAttributeValues: { ':stats': STATS_PARTITION },
    ConsistentRead: true,
  });
  const sums = new CounterSums(items);
  const courses = new Map<string, CourseFigures>();
  const direct = new Map<string, Counters>();
  const series = new Map<string, CourseFigures>();
  for (const sk of sums.counterKeys()) {
    if (sk.startsWith('COURSE#')) {
      const title = sums.title(sk);
      courses.set(sk.slice('COURSE#'.length), { ...sums.counters(sk), ...(title ? { courseTitle: title } : {}) });
    } else if (sk.startsWith('DIRECT#')) {
      direct.set(sk.slice('DIRECT#'.length), sums.counters(sk));
    } else if (sk.startsWith('SERIES#')) {
      const title = sums.title(sk);
      series.set(sk.slice('SERIES#'.length), { ...sums.counters(sk), ...(title ? { courseTitle: title } : {}) });
    }
  }
  const snapshot = {
    totals: sums.counters(statsKeys.totals.sk),
    studentCount: sums.count(statsKeys.students.sk, 'studentCount'),
    courseCount: sums.count(statsKeys.catalogue.sk, 'courseCount'),
    videoCount: sums.count(statsKeys.catalogue.sk, 'videoCount'),
    ledgerCount: sums.count(statsKeys.ledger.sk, 'paymentCount'),
    courses,
    direct,
    series,
  };
  return { ...snapshot, warnings: [...new Set(sums.warnings)] };
}
