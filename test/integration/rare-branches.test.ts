/**
 * Branches few requests take, each driven through its route: an account known at an address whose
 * failures a guesser used up, a limit whose window passed while its counter is still stored, a paid
 * order whose receipt the paying request never numbered, question images through a test's whole life,
 * attempts whose time ran out with nobody there, and a joined video file of another size than declared.
 */
import { randomBytes } from 'node:crypto';
import { HeadObjectCommand, UploadPartCommand } from '@aws-sdk/client-s3';
import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { AttemptResult, AttemptView } from '#shared/attempts.js';
import type { CourseVideo } from '#shared/types.js';
import {
  LOGIN_MAX_FAILURES_PER_ADDRESS,
  PASSWORD_RESETS_PER_EMAIL_PER_HOUR,
  CARD_ORDERS_PER_MOBILE_PER_HOUR,
} from '#shared/constants.js';
import { api, freshAddress, loginAdmin, registerStudent, uniqueEmail } from '../support/api.js';
import { useEmulators } from '../support/domain.js';
import { getOf, inTurn, transaction } from '../support/interleave.js';
import { freshMobile, gatewayPaymentId, type OrderReply } from '../support/payments.js';
import { startUpload } from '../support/upload-client.js';

let admin: string;
let dbModule: typeof import('../../functions/lib/db.js');
let s3Module: typeof import('../../functions/lib/s3.js');

beforeAll(async () => {
  useEmulators();
  dbModule = await import('#lib/db.js');
  s3Module = await import('#lib/s3.js');
  admin = await loginAdmin();
});

const put = (item: Record<string, unknown>) =>
  dbModule.db().send(new PutCommand({ TableName: dbModule.tableName(), Item: item }));

/** The address's failed-login allowance used up in the open window, as a guesser trying many e-mails leaves it. */
const usedUpAddress = (address: string) =>
  put({
    pk: `LOGINFROM#${address}`,
    sk: 'FAILURES',
    entity: 'LoginFailures',
    failures: LOGIN_MAX_FAILURES_PER_ADDRESS,
    checks: LOGIN_MAX_FAILURES_PER_ADDRESS,
    windowStart: Date.now(),
    ttl: Math.floor(Date.now() / 1000) + 7200,
  });

/** A limit used up in a window that ended an hour ago, its counter not yet removed by the table's expiry. */
const usedUpLastHour = (pk: string, limit: number) =>
  put({
    pk,
    sk: 'LIMIT',
    entity: 'RateLimit',
    count: limit,
    windowStart: Date.now() - 2 * 3600_000,
    ttl: Math.floor(Date.now() / 1000) + 3600,
  });

describe('an account known at an address', () => {
  it('an admin who logged in from an address still gets in after a guesser used up its failures; an admin new there gets 429', async () => {
    const { createAdmin } = await import('#infra/local/seed.js');
    const owner = { name: 'Known Admin', email: uniqueEmail('known-admin'), password: 'known-admin-pass-1' };
    const stranger = { name: 'New Admin', email: uniqueEmail('new-admin'), password: 'new-admin-pass-1' };
    await createAdmin(owner);
    await createAdmin(stranger);
    const office = freshAddress();
    const login = (who: typeof owner) =>
      api('POST', '/api/auth/admin/login', { body: { email: who.email, password: who.password }, from: office });
    expect((await login(owner)).status).toBe(200);
    await usedUpAddress(office);
    expect((await login(owner)).status).toBe(200);
    expect((await login(stranger)).body).toMatchObject({ code: 'too_many_login_attempts' });
  }, 60_000);

  it('a student who signed up from an address changes the password there after a guesser used up its failures', async () => {
    const home = freshAddress();
    const input = { name: 'Known Student', email: uniqueEmail('known'), mobile: '9876543210', password: 'secret123' };
    const signedUp = await api<{ token: string }>('POST', '/api/auth/student/register', { body: input, from: home });
    expect(signedUp.status).toBe(200);
    await usedUpAddress(home);
    const change = await api<{ token: string }>('PUT', '/api/account/password', {
      token: signedUp.body.token,
      body: { currentPassword: input.password, newPassword: 'secret456' },
      from: home,
    });
    expect(change.status).toBe(200);
    const elsewhere = await registerStudent();
    const refused = await api('PUT', '/api/account/password', {
      token: elsewhere.token,
      body: { currentPassword: elsewhere.password, newPassword: 'secret456' },
      from: home,
    });
    expect(refused.body).toMatchObject({ code: 'too_many_login_attempts' });
  }, 60_000);
});

describe('a limit whose window has passed', () => {
  it('a password reset starts a new window for an e-mail that used its resets up over an hour ago', async () => {
    const student = await registerStudent();
    const email = student.email.toLowerCase();
    await usedUpLastHour(`RESETFOR#${email}`, PASSWORD_RESETS_PER_EMAIL_PER_HOUR);
    const reply = await api('POST', '/api/auth/password-reset/request', {
      body: { email: student.email },
      from: freshAddress(),
    });
    expect(reply.status).toBe(200);
    const { Item } = await dbModule.db().send(
      new GetCommand({
        TableName: dbModule.tableName(),
        Key: { pk: `RESETFOR#${email}`, sk: 'LIMIT' },
        ConsistentRead: true,
      }),
    );
    expect(Item).toMatchObject({ count: 1 });
    expect(Item!.windowStart).toBeGreaterThan(Date.now() - 60_000);
  });

  it('a card order starts a new window for a mobile number that used its orders up over an hour ago', async () => {
    const mobile = freshMobile();
    await usedUpLastHour(`ORDERFOR#${mobile}`, CARD_ORDERS_PER_MOBILE_PER_HOUR);
    const reply = await api<OrderReply>('POST', '/api/create-order', {
      body: { course: 'gpsc', name: 'Window Payer', mobile },
      from: freshAddress(),
    });
    expect(reply.status).toBe(200);
    expect(reply.body.orderId).toMatch(/^order_/);
  });
});

describe('a paid order whose request ended before its receipt was numbered', () => {
  it('gets its number from the order status, once', async () => {
    const order = (
      await api<OrderReply>('POST', '/api/create-order', {
        body: { course: 'gpsc', name: 'Cut Off Payer', mobile: freshMobile() },
        from: freshAddress(),
      })
    ).body;
    const { paymentOfOrder, markCardPaid } = await import('#domain/payments/card.js');
    const payment = (await paymentOfOrder(order.orderId))!;
    // The paying transaction lands; the request dies as it turns to numbering (a Lambda cut off).
    const restore = inTurn(
      [transaction(), async () => undefined],
      [getOf(`PAYMENT#${payment.id}`, 'PAYMENT'), () => Promise.reject(new Error('cut off'))],
    );
    try {
      await expect(markCardPaid(payment.id, gatewayPaymentId(), { kind: 'verify' })).rejects.toThrow('cut off');
    } finally {
      restore();
    }
    expect((await paymentOfOrder(order.orderId))!).toMatchObject({ status: 'paid' });
    expect((await paymentOfOrder(order.orderId))!.receiptNumber).toBeUndefined();

    const status = await api<{ status: string; receiptNumber: string; receiptToken: string }>(
      'GET',
      `/api/orders/${order.orderId}`,
    );
    expect(status.body).toMatchObject({
      status: 'paid',
      receiptNumber: expect.stringMatching(/^GA-\d{2}-\d{2}-\d{6}$/),
      receiptToken: expect.any(String),
    });
    expect((await paymentOfOrder(order.orderId))!.receiptNumber).toBe(status.body.receiptNumber);
    expect((await api('GET', `/api/orders/${order.orderId}`)).body).toMatchObject({
      receiptNumber: status.body.receiptNumber,
    });
  });
});

/** A 1×1 PNG. */
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a2a3b5d60000000049454e44ae426082',
  'hex',
);

async function uploadQuestionImage(testId: string): Promise<string> {
  const reply = await api<{ uploadUrl: string; imageKey: string }>(
    'POST',
    `/api/admin/tests/${testId}/question-images`,
    { token: admin, body: { contentType: 'image/png', size: PNG.length } },
  );
  expect(reply.status).toBe(200);
  expect(reply.body.imageKey.startsWith(`media/tests/${testId}/`)).toBe(true);
  const stored = await fetch(reply.body.uploadUrl, {
    method: 'PUT',
    body: PNG,
    headers: { 'content-type': 'image/png' },
  });
  expect(stored.status).toBe(200);
  return reply.body.imageKey;
}

async function objectStored(key: string): Promise<boolean> {
  try {
    await s3Module.s3().send(new HeadObjectCommand({ Bucket: s3Module.videoBucket(), Key: key }));
    return true;
  } catch (error) {
    if ((error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return false;
    throw error;
  }
}

/** The bytes behind a signed image link. */
const imageAt = async (url: string) => Buffer.from(await (await fetch(new URL(url, inject('apiUrl')))).arrayBuffer());

interface Paper {
  seriesId: string;
  testId: string;
  sectionId: string;
}

async function newTest(settings: Record<string, unknown> = {}): Promise<Paper> {
  const series = await api<{ testSeries: { _id: string } }>('POST', '/api/test-series', {
    token: admin,
    body: { title: `Rare series ${Date.now()}`, description: 'Tests', price: 499, category: 'gpsc', numberOfTests: 1 },
  });
  const created = await api<{ test: { _id: string; sections: { _id: string }[] } }>(
    'POST',
    `/api/admin/test-series/${series.body.testSeries._id}/tests`,
    {
      token: admin,
      body: {
        title: 'Mock',
        durationMinutes: 30,
        marksCorrect: 2,
        marksWrong: -0.5,
        sections: [{ title: 'Geography' }],
        ...settings,
      },
    },
  );
  expect(created.status).toBe(201);
  return {
    seriesId: series.body.testSeries._id,
    testId: created.body.test._id,
    sectionId: created.body.test.sections[0]!._id,
  };
}

const questionBody = (paper: Paper, i: number, imageKey?: string) => ({
  sectionId: paper.sectionId,
  textEn: `Question ${i}`,
  optionsEn: ['A', 'B', 'C', 'D'],
  optionsGu: ['ક', 'ખ', 'ગ', 'ઘ'],
  correctOption: i % 4,
  ...(imageKey ? { imageKey } : {}),
});

async function addQuestion(paper: Paper, i: number, imageKey?: string) {
  const reply = await api<{ question: { _id: string; imageUrl?: string } }>(
    'POST',
    `/api/admin/tests/${paper.testId}/questions`,
    { token: admin, body: questionBody(paper, i, imageKey) },
  );
  expect(reply.status).toBe(201);
  return reply.body.question;
}

const publish = async (paper: Paper) =>
  expect(
    (await api('PUT', `/api/admin/tests/${paper.testId}/published`, { token: admin, body: { published: true } }))
      .status,
  ).toBe(200);

async function studentWith(seriesId: string) {
  const student = await registerStudent();
  expect(
    (await api('POST', `/api/admin/students/${student.id}/test-series/${seriesId}`, { token: admin })).status,
  ).toBe(201);
  return student;
}

const start = (token: string, testId: string) =>
  api<{ attempt: AttemptView; code?: string }>('POST', `/api/tests/${testId}/attempts`, { token });
const result = (token: string, attemptId: string) =>
  api<{ result: AttemptResult; code?: string }>('GET', `/api/attempts/${attemptId}/result`, { token });

describe('question images', () => {
  it('are uploaded, checked, shown signed to the admin and to students, replaced, and deleted with their question and their test', async () => {
    const paper = await newTest();
    const first = await uploadQuestionImage(paper.testId);
    const notUploaded = `media/tests/${paper.testId}/01ARZ3NDEKTSV4RRFFQ69G5FAV.png`;
    const refused = await api('POST', `/api/admin/tests/${paper.testId}/questions`, {
      token: admin,
      body: questionBody(paper, 0, notUploaded),
    });
    expect(refused.body).toMatchObject({ code: 'question_image_not_uploaded' });

    const pictured = await addQuestion(paper, 1, first);
    expect(await imageAt(pictured.imageUrl!)).toEqual(PNG);
    await addQuestion(paper, 2);
    const editor = await api<{ questions: { _id: string; imageUrl?: string }[] }>(
      'GET',
      `/api/admin/tests/${paper.testId}`,
      { token: admin },
    );
    expect(await imageAt(editor.body.questions.find((q) => q._id === pictured._id)!.imageUrl!)).toEqual(PNG);

    // A new picture for the question: the one it replaces goes.
    const second = await uploadQuestionImage(paper.testId);
    const updated = await api<{ question: { imageUrl?: string } }>(
      'PUT',
      `/api/admin/tests/${paper.testId}/questions/${pictured._id}`,
      { token: admin, body: questionBody(paper, 1, second) },
    );
    expect(updated.status).toBe(200);
    expect(await objectStored(first)).toBe(false);
    expect(await objectStored(second)).toBe(true);

    await publish(paper);
    const student = await studentWith(paper.seriesId);
    const started = await start(student.token, paper.testId);
    expect(started.status).toBe(200);
    expect(await imageAt(started.body.attempt.questions.find((q) => q._id === pictured._id)!.imageUrl!)).toEqual(PNG);
    const attemptId = started.body.attempt._id;
    const resumed = await api<{ attempt: AttemptView }>('GET', `/api/attempts/${attemptId}`, { token: student.token });
    expect(resumed.body.attempt.questions.find((q) => q._id === pictured._id)!.imageUrl).toEqual(expect.any(String));
    expect((await api('POST', `/api/attempts/${attemptId}/submit`, { token: student.token })).status).toBe(200);
    const solutions = (await result(student.token, attemptId)).body.result.solutions;
    expect(solutions.available && solutions.questions.find((q) => q._id === pictured._id)!.imageUrl).toEqual(
      expect.any(String),
    );

    // A question deleted takes its picture with it.
    const third = await uploadQuestionImage(paper.testId);
    const doomed = await addQuestion(paper, 3, third);
    expect(
      (await api('DELETE', `/api/admin/tests/${paper.testId}/questions/${doomed._id}`, { token: admin })).status,
    ).toBe(200);
    expect(await objectStored(third)).toBe(false);

    // The test deleted: its items and its remaining pictures go.
    expect((await api('DELETE', `/api/admin/tests/${paper.testId}`, { token: admin })).status).toBe(200);
    expect(await objectStored(second)).toBe(false);
    expect((await api('GET', `/api/admin/tests/${paper.testId}`, { token: admin })).status).toBe(404);
    const { Items = [] } = await dbModule.db().send(
      new QueryCommand({
        TableName: dbModule.tableName(),
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': `TEST#${paper.testId}` },
        ConsistentRead: true,
      }),
    );
    expect(Items).toEqual([]);
  }, 60_000);
});

/** Moves an attempt's clock back a whole test and more, as if its time and grace ran out with nobody there. */
async function runOut(attemptId: string) {
  const endsAt = new Date(Date.now() - 5 * 60_000).toISOString();
  await dbModule.db().send(
    new UpdateCommand({
      TableName: dbModule.tableName(),
      Key: { pk: `ATTEMPT#${attemptId}`, sk: 'ATTEMPT' },
      UpdateExpression: 'SET endsAt = :endsAt, graceEndsAtMs = :grace, gsi2sk = :gsi2sk',
      ConditionExpression: '#status = :running',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':endsAt': endsAt,
        ':grace': Date.parse(endsAt) + 30_000,
        ':gsi2sk': `${endsAt}#${attemptId}`,
        ':running': 'running',
      },
    }),
  );
  return endsAt;
}

describe('an attempt whose time ran out with nobody there', () => {
  it('is finished and ranked by whichever comes first: starting again, the attempt screen or the result', async () => {
    const paper = await newTest();
    const question = await addQuestion(paper, 1);
    await publish(paper);
    const save = (token: string, attemptId: string) =>
      api('PUT', `/api/attempts/${attemptId}/answers/${question._id}`, {
        token,
        body: { option: 1, markedForReview: false, timeSpentSeconds: 5 },
      });

    const [again, screen, late] = await Promise.all([
      studentWith(paper.seriesId),
      studentWith(paper.seriesId),
      studentWith(paper.seriesId),
    ]);
    const ids: string[] = [];
    const ends: string[] = [];
    for (const student of [again, screen, late]) {
      const { attempt } = (await start(student.token, paper.testId)).body;
      expect((await save(student.token, attempt._id)).status).toBe(200);
      ends.push(await runOut(attempt._id));
      ids.push(attempt._id);
    }

    expect((await start(again.token, paper.testId)).body).toMatchObject({ code: 'attempt_already_submitted' });
    const viewed = await api<{ attempt: AttemptView }>('GET', `/api/attempts/${ids[1]}`, { token: screen.token });
    expect(viewed.body.attempt).toMatchObject({ status: 'submitted' });
    expect((await result(late.token, ids[2]!)).body.result).toMatchObject({
      finishedBy: 'server',
      submittedAt: ends[2],
      score: 2,
      takers: 3,
      rank: 1,
    });
    for (const [i, student] of [again, screen].entries()) {
      expect((await result(student.token, ids[i]!)).body.result).toMatchObject({
        finishedBy: 'server',
        submittedAt: ends[i],
        score: 2,
        takers: 3,
      });
    }
  }, 60_000);
});

describe('a joined video file of another size than declared', () => {
  it('is deleted with its upload, not kept as the lecture', async () => {
    const course = await api<{ course: { _id: string } }>('POST', '/api/courses', {
      token: admin,
      body: { title: 'Stretched upload', description: 'Sizes', price: 100 },
    });
    const courseId = course.body.course._id;
    const session = await startUpload(inject('apiUrl'), admin, courseId, { name: 'short.mp4', size: 10 });
    const { Item } = await dbModule.db().send(
      new GetCommand({
        TableName: dbModule.tableName(),
        Key: { pk: `COURSE#${courseId}`, sk: `UPLOAD#${session.uploadId}` },
        ConsistentRead: true,
      }),
    );
    // A storage that does not hold a part to its signed length (the local one does): the part is put unsigned for that length.
    const part = await s3Module.s3().send(
      new UploadPartCommand({
        Bucket: s3Module.videoBucket(),
        Key: Item!.objectKey as string,
        UploadId: Item!.s3UploadId as string,
        PartNumber: 1,
        Body: randomBytes(25),
      }),
    );
    const reply = await api('POST', `/api/courses/${courseId}/videos/uploads/${session.uploadId}/complete`, {
      token: admin,
      body: { parts: [{ partNumber: 1, etag: part.ETag }] },
    });
    expect(reply.body).toMatchObject({ code: 'upload_size_mismatch' });
    expect(await objectStored(Item!.objectKey as string)).toBe(false);
    const videos = (
      await api<{ videos: CourseVideo[] }>('GET', `/api/admin/courses/${courseId}/videos`, { token: admin })
    ).body.videos;
    expect(videos).toEqual([]);
  });
});
