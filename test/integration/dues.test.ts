/**
 * Instalment dues against DynamoDB Local: the dues a plan's first payment creates, a due paid twice
 * at once, the student's list, a due paid by UPI and UTR, the office's list, the reminders and the
 * overdue rule. Expected figures are worked out by hand from the plan, not taken from the code.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ulid } from 'ulid';
import { beforeAll, describe, expect, it } from 'vitest';
import type { MyDuesReply } from '#shared/dues.js';
import { api, loginAdmin, registerStudent } from '../support/api.js';
import { useEmulators } from '../support/domain.js';
import { readWorkbook } from '../support/xlsx.js';
import { createPlanCourse, type PlanCourse, settleFirstInstalment } from '../support/dues.js';

let admin: string;
let course: PlanCourse;

const fortyThirtyThirty = {
  name: '3 instalments',
  instalments: [
    { percent: 40, dueAfterDays: 0 },
    { percent: 30, dueAfterDays: 30 },
    { percent: 30, dueAfterDays: 60 },
  ],
};

/** Today's date in India, `days` later, worked out here on its own: IST is UTC+5:30 all year. */
function indiaDate(days: number): string {
  const ist = new Date(Date.now() + 5.5 * 3600_000);
  ist.setUTCHours(0, 0, 0, 0);
  return new Date(ist.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

const myDues = (token: string) => api<MyDuesReply>('GET', '/api/my/dues', { token });

beforeAll(async () => {
  useEmulators();
  admin = await loginAdmin();
  course = await createPlanCourse(admin, 24999, [fortyThirtyThirty]);
});

describe('dues of a fee plan', () => {
  it('are the instalments after the first, adding up with it to the plan, each on its India date', async () => {
    const student = await registerStudent();
    const { dueIds } = await settleFirstInstalment(student, course);
    const { duesOfStudent } = await import('#domain/payments/index.js');
    const dues = await duesOfStudent(student.id);
    // ₹24,999 at 40/30/30: ₹9,999.60 now, then ₹7,499.70 after 30 and after 60 days.
    expect(dues.map((due) => [due.id, due.instalment, due.amountPaise, due.dueOn, due.status])).toEqual([
      [dueIds[0], 2, 749_970, indiaDate(30), 'unpaid'],
      [dueIds[1], 3, 749_970, indiaDate(60), 'unpaid'],
    ]);
    expect(999_960 + dues.reduce((sum, due) => sum + due.amountPaise, 0)).toBe(2_499_900);
  });

  it('a due paid by two payments at once is paid by one of them', async () => {
    const student = await registerStudent();
    await settleFirstInstalment(student, course);
    const { duesOfStudent, dueSettleWrites } = await import('#domain/payments/index.js');
    const { transactWrite } = await import('#lib/db.js');
    const [due] = await duesOfStudent(student.id);
    const payments = [ulid(), ulid(), ulid()];
    const results = await Promise.allSettled(
      payments.map((paymentId) => transactWrite([dueSettleWrites(due!, paymentId, new Date())] as never)),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const [after] = await duesOfStudent(student.id);
    expect(after!.status).toBe('paid');
    expect(payments).toContain(after!.paidBy);
    // Later, once more: still refused.
    await expect(transactWrite([dueSettleWrites(due!, ulid(), new Date())] as never)).rejects.toThrow();
  });
});

describe('GET /api/my/dues', () => {
  it("lists the student's own dues with their state, the balance and the next date", async () => {
    const student = await registerStudent();
    const { dueIds } = await settleFirstInstalment(student, course);
    const other = await registerStudent();
    const reply = await myDues(student.token);
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      balance: 14999.4,
      next: { dueOn: indiaDate(30), amount: 7499.7 },
      dues: [
        {
          _id: dueIds[0],
          product: { kind: 'course', _id: course._id, title: course.title },
          plan: { _id: course.plans[0]!._id, name: '3 instalments' },
          instalment: 2,
          amount: 7499.7,
          dueOn: indiaDate(30),
          status: 'upcoming',
        },
        { _id: dueIds[1], instalment: 3, amount: 7499.7, dueOn: indiaDate(60), status: 'upcoming' },
      ],
    });
    // Another student sees none of them.
    const theirs = await myDues(other.token);
    expect(theirs.body).toEqual({ success: true, dues: [], balance: 0, payee: reply.body.payee });
    expect(reply.body.payee).toEqual({ address: 'gyanpathacademy@upi', name: expect.any(String) });
  });
});

const freshUtr = () => `D${ulid().slice(-11)}`;
const submitDueUtr = (token: string, body: Record<string, unknown>) =>
  api<{ receipt: { amount: number; status: string } }>('POST', '/api/upi-payments/submit-utr', { token, body });
const pendingIdOf = async (utr: string) =>
  (
    await api<{ items: { _id: string; utrNumber: string; amount: number }[] }>('GET', '/api/upi-payments/pending', {
      token: admin,
    })
  ).body.items.find((item) => item.utrNumber === utr);

describe('GET /api/my/dues in Gujarati', () => {
  it('names the course by its Gujarati title when it has one', async () => {
    const reply = await api<{ course: PlanCourse }>('POST', '/api/courses', {
      token: admin,
      body: {
        title: `Gujarati dues course ${ulid()}`,
        titleGu: 'જીપીએસસી વર્ગ ૧-૨',
        description: 'Paid in instalments.',
        price: 10000,
        category: 'gpsc',
        plans: [fortyThirtyThirty],
      },
    });
    expect(reply.status).toBe(201);
    const student = await registerStudent();
    await settleFirstInstalment(student, reply.body.course);
    const dues = (await myDues(student.token)).body.dues;
    expect(dues.map((due) => due.product.titleGu)).toEqual(['જીપીએસસી વર્ગ ૧-૨', 'જીપીએસસી વર્ગ ૧-૨']);
  });
});

describe('a due paid by UPI and UTR', () => {
  it("takes the due's amount, and the approval marks that due paid with a receipt and enrols no one again", async () => {
    const student = await registerStudent();
    const { dueIds } = await settleFirstInstalment(student, course);
    const counters = await import('#domain/stats/stats.js');
    const utr = freshUtr();
    const sent = await submitDueUtr(student.token, { courseId: course._id, utrNumber: utr, dueId: dueIds[1] });
    expect(sent.status).toBe(200);
    expect(sent.body.receipt).toMatchObject({ amount: 7499.7, status: 'pending' });
    const pending = (await pendingIdOf(utr))!;
    expect(pending.amount).toBe(7499.7);
    // The dues list says a payment is waiting for the third instalment.
    expect((await myDues(student.token)).body.dues[1]).toMatchObject({ pendingPaymentId: pending._id });
    // A second UTR for the same due while the first waits is refused.
    const again = await submitDueUtr(student.token, { courseId: course._id, utrNumber: freshUtr(), dueId: dueIds[1] });
    expect(again).toMatchObject({ status: 409, body: { code: 'due_payment_pending' } });

    const before = await counters.readCounters(counters.statsKeys.course(course._id));
    const approved = await api<{ receiptNumber?: string }>('POST', `/api/upi-payments/${pending._id}/approve`, {
      token: admin,
    });
    expect(approved.status).toBe(200);
    expect(approved.body.receiptNumber).toMatch(/^GA-\d{2}-\d{2}-\d{6}$/);
    const after = await counters.readCounters(counters.statsKeys.course(course._id));
    expect(after.totalRevenuePaise - before.totalRevenuePaise).toBe(749_970);
    expect(after.enrollmentCount).toBe(before.enrollmentCount);
    const profile = await api<{ user: { enrolledCourses: string[] } }>('GET', '/api/auth/profile', {
      token: student.token,
    });
    expect(profile.body.user.enrolledCourses).toEqual([course._id]);

    const dues = (await myDues(student.token)).body;
    expect(dues.dues.map((due) => due.status)).toEqual(['upcoming', 'paid']);
    expect(dues.dues[1]).toMatchObject({ paymentId: pending._id });
    expect(dues.dues[1]!.pendingPaymentId).toBeUndefined();
    expect(dues.balance).toBe(7499.7);

    // Paid: another UTR for it is refused, and nothing is recorded.
    const late = freshUtr();
    const refused = await submitDueUtr(student.token, { courseId: course._id, utrNumber: late, dueId: dueIds[1] });
    expect(refused).toMatchObject({ status: 409, body: { code: 'due_already_paid' } });
    expect(await pendingIdOf(late)).toBeUndefined();
  });

  it("a statement's Approve all matched pays the due the UTR was sent for", async () => {
    const student = await registerStudent();
    const { dueIds } = await settleFirstInstalment(student, course);
    const utr = freshUtr();
    expect((await submitDueUtr(student.token, { courseId: course._id, utrNumber: utr, dueId: dueIds[0] })).status).toBe(
      200,
    );
    const pending = (await pendingIdOf(utr))!;
    // A credit of the due's amount with its UTR, in the plain layout every import understands.
    const csv = ['Date,Narration,Reference,Debit,Credit', `01/04/2026,UPI/${utr}/INSTALMENT,${utr},,7499.70`].join(
      '\r\n',
    );
    const bytes = Buffer.from(csv);
    const target = await api<{ uploadUrl: string; fileKey: string }>('POST', '/api/admin/bank-statements/uploads', {
      token: admin,
      body: { size: bytes.length },
    });
    await fetch(target.body.uploadUrl, { method: 'PUT', body: bytes, headers: { 'content-type': 'text/csv' } });
    const imported = await api<{ statementId: string; matched: { payment: { _id: string } }[] }>(
      'POST',
      '/api/admin/bank-statements',
      { token: admin, body: { fileKey: target.body.fileKey } },
    );
    expect(imported.status).toBe(200);
    expect(imported.body.matched.map((match) => match.payment._id)).toEqual([pending._id]);
    const approved = await api<{ approved: { _id: string }[] }>(
      'POST',
      `/api/admin/bank-statements/${imported.body.statementId}/approve`,
      { token: admin },
    );
    expect(approved.body.approved.map((payment) => payment._id)).toEqual([pending._id]);
    const dues = (await myDues(student.token)).body.dues;
    expect(dues.map((due) => [due._id, due.status])).toEqual([
      [dueIds[0], 'paid'],
      [dueIds[1], 'upcoming'],
    ]);
  });

  it("refuses a UTR for another student's due, or for a due of another course", async () => {
    const owner = await registerStudent();
    const { dueIds } = await settleFirstInstalment(owner, course);
    const intruder = await registerStudent();
    const theirs = await submitDueUtr(intruder.token, {
      courseId: course._id,
      utrNumber: freshUtr(),
      dueId: dueIds[0],
    });
    expect(theirs).toMatchObject({ status: 404, body: { code: 'due_not_found', field: 'dueId' } });
    const otherCourse = await createPlanCourse(admin, 5000, []);
    const wrongCourse = await submitDueUtr(owner.token, {
      courseId: otherCourse._id,
      utrNumber: freshUtr(),
      dueId: dueIds[0],
    });
    expect(wrongCourse).toMatchObject({ status: 404, body: { code: 'due_not_found' } });
  });

  it('a due of a test series is paid through the series UTR route and grants nothing again', async () => {
    const student = await registerStudent();
    const series = await api<{ testSeries: { _id: string; title: string } }>('POST', '/api/test-series', {
      token: admin,
      body: { title: `Dues series ${ulid()}`, description: 'Mocks', price: 1000, category: 'ssc', numberOfTests: 5 },
    });
    const seriesId = series.body.testSeries._id;
    const { transactWrite } = await import('#lib/db.js');
    const { dueWritesForPlan } = await import('#domain/payments/index.js');
    const { paise } = await import('#shared/money.js');
    const paymentId = ulid();
    await transactWrite(
      dueWritesForPlan({
        userId: student.id,
        product: { kind: 'test-series', _id: seriesId, title: series.body.testSeries.title },
        plan: { _id: ulid(), name: 'Two parts', overdue: { rule: 'keep-access' } },
        instalments: [{ amount: paise(50_000), dueOn: indiaDate(15) }],
        paymentId,
        at: new Date(),
      }) as never,
    );
    const utr = freshUtr();
    const sent = await api('POST', `/api/test-series/${seriesId}/upi/submit-utr`, {
      token: student.token,
      body: { utrNumber: utr, dueId: `${paymentId}-2` },
    });
    expect(sent).toMatchObject({ status: 200, body: { receipt: { amount: 500 } } });
    const pending = (await pendingIdOf(utr))!;
    expect((await api('POST', `/api/upi-payments/${pending._id}/approve`, { token: admin })).status).toBe(200);
    expect((await myDues(student.token)).body.dues[0]).toMatchObject({ status: 'paid', paymentId: pending._id });
    const mine = await api<{ testSeries: unknown[] }>('GET', '/api/my/test-series', { token: student.token });
    expect(mine.body.testSeries).toEqual([]);
  });
});

describe('GET /api/admin/dues', () => {
  /** Dues written straight to the table on chosen dates, for one student. */
  async function duesOn(student: { id: string }, days: number[], amountPaise: number, tag: string) {
    const { transactWrite } = await import('#lib/db.js');
    const { dueWritesForPlan } = await import('#domain/payments/index.js');
    const { paise } = await import('#shared/money.js');
    const paymentId = ulid();
    await transactWrite(
      dueWritesForPlan({
        userId: student.id,
        product: { kind: 'course', _id: course._id, title: `${course.title} ${tag}` },
        plan: { _id: course.plans[0]!._id, name: '3 instalments', overdue: { rule: 'keep-access' } },
        instalments: days.map((day) => ({ amount: paise(amountPaise), dueOn: indiaDate(day) })),
        paymentId,
        at: new Date(),
      }) as never,
    );
    return days.map((_, index) => `${paymentId}-${index + 2}`);
  }
  const list = (query: Record<string, string>) =>
    api<import('#shared/dues.js').AdminDuesPage>('GET', `/api/admin/dues?${new URLSearchParams(query)}`, {
      token: admin,
    });

  it('lists unpaid dues by state with who owes them, a search by name, mobile or e-mail, and its totals', async () => {
    const tag = ulid();
    const mobile = `9${String(Date.now()).slice(-9)}`;
    const student = await registerStudent({ name: `Dues Owner ${tag}`, mobile });
    // Two days overdue, 100 days overdue, due today, due in 7 days, upcoming in 8 and 40 days.
    const ids = await duesOn(student, [-2, -100, 0, 7, 8, 40], 100_050, tag);
    const overdue = await list({ status: 'overdue', search: `owner ${tag.toLowerCase()}` });
    expect(overdue.status).toBe(200);
    expect(overdue.body.dues.map((due) => [due._id, due.dueOn, due.daysOverdue, due.status])).toEqual([
      [ids[1], indiaDate(-100), 100, 'overdue'],
      [ids[0], indiaDate(-2), 2, 'overdue'],
    ]);
    expect(overdue.body.dues[0]).toMatchObject({
      student: { _id: student.id, name: `Dues Owner ${tag}`, email: student.email, mobile },
      amount: 1000.5,
      instalment: 3,
    });
    expect(overdue.body.totals).toEqual({ count: 2, amount: 2001 });
    const due = await list({ status: 'due', search: mobile });
    expect(due.body.dues.map((row) => row._id)).toEqual([ids[2], ids[3]]);
    expect(due.body.totals).toEqual({ count: 2, amount: 2001 });
    const upcoming = await list({ status: 'upcoming', search: student.email.toUpperCase() });
    expect(upcoming.body.dues.map((row) => row._id)).toEqual([ids[4], ids[5]]);
    // A paid due leaves the list and its totals.
    const { duesOfStudent, dueSettleWrites } = await import('#domain/payments/index.js');
    const { transactWrite } = await import('#lib/db.js');
    const paid = (await duesOfStudent(student.id)).find((row) => row.id === ids[1])!;
    await transactWrite([dueSettleWrites(paid, ulid(), new Date())] as never);
    const after = await list({ status: 'overdue', search: tag });
    expect(after.body.dues.map((row) => row._id)).toEqual([ids[0]]);
    expect(after.body.totals).toEqual({ count: 1, amount: 1000.5 });
    // A search nobody matches: nothing, totals zero.
    expect((await list({ status: 'overdue', search: `nobody ${tag}` })).body).toMatchObject({
      dues: [],
      totals: { count: 0, amount: 0 },
    });
  });

  it('the dashboard says what is due this week and what is overdue, and the revenue counts none of it', async () => {
    type Dashboard = import('#shared/admin-types.js').AdminDashboard;
    const figures = async () => {
      const dashboard = await api<Dashboard>('GET', '/api/admin/dashboard', { token: admin });
      const reports = await api<{ totalAmount: number }>('GET', '/api/stats', { token: admin });
      return {
        dues: dashboard.body.dues!,
        revenue: dashboard.body.stats.totalRevenue,
        reported: reports.body.totalAmount,
      };
    };
    const before = await figures();
    const student = await registerStudent();
    // ₹100 today and ₹100 + ₹200 in 7 days (₹400 this week), ₹400 yesterday (overdue), ₹400 in 8 days (neither).
    await duesOn(student, [0, 7], 10_000, 'a');
    await duesOn(student, [7], 20_000, 'b');
    await duesOn(student, [-1, 8], 40_000, 'c');
    const after = await figures();
    expect(after.dues.dueThisWeek - before.dues.dueThisWeek).toBeCloseTo(400, 2);
    expect(after.dues.overdue - before.dues.overdue).toBeCloseTo(400, 2);
    expect(after.revenue).toBe(before.revenue);
    expect(after.reported).toBe(before.reported);
  });

  it('the Excel export lists every unpaid due in a sheet of its own', async () => {
    const tag = ulid();
    const student = await registerStudent({ name: `Sheet ${tag}` });
    await duesOn(student, [-3, 20], 123_456, tag);
    const exported = await api<{ url: string; dues: number }>(
      'GET',
      `/api/export/excel?exportId=${randomBytes(10).toString('hex')}`,
      { token: admin },
    );
    expect(exported.status).toBe(200);
    const folder = mkdtempSync(join(tmpdir(), 'dues-export-'));
    const file = join(folder, 'export.xlsx');
    writeFileSync(file, Buffer.from(await (await fetch(exported.body.url)).arrayBuffer()));
    const sheet = readWorkbook(file).Dues!;
    rmSync(folder, { recursive: true, force: true });
    expect(sheet.header).toEqual([
      'Due on',
      'State',
      'Days overdue',
      'Name',
      'Mobile',
      'Email',
      'Course or test series',
      'Plan',
      'Instalment',
      'Amount due (₹)',
    ]);
    const mine = sheet.rows.filter((row) => row[3] === `Sheet ${tag}`);
    expect(mine).toEqual([
      [
        indiaDate(-3),
        'Overdue',
        3,
        `Sheet ${tag}`,
        student.mobile,
        student.email,
        `${course.title} ${tag}`,
        '3 instalments',
        2,
        1234.56,
      ],
      [
        indiaDate(20),
        'Upcoming',
        0,
        `Sheet ${tag}`,
        student.mobile,
        student.email,
        `${course.title} ${tag}`,
        '3 instalments',
        3,
        1234.56,
      ],
    ]);
    expect(exported.body.dues).toBe(sheet.rows.length);
  });

  it('pages by cursor, 50 at a time, every due once', async () => {
    const tag = ulid();
    const student = await registerStudent({ name: `Pager ${tag}` });
    const many: string[] = [];
    for (let batch = 0; batch < 3; batch++)
      many.push(
        ...(await duesOn(
          student,
          Array.from({ length: 20 }, (_, i) => 10 + i + batch * 20),
          100,
          tag,
        )),
      );
    const first = await list({ status: 'upcoming', search: `pager ${tag}` });
    expect(first.body.dues).toHaveLength(50);
    expect(first.body.totals).toEqual({ count: 60, amount: 60 });
    const second = await list({ status: 'upcoming', search: `pager ${tag}`, cursor: first.body.nextCursor! });
    expect(second.body.dues).toHaveLength(10);
    expect(second.body.nextCursor).toBeUndefined();
    expect(new Set([...first.body.dues, ...second.body.dues].map((row) => row._id))).toEqual(new Set(many));
    expect((await list({ status: 'upcoming', cursor: 'bm90LWEtY3Vyc29y' })).status).toBe(400);
  });
});

describe('reminders of unpaid dues', () => {
  let iamEnforced = false;
  async function outboxItem(dueId: string, day: string) {
    const { db, tableName } = await import('#lib/db.js');
    const { GetCommand } = await import('@aws-sdk/lib-dynamodb');
    const { Item } = await db().send(
      new GetCommand({ TableName: tableName(), Key: { pk: `MAIL#due-reminder#${dueId}#${day}`, sk: 'MAIL' } }),
    );
    return Item;
  }
  /** The RemindDues job as its schedule runs it, under its own bindings (checked by the local IAM). */
  async function runJob(now: Date) {
    const { jobs } = await import('#shared/jobs.js');
    const { runWithBindings, enforceLocalIam } = await import('#infra/local/local-iam.js');
    const { db } = await import('#lib/db.js');
    const { s3 } = await import('#lib/s3.js');
    if (!iamEnforced) enforceLocalIam({ dynamo: db(), s3: s3() });
    iamEnforced = true;
    const job = jobs.find((candidate) => candidate.name === 'RemindDues')!;
    const { remindDues } = await import('#domain/payments/index.js');
    return runWithBindings(`job ${job.name}`, job.uses, () => remindDues(now));
  }
  const dayOf = (now: Date) => new Date(now.getTime() + 5.5 * 3600_000).toISOString().slice(0, 10);

  it('go 7, 3 and 1 days before a due and the day after it, once per due and day, in the student’s language', async () => {
    const student = await registerStudent({ name: 'Reminded Student' });
    const { setUserLanguage } = await import('#domain/users/index.js');
    await setUserLanguage(student.id, 'gu');
    const { transactWrite } = await import('#lib/db.js');
    const { dueWritesForPlan } = await import('#domain/payments/index.js');
    const { paise } = await import('#shared/money.js');
    const paymentId = ulid();
    const days = [7, 3, 1, -1, 2, -2];
    await transactWrite(
      dueWritesForPlan({
        userId: student.id,
        product: { kind: 'course', _id: course._id, title: course.title },
        plan: { _id: course.plans[0]!._id, name: '3 instalments', overdue: { rule: 'keep-access' } },
        instalments: days.map((day) => ({ amount: paise(250_000), dueOn: indiaDate(day) })),
        paymentId,
        at: new Date(),
      }) as never,
    );
    const ids = days.map((_, index) => `${paymentId}-${index + 2}`);
    const now = new Date();
    const today = dayOf(now);
    await runJob(now);
    const items = await Promise.all(ids.map((id) => outboxItem(id, today)));
    expect(items.map((item) => item?.message?.daysLeft)).toEqual([7, 3, 1, -1, undefined, undefined]);
    expect(items[0]).toMatchObject({
      to: { email: student.email, name: 'Reminded Student', language: 'gu' },
      message: { kind: 'due-reminder', dueId: ids[0], day: today, amountPaise: 250_000, dueOn: indiaDate(7) },
      status: 'pending',
    });
    // Written in Gujarati, as the SendMail job writes it.
    const { contentOf } = await import('#domain/mail/compose.js');
    const content = contentOf(items[3]!.message, 'gu');
    expect(content.subject).toBe(`હપ્તાની મુદત વીતી ગઈ: ${course.title} માટે ₹2,500`);
    expect(contentOf(items[2]!.message, 'en').subject).toBe(`Instalment due tomorrow: ₹2,500 for ${course.title}`);

    // The same day again: nothing new (the first mail stays as it was written).
    const { db, tableName } = await import('#lib/db.js');
    const { UpdateCommand } = await import('@aws-sdk/lib-dynamodb');
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: { pk: `MAIL#due-reminder#${ids[0]}#${today}`, sk: 'MAIL' },
        UpdateExpression: 'SET marker = :m',
        ExpressionAttributeValues: { ':m': 'first' },
      }),
    );
    await runJob(new Date(now.getTime() + 60_000));
    expect(await outboxItem(ids[0]!, today)).toMatchObject({ marker: 'first', createdAt: items[0]!.createdAt });

    // Four days later the due of day 7 is 3 days away: reminded again, unless it was paid meanwhile.
    const { duesOfStudent, dueSettleWrites } = await import('#domain/payments/index.js');
    const later = new Date(now.getTime() + 4 * 86_400_000);
    const laterDay = dayOf(later);
    const paid = (await duesOfStudent(student.id)).find((due) => due.id === ids[0])!;
    await transactWrite([dueSettleWrites(paid, ulid(), new Date())] as never);
    await runJob(later);
    expect(await outboxItem(ids[0]!, laterDay)).toBeUndefined();
    // The unpaid due of day 3 is now overdue by a day: reminded, once.
    expect((await outboxItem(ids[1]!, laterDay))?.message).toMatchObject({ daysLeft: -1 });
  });

  it('a reminder queued before its due was paid is withdrawn when its turn comes, not sent', async () => {
    const student = await registerStudent({ name: 'Paid Before Reminded' });
    const { transactWrite } = await import('#lib/db.js');
    const { dueWritesForPlan, dueSettleWrites, duesOfStudent, paymentMail } = await import('#domain/payments/index.js');
    const { sendClaimedMail } = await import('#domain/mail/index.js');
    const { paise } = await import('#shared/money.js');
    const paymentId = ulid();
    await transactWrite(
      dueWritesForPlan({
        userId: student.id,
        product: { kind: 'course', _id: course._id, title: course.title },
        plan: { _id: course.plans[0]!._id, name: '3 instalments', overdue: { rule: 'keep-access' } },
        instalments: [7, 3].map((day) => ({ amount: paise(100_000), dueOn: indiaDate(day) })),
        paymentId,
        at: new Date(),
      }) as never,
    );
    const [paidId, unpaidId] = [`${paymentId}-2`, `${paymentId}-3`];
    const now = new Date();
    await runJob(now);
    // The student pays the first due minutes after its reminder was queued, before SendMail's turn.
    const due = (await duesOfStudent(student.id)).find((each) => each.id === paidId)!;
    await transactWrite([dueSettleWrites(due, ulid(), new Date())] as never);

    const { jobs } = await import('#shared/jobs.js');
    const { runWithBindings } = await import('#infra/local/local-iam.js');
    const sendMailJob = jobs.find((candidate) => candidate.name === 'SendMail')!;
    // One mail's turn in the SendMail job, under the job's own bindings (checked by the local IAM).
    const turnOf = async (dueId: string) => {
      const item = (await outboxItem(dueId, dayOf(now)))!;
      const key = String(item.pk).slice('MAIL#'.length);
      return runWithBindings(`job ${sendMailJob.name}`, sendMailJob.uses, () =>
        sendClaimedMail({ ...(item as object), key } as Parameters<typeof sendClaimedMail>[0], paymentMail),
      );
    };
    expect(await turnOf(paidId)).toBe('withdrawn');
    const withdrawn = await outboxItem(paidId, dayOf(now));
    expect(withdrawn).toMatchObject({ status: 'withdrawn', attempts: 0 });
    expect(withdrawn?.gsi1pk).toBeUndefined();
    // The unpaid one is still true: it is sent (or retried, when no mail server answers here).
    expect(['sent', 'retrying']).toContain(await turnOf(unpaidId));
  });
});

describe("a plan's overdue rule", () => {
  async function enrolWithDue(
    student: { id: string },
    target: PlanCourse,
    overdue: { rule: 'keep-access' } | { rule: 'suspend'; afterDays: number },
    daysAgo: number,
  ) {
    const { transactWrite } = await import('#lib/db.js');
    const { dueWritesForPlan } = await import('#domain/payments/index.js');
    const { enrollmentWrites } = await import('#domain/learning/index.js');
    const { paise } = await import('#shared/money.js');
    const paymentId = ulid();
    await transactWrite([
      ...enrollmentWrites(student.id, target._id, new Date().toISOString()),
      ...dueWritesForPlan({
        userId: student.id,
        product: { kind: 'course', _id: target._id, title: target.title },
        plan: { _id: ulid(), name: 'Two parts', overdue },
        instalments: [{ amount: paise(300_000), dueOn: indiaDate(-daysAgo) }],
        paymentId,
        at: new Date(),
      }),
    ] as never);
    return `${paymentId}-2`;
  }
  const lectures = (token: string, courseId: string) => api('GET', `/api/courses/${courseId}/videos`, { token });
  const notes = (token: string, courseId: string) => api('GET', `/api/courses/${courseId}/notes`, { token });

  it('suspends lectures and notes once a due is overdue by more than its days, until it is paid', async () => {
    const suspending = await createPlanCourse(admin, 6000, []);
    const student = await registerStudent();
    const dueId = await enrolWithDue(student, suspending, { rule: 'suspend', afterDays: 5 }, 6);
    for (const reply of [await lectures(student.token, suspending._id), await notes(student.token, suspending._id)]) {
      expect(reply).toMatchObject({ status: 403, body: { code: 'course_suspended_for_dues' } });
    }
    // The student sees why in their dues.
    expect((await myDues(student.token)).body.dues[0]).toMatchObject({ _id: dueId, status: 'overdue', suspends: true });
    // An admin still sees the course.
    expect((await lectures(admin, suspending._id)).status).toBe(200);

    // Paid by UPI and approved: open again.
    const utr = freshUtr();
    expect((await submitDueUtr(student.token, { courseId: suspending._id, utrNumber: utr, dueId })).status).toBe(200);
    expect((await lectures(student.token, suspending._id)).status).toBe(403);
    const pending = (await pendingIdOf(utr))!;
    expect((await api('POST', `/api/upi-payments/${pending._id}/approve`, { token: admin })).status).toBe(200);
    expect((await lectures(student.token, suspending._id)).status).toBe(200);
    expect((await notes(student.token, suspending._id)).status).toBe(200);
  });

  it('keeps access on the last day of the grace, with a plan that keeps access, and for other courses', async () => {
    const student = await registerStudent();
    const graced = await createPlanCourse(admin, 6000, []);
    await enrolWithDue(student, graced, { rule: 'suspend', afterDays: 5 }, 5);
    expect((await lectures(student.token, graced._id)).status).toBe(200);
    const kept = await createPlanCourse(admin, 6000, []);
    await enrolWithDue(student, kept, { rule: 'keep-access' }, 200);
    expect((await lectures(student.token, kept._id)).status).toBe(200);
    // A suspension of one course closes no other.
    const closed = await createPlanCourse(admin, 6000, []);
    await enrolWithDue(student, closed, { rule: 'suspend', afterDays: 0 }, 1);
    expect((await lectures(student.token, closed._id)).status).toBe(403);
    expect((await lectures(student.token, graced._id)).status).toBe(200);
  });
});
