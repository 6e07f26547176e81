/**
 * The admin insight API against DynamoDB Local: the dashboard and report figures, the reports'
 * payment pages, every payment filtered and found, students listed and found, offline payments.
 * Expected lists come from scanning the table (test/support/ledger.ts), not from the code's indexes.
 */
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, loginAdmin, registerStudent, uniqueEmail } from '../support/api.js';
import { scanTable, type Item } from '../support/ledger.js';
import { checkoutResult, createOrder, verify } from '../support/payments.js';

let admin: string;
const freshUtr = () => randomBytes(6).toString('hex').toUpperCase();

beforeAll(async () => {
  admin = await loginAdmin();
});

async function createCourse(title: string, price: number) {
  const reply = await api<{ course: { _id: string } }>('POST', '/api/courses', {
    token: admin,
    body: { title, description: 'Insight course', price, category: 'gpsc' },
  });
  if (reply.status !== 201) throw new Error(`course: ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body.course._id;
}

function offline(studentId: string, body: Record<string, unknown>) {
  return api<{ payment: Record<string, unknown>; code?: string }>(
    'POST',
    `/api/admin/students/${studentId}/offline-payments`,
    {
      token: admin,
      body: { mode: 'cash', paidOn: '2026-05-10', reference: `R-${randomBytes(4).toString('hex')}`, ...body },
    },
  );
}

async function approvedUpi(token: string, courseId: string) {
  const utrNumber = freshUtr();
  expect((await api('POST', '/api/upi-payments/submit-utr', { token, body: { courseId, utrNumber } })).status).toBe(
    200,
  );
  const pending = await api<{ items: { _id: string; utrNumber: string }[] }>('GET', '/api/upi-payments/pending', {
    token: admin,
  });
  const id = pending.body.items.find((item) => item.utrNumber === utrNumber)!._id;
  expect((await api('POST', `/api/upi-payments/${id}/approve`, { token: admin })).status).toBe(200);
  return { id, utrNumber };
}

const payments = (items: Item[]) =>
  items.filter((item) => String(item.pk).startsWith('PAYMENT#') && item.sk === 'PAYMENT');
const received = (items: Item[]) =>
  payments(items).filter((item) => item.status === 'paid' || item.status === 'approved');
const byNewest = (key: string) => (a: Item, b: Item) =>
  String(b[key]).localeCompare(String(a[key])) || String(b.id).localeCompare(String(a.id));

type ReportPage = {
  payments: { _id: string; amount: number; paymentDate: string }[];
  currentPage: number;
  totalPages: number;
  nextCursor?: string;
  prevCursor?: string;
};
const reportPage = (query: string) => api<ReportPage>('GET', `/api/payments?${query}`, { token: admin });

describe('GET /api/admin/dashboard and GET /api/courses/test/all', () => {
  it('change with an approval: revenue, the course figures, and the enrolment on top of Recent Enrollments', async () => {
    const courseId = await createCourse('Dashboard course', 2100);
    const student = await registerStudent({ name: 'Dashboard Student' });
    const before = (
      await api<{ stats: { totalRevenue: number; totalStudents: number } }>('GET', '/api/admin/dashboard', {
        token: admin,
      })
    ).body;
    await approvedUpi(student.token, courseId);
    const after = await api<{
      stats: { totalRevenue: number; totalStudents: number; totalCourses: number };
      recentEnrollments: {
        _id: string;
        name: string;
        email: string;
        enrolledCourses: { _id: string; title: string }[];
        updatedAt: string;
        course: { _id: string };
      }[];
      courseStats: { _id: string; title: string; enrollmentCount: number; totalRevenue: number }[];
    }>('GET', '/api/admin/dashboard', { token: admin });
    expect(after.status).toBe(200);
    expect(after.body.stats.totalRevenue - before.stats.totalRevenue).toBe(2100);
    expect(after.body.stats.totalStudents).toBe(before.stats.totalStudents);
    expect(after.body.recentEnrollments[0]).toEqual({
      _id: student.id,
      name: 'Dashboard Student',
      email: student.email,
      enrolledCourses: [{ _id: courseId, title: 'Dashboard course' }],
      updatedAt: expect.any(String),
      course: { _id: courseId, title: 'Dashboard course' },
    });
    expect(after.body.recentEnrollments.length).toBeLessThanOrEqual(5);
    const times = after.body.recentEnrollments.map((entry) => entry.updatedAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(after.body.courseStats).toContainEqual({
      _id: courseId,
      title: 'Dashboard course',
      enrollmentCount: 1,
      totalRevenue: 2100,
    });

    const items = await scanTable();
    const courses = items.filter((item) => item.pk === 'CATALOGUE' && String(item.sk).startsWith('COURSE#')).length;
    expect(after.body.courseStats).toHaveLength(courses);
    const test = await api<{ totalCourses: number }>('GET', '/api/courses/test/all', { token: admin });
    expect(test.body.totalCourses).toBe(after.body.stats.totalCourses);
  });

  it('GET /api/admin/courses answers each course with its real students and money', async () => {
    const courseId = await createCourse('Figures course', 999);
    const student = await registerStudent();
    await approvedUpi(student.token, courseId);
    expect((await offline(student.id, { courseId, amount: 200.5 })).status).toBe(201);
    const reply = await api<{
      courses: { _id: string; enrollmentCount: number; totalRevenue: number; price: number }[];
    }>('GET', '/api/admin/courses', { token: admin });
    expect(reply.body.courses.find((course) => course._id === courseId)).toMatchObject({
      price: 999,
      enrollmentCount: 1,
      totalRevenue: 1199.5,
    });
  });
});

describe('GET /api/stats', () => {
  it('totals and per-course figures that match the ledger; courses with nothing are left out', async () => {
    const courseId = await createCourse('Stats course', 640);
    await createCourse('Stats course nobody bought', 100);
    const [one, two] = [await registerStudent(), await registerStudent()];
    await approvedUpi(one.token, courseId);
    expect((await offline(two.id, { courseId, amount: 300 })).status).toBe(201);
    const order = await createOrder({ course: 'gpsc' });
    await verify(checkoutResult(order.orderId));

    const reply = await api<{
      totalStudents: number;
      totalAmount: number;
      courseStats: { course: string; students: number; amount: number }[];
    }>('GET', '/api/stats', { token: admin });
    const items = await scanTable();
    const money = received(items).reduce((sum, item) => sum + (item.amountPaise as number), 0);
    expect(reply.body.totalAmount).toBe(money / 100);
    expect(reply.body.totalStudents).toBe(
      items.filter((item) => item.sk === 'PROFILE' && item.role === 'student').length,
    );
    expect(reply.body.courseStats).toContainEqual({ course: 'Stats course', students: 2, amount: 940 });
    expect(reply.body.courseStats.find((entry) => entry.course === 'Stats course nobody bought')).toBeUndefined();
    const gpscPaid = received(items).filter((item) => item.method === 'card' && item.courseId === 'gpsc');
    expect(reply.body.courseStats).toContainEqual({
      course: 'GPSC Class 1-2',
      students: gpscPaid.length,
      amount: gpscPaid.reduce((sum, item) => sum + (item.amountPaise as number), 0) / 100,
      programme: 'gpsc',
    });
  });
});

describe('GET /api/payments (reports table)', () => {
  beforeAll(async () => {
    // Enough received payments for several pages, some of them on the same day.
    const courseId = await createCourse('Paging course', 150);
    const student = await registerStudent();
    for (let i = 0; i < 12; i++)
      expect(
        (await offline(student.id, { courseId, amount: 100 + i, paidOn: i % 2 ? '2026-06-01' : '2026-07-15' })).status,
      ).toBe(201);
  });

  it('walks every received payment exactly once, newest first, in totalPages pages, and back again', async () => {
    const limit = 7;
    const expected = received(await scanTable()).sort(byNewest('decidedAt'));
    const pages: ReportPage[] = [];
    let reply = await reportPage(`page=1&limit=${limit}`);
    pages.push(reply.body);
    while (reply.body.nextCursor) {
      reply = await reportPage(`page=${reply.body.currentPage + 1}&limit=${limit}&cursor=${reply.body.nextCursor}`);
      expect(reply.status).toBe(200);
      pages.push(reply.body);
    }
    const walked = pages.flatMap((page) => page.payments.map((payment) => payment._id));
    expect(walked).toEqual(expected.map((item) => item.id));
    expect(pages).toHaveLength(Math.ceil(expected.length / limit));
    expect(pages.every((page) => page.totalPages === pages.length)).toBe(true);
    expect(pages.map((page) => page.currentPage)).toEqual(pages.map((_, i) => i + 1));
    expect(pages[0]!.prevCursor).toBeUndefined();
    expect(pages.at(-1)!.nextCursor).toBeUndefined();
    expect(pages[0]!.payments[0]).toEqual({
      _id: expected[0]!.id,
      name: expected[0]!.name,
      mobile: expected[0]!.mobile,
      course: expected[0]!.courseTitle,
      amount: (expected[0]!.amountPaise as number) / 100,
      paymentDate: expected[0]!.decidedAt,
      method: expected[0]!.method,
    });

    // Prev from the last page leads back through the same pages.
    let back = pages.at(-1)!;
    for (let n = pages.length - 1; n >= 1; n--) {
      back = (await reportPage(`page=${n}&limit=${limit}&cursor=${back.prevCursor}`)).body;
      expect(back.payments.map((payment) => payment._id)).toEqual(pages[n - 1]!.payments.map((payment) => payment._id));
    }
    expect(back.prevCursor).toBeUndefined();

    // A page asked for by number alone is the same page.
    const third = (await reportPage(`page=3&limit=${limit}`)).body;
    expect(third.payments.map((payment) => payment._id)).toEqual(pages[2]!.payments.map((payment) => payment._id));
  });

  it.each([
    ['page=0', 'page'],
    ['page=-1', 'page'],
    ['page=abc', 'page'],
    ['page=1.5', 'page'],
    ['page=100001', 'page'],
    ['page=1&limit=0', 'limit'],
    ['page=1&limit=101', 'limit'],
    ['page=1&limit=ten', 'limit'],
    ['page=2&cursor=not-ours', 'cursor'],
    // Well-formed base64url around a key that is not a time and an id.
    [
      `page=2&cursor=${Buffer.from('o:2026-01-01T00:00:00.000Z#01ARZ3NDEKTSV4RRFFQ69G5FAVX').toString('base64url')}`,
      'cursor',
    ],
  ])('%s → 400 naming %s', async (query, field) => {
    const reply = await reportPage(query);
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ success: false, field });
  });
});

describe('GET /api/admin/payments', () => {
  type AdminPage = {
    payments: {
      _id: string;
      method: string;
      status: string;
      utrNumber?: string;
      receiptNumber?: string;
      reference?: string;
    }[];
    nextCursor?: string;
  };
  const list = (query: string) => api<AdminPage>('GET', `/api/admin/payments?${query}`, { token: admin });

  async function walk(query: string, limit: number) {
    const ids: string[] = [];
    let cursor: string | undefined;
    do {
      const reply = await list(`${query}&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
      expect(reply.status).toBe(200);
      expect(reply.body.payments.length).toBeLessThanOrEqual(limit);
      ids.push(...reply.body.payments.map((payment) => payment._id));
      cursor = reply.body.nextCursor;
    } while (cursor);
    return ids;
  }

  let utr: string;
  let receiptNumber: string;
  let payer: Awaited<ReturnType<typeof registerStudent>>;

  beforeAll(async () => {
    const courseId = await createCourse('Ledger course', 450);
    payer = await registerStudent();
    utr = (await approvedUpi(payer.token, courseId)).utrNumber;
    const rejected = await registerStudent();
    const utrNumber = freshUtr();
    await api('POST', '/api/upi-payments/submit-utr', { token: rejected.token, body: { courseId, utrNumber } });
    const pending = await api<{ items: { _id: string; utrNumber: string }[] }>('GET', '/api/upi-payments/pending', {
      token: admin,
    });
    await api(
      'POST',
      `/api/upi-payments/${pending.body.items.find((item) => item.utrNumber === utrNumber)!._id}/reject`,
      { token: admin },
    );
    await offline(payer.id, { courseId, amount: 50 });
    const order = await createOrder({ course: 'upsc' });
    receiptNumber = (await verify(checkoutResult(order.orderId))).body.receiptNumber;
    await createOrder({ course: 'gpsc' });
  });

  it.each([
    ['every payment', ''],
    ['card', 'method=card'],
    ['UPI approved', 'method=upi&status=approved'],
    ['approved (UPI and offline)', 'status=approved'],
    ['offline', 'method=offline'],
    ['created', 'status=created'],
    ['a status the method never has', 'method=offline&status=pending'],
  ])('%s: each matching payment exactly once, newest first', async (_name, query) => {
    const params = new URLSearchParams(query);
    // Card orders never paid are listed only when their status is chosen.
    const unpaidCard = (item: Record<string, unknown>) =>
      item.method === 'card' && (item.status === 'created' || item.status === 'failed');
    const expected = payments(await scanTable())
      .filter(
        (item) =>
          (!params.get('method') || item.method === params.get('method')) &&
          (params.get('status') ? item.status === params.get('status') : !unpaidCard(item)),
      )
      .sort(byNewest('createdAt'))
      .map((item) => item.id);
    expect(await walk(query, 6)).toEqual(expected);
  });

  it('finds by UTR (any case, with spaces), by receipt number and by e-mail', async () => {
    const byUtr = await list(`q=${encodeURIComponent(` ${utr.slice(0, 6).toLowerCase()} ${utr.slice(6)} `)}`);
    expect(byUtr.body.payments.map((payment) => payment.utrNumber)).toEqual([utr]);
    const byReceipt = await list(`q=${receiptNumber}`);
    expect(byReceipt.body.payments).toMatchObject([{ method: 'card', status: 'paid', receiptNumber }]);
    const byEmail = await list(`q=${encodeURIComponent(payer.email.toUpperCase())}`);
    expect(byEmail.body.payments.map((payment) => payment.method)).toEqual(['offline', 'upi']);
    const filtered = await list(`q=${encodeURIComponent(payer.email)}&method=upi`);
    expect(filtered.body.payments.map((payment) => payment.method)).toEqual(['upi']);
    expect((await list('q=nobody@nowhere.example')).body.payments).toEqual([]);
    expect((await list('q=ZZZZZZZZZZZZ')).body.payments).toEqual([]);
  });

  it.each([['method=cash'], ['status=done'], ['limit=0'], ['limit=500'], ['cursor=%2F%2F'], [`q=${'x'.repeat(101)}`]])(
    '%s → 400',
    async (query) => {
      expect((await list(query)).status).toBe(400);
    },
  );
});

describe('GET /api/admin/students and /api/admin/students/{id}', () => {
  const tag = randomBytes(3).toString('hex');
  type StudentsPage = {
    students: {
      _id: string;
      name: string;
      email: string;
      mobile: string;
      joinedAt: string;
      enrolledCourses: { _id: string; title: string }[];
    }[];
    nextCursor?: string;
  };
  const list = (query: string) => api<StudentsPage>('GET', `/api/admin/students?${query}`, { token: admin });
  let found: Awaited<ReturnType<typeof registerStudent>>[];

  beforeAll(async () => {
    found = [
      await registerStudent({ name: `Ravi Kumar Patel${tag}`, email: uniqueEmail(`ravi${tag}`) }),
      await registerStudent({ name: `Rita Shah${tag}`, email: uniqueEmail(`shah${tag}`) }),
      await registerStudent({ name: `Meera Desai${tag}`, email: uniqueEmail(`meera${tag}`) }),
    ];
  });

  it('lists every student exactly once, newest first, in pages', async () => {
    const expected = (await scanTable())
      .filter((item) => item.sk === 'PROFILE' && item.role === 'student')
      .sort(byNewest('createdAt'))
      .map((item) => item.id);
    const ids: string[] = [];
    let cursor: string | undefined;
    do {
      const reply = await list(`limit=9${cursor ? `&cursor=${cursor}` : ''}`);
      ids.push(...reply.body.students.map((student) => student._id));
      cursor = reply.body.nextCursor;
    } while (cursor);
    expect(ids).toEqual(expected);
  });

  it.each([
    ['the start of an e-mail', `ravi${tag}`, [0]],
    ['the start of a name, any case', 'RAVI KUMAR P', [0]],
    ['a later word of a name', `patel${tag}`, [0]],
    ['the middle of a name', `kumar patel${tag}`, [0]],
    ['a word in both a name and an e-mail, each student once', `shah${tag}`, [1]],
  ] as const)('finds by %s', async (_name, query, indexes) => {
    const reply = await list(`q=${encodeURIComponent(query)}&limit=50`);
    expect(reply.status).toBe(200);
    const ids = reply.body.students.map((student) => student._id);
    for (const index of indexes) expect(ids.filter((id) => id === found[index]!.id)).toHaveLength(1);
    expect(ids).not.toContain(found[2]!.id);
  });

  it('pages through search results, each student once', async () => {
    const ids: string[] = [];
    let cursor: string | undefined;
    do {
      const reply = await list(`q=${encodeURIComponent(`r`)}&limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      ids.push(...reply.body.students.map((student) => student._id));
      cursor = reply.body.nextCursor;
    } while (cursor);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(expect.arrayContaining([found[0]!.id, found[1]!.id]));
    expect(ids).not.toContain(found[2]!.id);
  });

  it('shows one student with their enrolments and payments; an unknown id or an admin is 404', async () => {
    const courseId = await createCourse('Student detail course', 700);
    const student = found[2]!;
    await approvedUpi(student.token, courseId);
    expect(
      (
        await offline(student.id, {
          courseId,
          amount: 25,
          reference: 'Bank 77',
          mode: 'bank_transfer',
          note: 'Balance',
        })
      ).status,
    ).toBe(201);
    const reply = await api<{
      student: Record<string, unknown>;
      enrollments: { course: { _id: string } }[];
      payments: Record<string, unknown>[];
    }>('GET', `/api/admin/students/${student.id}`, { token: admin });
    expect(reply.status).toBe(200);
    expect(reply.body.student).toEqual({
      _id: student.id,
      name: student.name,
      email: student.email,
      mobile: student.mobile,
      joinedAt: expect.any(String),
      enrolledCourses: [{ _id: courseId, title: 'Student detail course' }],
    });
    expect(reply.body.enrollments.map((enrolment) => enrolment.course._id)).toEqual([courseId]);
    expect(reply.body.payments).toMatchObject([
      {
        method: 'offline',
        status: 'approved',
        amount: 25,
        reference: 'Bank 77',
        offlineMode: 'bank_transfer',
        note: 'Balance',
        course: { _id: courseId },
      },
      { method: 'upi', status: 'approved', amount: 700 },
    ]);
    expect((await api('GET', '/api/admin/students/01ARZ3NDEKTSV4RRFFQ69G5FAV', { token: admin })).body).toMatchObject({
      code: 'student_not_found',
    });
    const adminId = (await scanTable()).find((item) => item.sk === 'PROFILE' && item.role === 'admin')!.id;
    expect((await api('GET', `/api/admin/students/${adminId}`, { token: admin })).status).toBe(404);
  });
});

describe('POST /api/admin/students/{id}/offline-payments', () => {
  const enrolments = async (token: string) =>
    (
      await api<{ enrollments: { course: { _id: string } }[] }>('GET', '/api/payments/enrollments', { token })
    ).body.enrollments.map((e) => e.course._id);
  const paymentsOf = async (userId: string) => payments(await scanTable()).filter((item) => item.userId === userId);

  it('records an approved payment and enrols the student, who then sees the course', async () => {
    const courseId = await createCourse('Offline course', 5000);
    const student = await registerStudent();
    const reply = await offline(student.id, {
      courseId,
      amount: 5000,
      reference: 'Receipt book 12/345',
      note: 'Paid at the counter',
    });
    expect(reply.status).toBe(201);
    expect(reply.body.payment).toMatchObject({
      method: 'offline',
      status: 'approved',
      amount: 5000,
      name: student.name,
      email: student.email,
      course: { _id: courseId, title: 'Offline course' },
      reference: 'Receipt book 12/345',
      offlineMode: 'cash',
      note: 'Paid at the counter',
      decidedAt: '2026-05-09T18:30:00.000Z',
    });
    expect(await enrolments(student.token)).toEqual([courseId]);
    const mine = await api<{ payments: { method: string; status: string }[] }>('GET', '/api/payments/mine', {
      token: student.token,
    });
    expect(mine.body.payments).toMatchObject([{ method: 'offline', status: 'approved' }]);
  });

  it('the same payment ten times at once (a retried request): one payment, one enrolment, the money counted once, every answer naming it', async () => {
    const courseId = await createCourse('Offline race course', 3000);
    const student = await registerStudent();
    const before = (await api<{ stats: { totalRevenue: number } }>('GET', '/api/admin/dashboard', { token: admin }))
      .body.stats.totalRevenue;
    const replies = await Promise.all(
      Array.from({ length: 10 }, () => offline(student.id, { courseId, amount: 3000, reference: 'CASH-777' })),
    );
    // One recorded it (201); the others were answered with it, already recorded (200).
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
    expect(new Set(replies.map((reply) => (reply.body as { payment: { _id: string } }).payment._id)).size).toBe(1);
    expect(await paymentsOf(student.id)).toHaveLength(1);
    expect(await enrolments(student.token)).toEqual([courseId]);
    const after = (
      await api<{
        stats: { totalRevenue: number };
        courseStats: { _id: string; enrollmentCount: number; totalRevenue: number }[];
      }>('GET', '/api/admin/dashboard', { token: admin })
    ).body;
    expect(after.stats.totalRevenue - before).toBe(3000);
    expect(after.courseStats.find((course) => course._id === courseId)).toMatchObject({
      enrollmentCount: 1,
      totalRevenue: 3000,
    });
  });

  it('instalments with different references at once: every one recorded and counted, the student enrolled once', async () => {
    const courseId = await createCourse('Instalment course', 9000);
    const student = await registerStudent();
    const replies = await Promise.all(
      [1, 2, 3, 4, 5].map((n) => offline(student.id, { courseId, amount: 1800, reference: `INST-${n}` })),
    );
    expect(replies.map((reply) => reply.status)).toEqual([201, 201, 201, 201, 201]);
    expect(await enrolments(student.token)).toEqual([courseId]);
    const profile = await api<{ user: { enrolledCourses: string[] } }>('GET', '/api/auth/profile', {
      token: student.token,
    });
    expect(profile.body.user.enrolledCourses).toEqual([courseId]);
    const dashboard = await api<{ courseStats: { _id: string; enrollmentCount: number; totalRevenue: number }[] }>(
      'GET',
      '/api/admin/dashboard',
      { token: admin },
    );
    expect(dashboard.body.courseStats.find((course) => course._id === courseId)).toMatchObject({
      enrollmentCount: 1,
      totalRevenue: 9000,
    });
  });

  it('refuses an unknown student, an unknown course, a future date, a bad amount or mode', async () => {
    const courseId = await createCourse('Offline refusals', 100);
    const student = await registerStudent();
    expect((await offline('01ARZ3NDEKTSV4RRFFQ69G5FAV', { courseId, amount: 10 })).body).toMatchObject({
      code: 'student_not_found',
    });
    expect((await offline(student.id, { courseId: '01ARZ3NDEKTSV4RRFFQ69G5FAV', amount: 10 })).body).toMatchObject({
      code: 'course_not_found',
    });
    expect((await offline(student.id, { courseId, amount: 10, paidOn: '2099-01-01' })).body).toMatchObject({
      field: 'paidOn',
    });
    expect((await offline(student.id, { courseId, amount: 10, paidOn: '2026-02-30' })).body).toMatchObject({
      field: 'paidOn',
    });
    expect((await offline(student.id, { courseId, amount: 0 })).body).toMatchObject({ field: 'amount' });
    expect((await offline(student.id, { courseId, amount: 10.005 })).body).toMatchObject({ field: 'amount' });
    expect((await offline(student.id, { courseId, amount: 10, mode: 'cheque' })).body).toMatchObject({ field: 'mode' });
    expect(await paymentsOf(student.id)).toEqual([]);
  });
});
