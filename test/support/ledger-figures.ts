/**
 * What the counters must say, computed from every item of the table by what each counter is defined to
 * count, and what they do say, read straight from their items: the ground truth the counter tests and
 * the payments bench compare.
 */
export type Item = Record<string, unknown>;

export interface Figures {
  studentCount: number;
  courseCount: number;
  videoCount: number;
  ledgerCount: number;
  revenuePaise: number;
  receivedCount: number;
  /** Per catalogue course (COURSE#id), card programme (DIRECT#id) or test series (SERIES#id): money received, payments received, enrolments (a series: students who bought it). */
  byCourse: Map<string, { revenuePaise: number; receivedCount: number; enrollmentCount: number }>;
}

const isPayment = (item: Item) =>
  typeof item.pk === 'string' && item.pk.startsWith('PAYMENT#') && item.sk === 'PAYMENT';
/** Money that arrived (some of it may have been refunded since). */
const received = (item: Item) => ['paid', 'approved', 'partially_refunded', 'refunded'].includes(item.status as string);
/** What a payment leaves in the revenue: what arrived less what went back. */
const kept = (item: Item) => (item.amountPaise as number) - ((item.refundedPaise as number | undefined) ?? 0);

/** What the counters must say, from the items. */
export function figuresOf(items: Item[]): Figures {
  const courses = new Set(
    items
      .filter((item) => item.pk === 'CATALOGUE' && String(item.sk).startsWith('COURSE#'))
      .map((item) => String(item.sk).slice(7)),
  );
  const payments = items.filter(isPayment);
  const byCourse: Figures['byCourse'] = new Map();
  const entry = (key: string) => {
    let found = byCourse.get(key);
    if (!found) byCourse.set(key, (found = { revenuePaise: 0, receivedCount: 0, enrollmentCount: 0 }));
    return found;
  };
  for (const payment of payments.filter(received)) {
    // A card payment is a /gpsc or /upsc programme's unless it is an online checkout's (product 'course').
    const direct = payment.method === 'card' && payment.product !== 'course';
    const figures = entry(
      `${payment.product === 'test-series' ? 'SERIES' : direct ? 'DIRECT' : 'COURSE'}#${payment.courseId}`,
    );
    figures.revenuePaise += kept(payment);
    figures.receivedCount += 1;
  }
  for (const enrolment of items.filter(
    (item) => String(item.pk).startsWith('USER#') && String(item.sk).startsWith('ENROLL#'),
  )) {
    entry(`COURSE#${String(enrolment.sk).slice(7)}`).enrollmentCount += 1;
  }
  // A series counts the students who bought it; a seat an admin gave is not a sale.
  for (const access of items.filter(
    (item) => String(item.pk).startsWith('USER#') && String(item.sk).startsWith('SERIES#') && item.via === 'payment',
  )) {
    entry(`SERIES#${String(access.sk).slice(7)}`).enrollmentCount += 1;
  }
  return {
    studentCount: items.filter(
      (item) => String(item.pk).startsWith('USER#') && item.sk === 'PROFILE' && item.role === 'student',
    ).length,
    courseCount: courses.size,
    videoCount: items.filter(
      (item) =>
        String(item.pk).startsWith('COURSE#') &&
        String(item.sk).startsWith('VIDEO#') &&
        courses.has(String(item.pk).slice(7)),
    ).length,
    // The ledger's rows: UPI and offline payments, card orders once paid (unpaid ones expire).
    ledgerCount: payments.filter((payment) => payment.method !== 'card' || received(payment)).length,
    revenuePaise: payments.filter(received).reduce((sum, payment) => sum + kept(payment), 0),
    receivedCount: payments.filter(received).length,
    byCourse,
  };
}

/** What the counter items say, read straight from the table: each counter's item plus its shards (`<sk>#S<n>`). */
export function countersOf(items: Item[]): Figures {
  const stats = new Map<string, Item>();
  for (const item of items.filter((candidate) => candidate.pk === 'STATS')) {
    const sk = String(item.sk).replace(/#S\d+$/, '');
    const sum = stats.get(sk) ?? {};
    for (const [name, value] of Object.entries(item))
      if (typeof value === 'number') sum[name] = ((sum[name] as number | undefined) ?? 0) + value;
    stats.set(sk, sum);
  }
  const n = (sk: string, name: string) => (stats.get(sk)?.[name] as number | undefined) ?? 0;
  const byCourse: Figures['byCourse'] = new Map();
  for (const [sk, item] of stats) {
    if (!sk.startsWith('COURSE#') && !sk.startsWith('DIRECT#') && !sk.startsWith('SERIES#')) continue;
    byCourse.set(sk, {
      revenuePaise: (item.totalRevenuePaise as number | undefined) ?? 0,
      receivedCount: (item.paymentCount as number | undefined) ?? 0,
      enrollmentCount: (item.enrollmentCount as number | undefined) ?? 0,
    });
  }
  return {
    studentCount: n('STUDENTS', 'studentCount'),
    courseCount: n('CATALOGUE', 'courseCount'),
    videoCount: n('CATALOGUE', 'videoCount'),
    ledgerCount: n('LEDGER', 'paymentCount'),
    revenuePaise: n('TOTALS', 'totalRevenuePaise'),
    receivedCount: n('TOTALS', 'paymentCount'),
    byCourse,
  };
}

/** after − before, per figure (per-course entries that are all zero left out), to compare changes. */
export function difference(after: Figures, before: Figures) {
  const keys = new Set([...after.byCourse.keys(), ...before.byCourse.keys()]);
  const zero = { revenuePaise: 0, receivedCount: 0, enrollmentCount: 0 };
  const byCourse: Record<string, { revenuePaise: number; receivedCount: number; enrollmentCount: number }> = {};
  for (const key of keys) {
    const a = after.byCourse.get(key) ?? zero;
    const b = before.byCourse.get(key) ?? zero;
    const change = {
      revenuePaise: a.revenuePaise - b.revenuePaise,
      receivedCount: a.receivedCount - b.receivedCount,
      enrollmentCount: a.enrollmentCount - b.enrollmentCount,
    };
    if (change.revenuePaise || change.receivedCount || change.enrollmentCount) byCourse[key] = change;
  }
  return {
    studentCount: after.studentCount - before.studentCount,
    courseCount: after.courseCount - before.courseCount,
    videoCount: after.videoCount - before.videoCount,
    ledgerCount: after.ledgerCount - before.ledgerCount,
    revenuePaise: after.revenuePaise - before.revenuePaise,
    receivedCount: after.receivedCount - before.receivedCount,
    byCourse,
  };
}

/** Comparable form of all figures (per-course entries that are all zero left out). */
export function plain(figures: Figures) {
  return difference(figures, {
    ...figures,
    studentCount: 0,
    courseCount: 0,
    videoCount: 0,
    ledgerCount: 0,
    revenuePaise: 0,
    receivedCount: 0,
    byCourse: new Map(),
  });
}
