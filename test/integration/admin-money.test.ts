/**
 * Money as admins and students read it, against DynamoDB Local: an office payment in My Payments, the
 * revenue figures of every screen agreeing, and payments and students found by name and mobile
 * (also for accounts and card payments from before those searches, after the counter rebuild).
 */
import { randomBytes } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { LOCAL_CREDENTIALS, LOCAL_TABLE } from '#infra/local/stack.js';
import { api, loginAdmin, registerStudent } from '../support/api.js';
import { useEmulators } from '../support/domain.js';
import { checkoutResult, createOrder, freshMobile, verify } from '../support/payments.js';

let admin: string;
let documents: DynamoDBDocumentClient;
const tag = () => randomBytes(3).toString('hex');
const utr = () => randomBytes(6).toString('hex').toUpperCase();
/** Rupees compared as whole paise, so sums of decimals do not pick up float error. */
const paise = (rupees: number) => Math.round(rupees * 100);

beforeAll(async () => {
  useEmulators();
  admin = await loginAdmin();
  documents = DynamoDBDocumentClient.from(
    new DynamoDBClient({ endpoint: inject('dynamoEndpoint'), region: 'ap-south-1', credentials: LOCAL_CREDENTIALS }),
  );
});

async function createCourse(body: Record<string, unknown>) {
  const reply = await api<{ course: { _id: string } }>('POST', '/api/courses', {
    token: admin,
    body: { description: 'Money course', category: 'gpsc', ...body },
  });
  expect(reply.status).toBe(201);
  return reply.body.course._id;
}

async function createSeries(body: Record<string, unknown>) {
  const reply = await api<{ testSeries: { _id: string } }>('POST', '/api/test-series', {
    token: admin,
    body: { description: 'Mock tests', category: 'gpsc', numberOfTests: 5, ...body },
  });
  expect(reply.status).toBe(201);
  return reply.body.testSeries._id;
}

async function approve(utrNumber: string) {
  const pending = await api<{ items: { _id: string; utrNumber: string }[] }>('GET', '/api/upi-payments/pending', {
    token: admin,
  });
  const id = pending.body.items.find((item) => item.utrNumber === utrNumber)!._id;
  expect((await api('POST', `/api/upi-payments/${id}/approve`, { token: admin })).status).toBe(200);
  return id;
}

async function upiForCourse(token: string, courseId: string) {
  const utrNumber = utr();
  expect((await api('POST', '/api/upi-payments/submit-utr', { token, body: { courseId, utrNumber } })).status).toBe(
    200,
  );
  return approve(utrNumber);
}

async function upiForSeries(token: string, seriesId: string) {
  const utrNumber = utr();
  expect(
    (await api('POST', `/api/test-series/${seriesId}/upi/submit-utr`, { token, body: { utrNumber } })).status,
  ).toBe(200);
  return approve(utrNumber);
}

function offline(studentId: string, body: Record<string, unknown>) {
  return api<{ payment: { _id: string; receiptNumber?: string } }>(
    'POST',
    `/api/admin/students/${studentId}/offline-payments`,
    { token: admin, body },
  );
}

type Mine = {
  _id: string;
  method: string;
  offlineMode?: string;
  reference?: string;
  decidedAt?: string;
  createdAt: string;
  course: { _id: string; title: string; titleGu?: string };
};
const myPayments = async (token: string) =>
  (await api<{ payments: Mine[] }>('GET', '/api/payments/mine', { token })).body.payments;

describe('an office payment in My Payments', () => {
  it('says how the money came and its reference, dated the day the office received it, with the course’s Gujarati title', async () => {
    const courseId = await createCourse({ title: `Talati office ${tag()}`, titleGu: 'તલાટી ઓફિસ બેચ', price: 4500 });
    const plainCourseId = await createCourse({ title: `No Gujarati ${tag()}`, price: 1500 });
    const seriesId = await createSeries({ title: `Series ${tag()}`, titleGu: 'ગુજરાતી ટેસ્ટ સિરીઝ', price: 299 });
    const student = await registerStudent({ name: 'Office Payer' });
    const cash = await offline(student.id, {
      courseId,
      mode: 'cash',
      amount: 4500,
      paidOn: '2026-11-10',
      reference: 'RCPT 0042',
    });
    expect(cash.status).toBe(201);
    expect(
      (
        await offline(student.id, {
          courseId: plainCourseId,
          mode: 'bank_transfer',
          amount: 1500,
          paidOn: '2026-11-12',
          reference: 'NEFT-778',
        })
      ).status,
    ).toBe(201);
    await upiForSeries(student.token, seriesId);

    const mine = await myPayments(student.token);
    const cashRow = mine.find((payment) => payment._id === cash.body.payment._id)!;
    expect(cashRow).toMatchObject({
      method: 'offline',
      offlineMode: 'cash',
      reference: 'RCPT 0042',
      decidedAt: '2026-11-09T18:30:00.000Z',
    });
    expect(cashRow.course).toEqual({
      _id: courseId,
      title: expect.stringMatching(/^Talati office /),
      titleGu: 'તલાટી ઓફિસ બેચ',
    });
    const transfer = mine.find((payment) => payment.reference === 'NEFT-778')!;
    expect(transfer).toMatchObject({ offlineMode: 'bank_transfer', decidedAt: '2026-11-11T18:30:00.000Z' });
    expect(transfer.course.titleGu).toBeUndefined();
    const series = mine.find((payment) => payment.course._id === seriesId)!;
    expect(series).toMatchObject({ method: 'upi', course: { titleGu: 'ગુજરાતી ટેસ્ટ સિરીઝ' } });
    expect(series.reference).toBeUndefined();
  });
});

type Figures = {
  dashboard: { stats: { totalRevenue: number }; courseStats: { _id: string; totalRevenue: number }[] };
  stats: {
    totalAmount: number;
    grossAmount: number;
    courseStats: { course: string; amount: number; product?: string; programme?: string }[];
  };
  courses: { courses: { _id: string; totalRevenue: number }[] };
};

async function figures(): Promise<Figures> {
  const [dashboard, stats, courses] = await Promise.all([
    api<Figures['dashboard']>('GET', '/api/admin/dashboard', { token: admin }),
    api<Figures['stats']>('GET', '/api/stats', { token: admin }),
    api<Figures['courses']>('GET', '/api/admin/courses', { token: admin }),
  ]);
  return { dashboard: dashboard.body, stats: stats.body, courses: courses.body };
}

describe('revenue on every screen', () => {
  it('counts card-programme, catalogue-course and test-series money alike wherever a total claims all of it, and names each part', async () => {
    const courseTitle = `GPSC Class 1-2 Complete Course ${tag()}`;
    const courseId = await createCourse({ title: courseTitle, price: 2100 });
    const seriesTitle = `Revenue series ${tag()}`;
    const seriesId = await createSeries({ title: seriesTitle, price: 499 });
    const student = await registerStudent({ name: 'Revenue Student' });
    const gpscEntry = (f: Figures) =>
      f.stats.courseStats.find((entry) => entry.course === 'GPSC Class 1-2')?.amount ?? 0;
    const before = await figures();

    // ₹10,242 by card for the GPSC programme (₹10,000 with the gateway's share), ₹2,100 by UPI and
    // ₹999.50 in cash for the catalogue course, ₹499 by UPI for the test series: ₹13,840.50 in all.
    const order = await createOrder({ course: 'gpsc', includeMaterial: false, name: 'Card Revenue Payer' });
    expect((await verify(checkoutResult(order.orderId))).status).toBe(200);
    await upiForCourse(student.token, courseId);
    expect(
      (
        await offline(student.id, {
          courseId,
          mode: 'cash',
          amount: 999.5,
          paidOn: '2026-11-20',
          reference: `R-${tag()}`,
        })
      ).status,
    ).toBe(201);
    await upiForSeries(student.token, seriesId);
    const after = await figures();

    const grew = (of: (f: Figures) => number) => paise(of(after)) - paise(of(before));
    expect(grew((f) => f.dashboard.stats.totalRevenue)).toBe(1_384_050);
    expect(grew((f) => f.stats.totalAmount)).toBe(1_384_050);
    expect(grew((f) => f.stats.grossAmount)).toBe(1_384_050);
    // The report's parts add up to its total.
    expect(after.stats.courseStats.reduce((sum, entry) => sum + paise(entry.amount), 0)).toBe(
      paise(after.stats.totalAmount),
    );
    // Each part says what it is: the card programme by its page, so it is not read as the course of a similar title.
    expect(grew(gpscEntry)).toBe(1_024_200);
    expect(after.stats.courseStats.find((entry) => entry.course === 'GPSC Class 1-2')).toMatchObject({
      programme: 'gpsc',
    });
    expect(after.stats.courseStats.find((entry) => entry.course === courseTitle)).toEqual({
      course: courseTitle,
      students: 1,
      amount: 3099.5,
    });
    expect(after.stats.courseStats.find((entry) => entry.course === seriesTitle)).toEqual({
      course: seriesTitle,
      students: 1,
      amount: 499,
      product: 'test-series',
    });
    // The per-course figures (dashboard and course list) are the course's own money only.
    expect(after.dashboard.courseStats.find((entry) => entry._id === courseId)?.totalRevenue).toBe(3099.5);
    expect(after.courses.courses.find((course) => course._id === courseId)?.totalRevenue).toBe(3099.5);
  });
});

type FoundPayment = { _id: string; method: string; name: string; mobile: string };
const findPayments = async (q: string) =>
  (await api<{ payments: FoundPayment[] }>('GET', `/api/admin/payments?q=${encodeURIComponent(q)}`, { token: admin }))
    .body.payments;
const findStudents = async (q: string) =>
  (
    await api<{ students: { _id: string }[] }>('GET', `/api/admin/students?q=${encodeURIComponent(q)}`, {
      token: admin,
    })
  ).body.students.map((student) => student._id);

describe('finding payments and students by name and mobile', () => {
  it('finds a student by mobile, written any way, and keeps finding by name and e-mail', async () => {
    const mobile = freshMobile();
    const student = await registerStudent({ name: `Zubin Kothari ${tag()}`, mobile });
    expect(await findStudents(mobile)).toEqual([student.id]);
    expect(await findStudents(`+91 ${mobile.slice(0, 5)} ${mobile.slice(5)}`)).toEqual([student.id]);
    expect(await findStudents(mobile.slice(0, 7))).toContain(student.id);
    expect(await findStudents(student.name.split(' ')[2]!)).toEqual([student.id]);
    expect(await findStudents(student.email)).toEqual([student.id]);
  });

  it("finds payments by the start of the payer's name or mobile: a student's UPI and office payments, a card payer's paid order", async () => {
    const courseId = await createCourse({ title: `Search course ${tag()}`, price: 3000 });
    const studentMobile = freshMobile();
    const student = await registerStudent({ name: `Nandini Vora ${tag()}`, mobile: studentMobile });
    const upiId = await upiForCourse(student.token, courseId);
    const cash = await offline(student.id, {
      courseId,
      mode: 'cash',
      amount: 500,
      paidOn: '2026-11-21',
      reference: `R-${tag()}`,
    });
    const cardMobile = freshMobile();
    const cardName = `Farhan Mistry ${tag()}`;
    const order = await createOrder({ course: 'upsc', name: cardName, mobile: cardMobile });
    const receipt = await verify(checkoutResult(order.orderId));
    const unpaidName = `Never Paid ${tag()}`;
    await createOrder({ course: 'gpsc', name: unpaidName });

    const studentPayments = [upiId, cash.body.payment._id].sort();
    expect((await findPayments(student.name)).map((payment) => payment._id).sort()).toEqual(studentPayments);
    expect(
      (await findPayments(student.name.split(' ').slice(1).join(' '))).map((payment) => payment._id).sort(),
    ).toEqual(studentPayments);
    expect((await findPayments(studentMobile)).map((payment) => payment._id).sort()).toEqual(studentPayments);
    const card = await findPayments(cardName.toLowerCase());
    expect(card).toEqual([expect.objectContaining({ method: 'card', name: cardName, mobile: cardMobile })]);
    expect(await findPayments(`${cardMobile.slice(0, 5)} ${cardMobile.slice(5)}`)).toEqual(card);
    expect(await findPayments(cardName.split(' ')[2]!)).toEqual(card);
    // An order never paid is not a payment to find.
    expect(await findPayments(unpaidName)).toEqual([]);
    // What found payments before still does.
    expect((await findPayments(receipt.body.receiptNumber)).map((payment) => payment._id)).toEqual(
      card.map((payment) => payment._id),
    );
    expect((await findPayments(student.email)).map((payment) => payment._id).sort()).toEqual(studentPayments);
  });

  it('makes accounts and card payments from before these searches findable once the counters are rebuilt', async () => {
    const mobile = freshMobile();
    const student = await registerStudent({ name: `Old Account ${tag()}`, mobile });
    const cardName = `Old Card ${tag()}`;
    const cardMobile = freshMobile();
    const order = await createOrder({ course: 'gpsc', name: cardName, mobile: cardMobile });
    expect((await verify(checkoutResult(order.orderId))).status).toBe(200);
    const [cardPayment] = await findPayments(cardMobile);
    // As registration and payment wrote them before: no mobile entry for the student, no entries at all for the card payer.
    expect(await deleteEntries('STUDENTSEARCH', 'userId', student.id, (term) => term === mobile)).toBe(1);
    expect(await deleteEntries('PAYERSEARCH', 'paymentId', cardPayment!._id)).toBe(4);
    expect(await findStudents(mobile)).toEqual([]);
    expect(await findStudents(student.name)).toEqual([student.id]);
    expect(await findPayments(cardMobile)).toEqual([]);
    expect(await findPayments(cardName)).toEqual([]);

    const { rebuildStats } = await import('#domain/insight/stats-rebuild.js');
    await rebuildStats();
    expect(await findStudents(mobile)).toEqual([student.id]);
    expect((await findPayments(cardMobile)).map((payment) => payment.name)).toEqual([cardName]);
    expect((await findPayments(cardName)).map((payment) => payment.mobile)).toEqual([cardMobile]);
  });
});

/** Deletes one thing's search entries in a partition (those of the terms `which` picks); answers how many. */
async function deleteEntries(
  partition: string,
  idName: string,
  id: string,
  which: (term: string) => boolean = () => true,
): Promise<number> {
  const { Items = [] } = await documents.send(
    new QueryCommand({
      TableName: LOCAL_TABLE,
      KeyConditionExpression: 'pk = :pk',
      FilterExpression: '#id = :id',
      ExpressionAttributeNames: { '#id': idName },
      ExpressionAttributeValues: { ':pk': partition, ':id': id },
      ConsistentRead: true,
    }),
  );
  const chosen = Items.filter((item) => which(String(item.sk).slice(0, -(id.length + 1))));
  for (const item of chosen)
    await documents.send(new DeleteCommand({ TableName: LOCAL_TABLE, Key: { pk: item.pk, sk: item.sk } }));
  return chosen.length;
}
