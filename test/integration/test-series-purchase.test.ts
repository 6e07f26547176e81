/**
 * Buying a test series through the ledger, against DynamoDB Local: the UPI link, the UTR, the admin's
 * approval (access and money in one transaction, once under 20 approvals at once), rejection with its
 * reason, the 403s without access, an admin's seat given and taken back, and the figures.
 */
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, loginAdmin, registerStudent } from '../support/api.js';
import { useEmulators } from '../support/domain.js';

let admin: string;
const freshUtr = () => randomBytes(6).toString('hex').toUpperCase();

async function createSeries(title: string, price: number) {
  const reply = await api<{ testSeries: { _id: string } }>('POST', '/api/test-series', {
    token: admin,
    body: { title, description: 'Mock tests', price, category: 'gpsc', numberOfTests: 5, titleGu: `${title} (ગુજરાતી)` },
  });
  if (reply.status !== 200 && reply.status !== 201)
    throw new Error(`series: ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body.testSeries._id;
}

async function createPublishedTest(seriesId: string, title = 'Test 1') {
  const test = await api<{ test: { _id: string; sections: { _id: string }[] } }>(
    'POST',
    `/api/admin/test-series/${seriesId}/tests`,
    {
      token: admin,
      body: {
        title,
        durationMinutes: 15,
        marksCorrect: 2,
        marksWrong: -0.66,
        sections: [{ title: 'General Studies' }],
      },
    },
  );
  expect(test.status).toBe(201);
  const testId = test.body.test._id;
  const question = await api('POST', `/api/admin/tests/${testId}/questions`, {
    token: admin,
    body: {
      sectionId: test.body.test.sections[0]!._id,
      textEn: 'Capital of Gujarat?',
      optionsEn: ['Surat', 'Gandhinagar'],
      correctOption: 1,
      explanationEn: 'Since 1970.',
    },
  });
  expect(question.status).toBe(201);
  expect(
    (await api('PUT', `/api/admin/tests/${testId}/published`, { token: admin, body: { published: true } })).status,
  ).toBe(200);
  return testId;
}

const initiate = (token: string, seriesId: string) =>
  api<{ upiUrl: string; amount: number; reference: string; payee: { address: string } }>(
    'POST',
    `/api/test-series/${seriesId}/upi/initiate`,
    { token },
  );
const submit = (token: string, seriesId: string, utrNumber: string) =>
  api<{ receipt: Record<string, unknown> }>('POST', `/api/test-series/${seriesId}/upi/submit-utr`, {
    token,
    body: { utrNumber },
  });
const pending = async () =>
  (
    await api<{ items: { _id: string; utrNumber: string; product?: string; courseTitle: string; amount: number }[] }>(
      'GET',
      '/api/upi-payments/pending',
      { token: admin },
    )
  ).body.items;
const pendingIdOf = async (utr: string) => (await pending()).find((item) => item.utrNumber === utr)?._id;
const mySeries = async (token: string) =>
  (
    await api<{
      testSeries: {
        testSeries: { _id: string; titleGu?: string };
        status: string;
        rejectionReason?: string;
        grantedBy?: string;
      }[];
    }>('GET', '/api/my/test-series', { token })
  ).body.testSeries;
const stats = async () =>
  (
    await api<{
      totalAmount: number;
      courseStats: { course: string; students: number; amount: number; product?: string }[];
    }>('GET', '/api/stats', { token: admin })
  ).body;

beforeAll(async () => {
  useEmulators();
  admin = await loginAdmin();
});

describe('buying a test series by UPI', () => {
  it('initiate gives the server payee link with the series note and a reference; the UTR makes a pending ledger payment labelled as a test series', async () => {
    const seriesId = await createSeries('GPSC Prelims Test Series', 1499.5);
    const student = await registerStudent();
    const link = await initiate(student.token, seriesId);
    expect(link.status).toBe(200);
    expect(link.body.amount).toBe(1499.5);
    expect(link.body.reference).toMatch(/^[A-Za-z0-9]+$/);
    expect(link.body.upiUrl).toBe(
      `upi://pay?pa=gyanpathacademy%40upi&pn=Gyanpath%20Academy&am=1499.50&cu=INR&tn=Test%20Series%20GPSC%20Prelims%20Test%20Series&tr=${link.body.reference}`,
    );

    const utr = freshUtr();
    const receipt = await submit(student.token, seriesId, ` ${utr.toLowerCase()} `);
    expect(receipt.status).toBe(200);
    expect(receipt.body.receipt).toMatchObject({
      utrNumber: utr,
      course: 'GPSC Prelims Test Series',
      amount: 1499.5,
      status: 'pending',
      name: 'Asha Patel',
    });
    // A retry of the same UTR answers the first receipt; another UTR while one is pending is refused.
    expect((await submit(student.token, seriesId, utr)).status).toBe(200);
    expect(await submit(student.token, seriesId, freshUtr())).toMatchObject({
      status: 409,
      body: { code: 'test_series_payment_pending' },
    });
    expect(await initiate(student.token, seriesId)).toMatchObject({
      status: 409,
      body: { code: 'test_series_payment_pending' },
    });

    const item = (await pending()).find((entry) => entry.utrNumber === utr);
    expect(item).toMatchObject({ product: 'test-series', courseTitle: 'GPSC Prelims Test Series', amount: 1499.5 });
    const admins = await api<{ payments: { _id: string; product?: string; status: string }[] }>(
      'GET',
      '/api/admin/payments?method=upi&status=pending',
      { token: admin },
    );
    expect(admins.body.payments.find((payment) => payment._id === item!._id)).toMatchObject({
      product: 'test-series',
      status: 'pending',
    });
    const mine = await api<{ payments: { product?: string; status: string }[] }>('GET', '/api/payments/mine', {
      token: student.token,
    });
    expect(mine.body.payments[0]).toMatchObject({ product: 'test-series', status: 'pending' });
    expect(await mySeries(student.token)).toMatchObject([
      { testSeries: { _id: seriesId, titleGu: 'GPSC Prelims Test Series (ગુજરાતી)' }, status: 'pending' },
    ]);
  });

  it('the UTR rules of courses hold: 12 letters or digits, one use across courses and series', async () => {
    const seriesId = await createSeries('Talati Practice', 499);
    const student = await registerStudent();
    expect(await submit(student.token, seriesId, 'ABC')).toMatchObject({ status: 400, body: { code: 'utr_invalid' } });
    const utr = freshUtr();
    expect((await submit(student.token, seriesId, utr)).status).toBe(200);
    const other = await registerStudent();
    expect(await submit(other.token, seriesId, utr)).toMatchObject({ status: 409, body: { code: 'utr_already_used' } });
  });

  it('approval grants access once and counts the money once, under 20 approvals at once; the series then lists its published tests', async () => {
    const seriesId = await createSeries('UPSC Mock Series', 2000);
    const testId = await createPublishedTest(seriesId);
    const student = await registerStudent();
    const before = await stats();
    // Before paying: no access to the list or the test.
    expect(await api('GET', `/api/test-series/${seriesId}/tests`, { token: student.token })).toMatchObject({
      status: 403,
      body: { code: 'test_series_not_purchased' },
    });
    expect(await api('GET', `/api/tests/${testId}`, { token: student.token })).toMatchObject({
      status: 403,
      body: { code: 'test_series_not_purchased' },
    });

    const utr = freshUtr();
    expect((await submit(student.token, seriesId, utr)).status).toBe(200);
    const id = (await pendingIdOf(utr))!;
    const replies = await Promise.all(
      Array.from({ length: 20 }, () => api('POST', `/api/upi-payments/${id}/approve`, { token: admin })),
    );
    const statuses = replies.map((reply) => reply.status).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);

    const after = await stats();
    expect(after.totalAmount).toBeCloseTo(before.totalAmount + 2000, 2);
    expect(after.courseStats.find((entry) => entry.course === 'UPSC Mock Series')).toEqual({
      course: 'UPSC Mock Series',
      students: 1,
      amount: 2000,
      product: 'test-series',
    });
    expect(await mySeries(student.token)).toMatchObject([
      { testSeries: { _id: seriesId }, status: 'purchased', grantedBy: 'payment' },
    ]);
    const mine = await api<{ payments: { status: string; receiptNumber?: string }[] }>('GET', '/api/payments/mine', {
      token: student.token,
    });
    expect(mine.body.payments[0]).toMatchObject({ status: 'approved', receiptNumber: expect.stringMatching(/^GA-/) });

    const tests = await api<{ tests: { _id: string; state: string; questionCount: number; marksWrong: number }[] }>(
      'GET',
      `/api/test-series/${seriesId}/tests`,
      { token: student.token },
    );
    expect(tests.status).toBe(200);
    expect(tests.body.tests).toEqual([
      expect.objectContaining({ _id: testId, state: 'not_started', questionCount: 1, marksWrong: -0.66 }),
    ]);
    const detail = await api<{ test: Record<string, unknown> }>('GET', `/api/tests/${testId}`, {
      token: student.token,
    });
    expect(detail.status).toBe(200);
    expect(detail.body.test).toMatchObject({ _id: testId, seriesId, durationMinutes: 15, marksCorrect: 2 });
    // Bought: no second purchase.
    expect(await initiate(student.token, seriesId)).toMatchObject({
      status: 409,
      body: { code: 'test_series_already_purchased' },
    });
    expect(await submit(student.token, seriesId, freshUtr())).toMatchObject({
      status: 409,
      body: { code: 'test_series_already_purchased' },
    });
  });

  it('rejection shows the reason to the student, grants nothing, and lets them pay again', async () => {
    const seriesId = await createSeries('SSC Mock Series', 799);
    const student = await registerStudent();
    const utr = freshUtr();
    expect((await submit(student.token, seriesId, utr)).status).toBe(200);
    const id = (await pendingIdOf(utr))!;
    expect(
      (
        await api('POST', `/api/upi-payments/${id}/reject`, {
          token: admin,
          body: { reason: 'No such credit on the statement' },
        })
      ).status,
    ).toBe(200);
    expect(await mySeries(student.token)).toMatchObject([
      { testSeries: { _id: seriesId }, status: 'rejected', rejectionReason: 'No such credit on the statement' },
    ]);
    expect((await api('GET', `/api/test-series/${seriesId}/tests`, { token: student.token })).status).toBe(403);
    expect((await initiate(student.token, seriesId)).status).toBe(200);
    expect((await submit(student.token, seriesId, freshUtr())).status).toBe(200);
    expect((await mySeries(student.token))[0]).toMatchObject({ status: 'pending' });
  });
});

describe('an admin seat (scholarship)', () => {
  it('grants access with who and when, refuses a second grant, removes it again; a paid seat cannot be removed by hand', async () => {
    const seriesId = await createSeries('Scholarship Series', 999);
    await createPublishedTest(seriesId);
    const student = await registerStudent();
    const grant = await api('POST', `/api/admin/students/${student.id}/test-series/${seriesId}`, {
      token: admin,
      body: { note: 'Merit scholarship' },
    });
    expect(grant.status).toBe(201);
    expect(
      await api('POST', `/api/admin/students/${student.id}/test-series/${seriesId}`, { token: admin }),
    ).toMatchObject({ status: 409, body: { code: 'test_series_already_purchased' } });
    const detail = await api<{
      testSeries: {
        seriesId: string;
        via: string;
        grantedBy: string;
        grantedAt: string;
        note?: string;
        title: string;
      }[];
    }>('GET', `/api/admin/students/${student.id}`, { token: admin });
    expect(detail.body.testSeries).toEqual([
      expect.objectContaining({
        seriesId,
        title: 'Scholarship Series',
        via: 'admin',
        note: 'Merit scholarship',
        grantedAt: expect.any(String),
        grantedBy: expect.stringMatching(/^[0-9A-Z]{26}$/),
      }),
    ]);
    expect((await api('GET', `/api/test-series/${seriesId}/tests`, { token: student.token })).status).toBe(200);
    expect(await mySeries(student.token)).toMatchObject([{ status: 'purchased', grantedBy: 'admin' }]);

    expect(
      (await api('DELETE', `/api/admin/students/${student.id}/test-series/${seriesId}`, { token: admin })).status,
    ).toBe(200);
    expect((await api('GET', `/api/test-series/${seriesId}/tests`, { token: student.token })).status).toBe(403);
    expect(
      (await api('DELETE', `/api/admin/students/${student.id}/test-series/${seriesId}`, { token: admin })).status,
    ).toBe(404);

    const buyer = await registerStudent();
    const utr = freshUtr();
    await submit(buyer.token, seriesId, utr);
    expect((await api('POST', `/api/upi-payments/${(await pendingIdOf(utr))!}/approve`, { token: admin })).status).toBe(
      200,
    );
    expect(
      await api('DELETE', `/api/admin/students/${buyer.id}/test-series/${seriesId}`, { token: admin }),
    ).toMatchObject({ status: 409, body: { code: 'access_not_granted_by_admin' } });
  });

  it('students cannot grant themselves a seat, and a grant for an unknown series or student is 404', async () => {
    const seriesId = await createSeries('Guarded Series', 100);
    const student = await registerStudent();
    expect(
      (await api('POST', `/api/admin/students/${student.id}/test-series/${seriesId}`, { token: student.token })).status,
    ).toBe(403);
    expect(
      (await api('POST', `/api/admin/students/${student.id}/test-series/01ARZ3NDEKTSV4RRFFQ69G5FAV`, { token: admin }))
        .status,
    ).toBe(404);
    expect(
      (await api('POST', `/api/admin/students/01ARZ3NDEKTSV4RRFFQ69G5FAV/test-series/${seriesId}`, { token: admin }))
        .status,
    ).toBe(404);
  });
});
