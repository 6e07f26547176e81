/**
 * A test-series refund that removes access ends the student's part in its tests, against DynamoDB
 * Local: the running attempt ends at once (saves and submit refused, no solutions, not ranked), the
 * student's finished ranked attempt leaves the ranking, and each test's score histogram stays equal to
 * the attempts that still count, for the students and for the admin. A refund left pending is settled by
 * the SettleRefunds job with the same effect, and one settled without its attempts ended (a crash in
 * between) has them ended by the job.
 */
import { randomBytes } from 'node:crypto';
import { PutCommand, DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { AttemptResult, AttemptView, MyAttempt, TestResults } from '#shared/attempts.js';
import { jobs } from '#shared/jobs.js';
import { api, loginAdmin, registerStudent } from '../support/api.js';
import { useEmulators } from '../support/domain.js';
import { countersOf, difference, figuresOf, scanTable, type Item } from '../support/ledger.js';

let admin: string;
let dbModule: typeof import('#lib/db.js');
let iam: typeof import('#infra/local/local-iam.js');

beforeAll(async () => {
  useEmulators();
  const razorpay = inject('razorpay');
  Object.assign(process.env, {
    RAZORPAY_KEY_ID: razorpay.keyId,
    RAZORPAY_KEY_SECRET: razorpay.keySecret,
    RAZORPAY_API_URL: razorpay.url,
  });
  dbModule = await import('#lib/db.js');
  iam = await import('#infra/local/local-iam.js');
  iam.enforceLocalIam({ dynamo: dbModule.db(), s3: { middlewareStack: { add: () => undefined } } });
  admin = await loginAdmin();
});

const QUESTIONS = 4;

/** A published test of four questions (+2 / -0.5, the key of question i is i % 4) with explanations. */
async function publishedTest(seriesId: string, title: string) {
  const created = await api<{ test: { _id: string; sections: { _id: string }[] } }>(
    'POST',
    `/api/admin/test-series/${seriesId}/tests`,
    {
      token: admin,
      body: { title, durationMinutes: 30, marksCorrect: 2, marksWrong: -0.5, sections: [{ title: 'General Studies' }] },
    },
  );
  const testId = created.body.test._id;
  const questionIds: string[] = [];
  for (let i = 0; i < QUESTIONS; i++) {
    const body = {
      sectionId: created.body.test.sections[0]!._id,
      textEn: `Question ${i + 1}`,
      optionsEn: ['A', 'B', 'C', 'D'],
      correctOption: i % 4,
      explanationEn: `Explained ${i}`,
    };
    questionIds.push(
      (await api<{ question: { _id: string } }>('POST', `/api/admin/tests/${testId}/questions`, { token: admin, body }))
        .body.question._id,
    );
  }
  expect(
    (await api('PUT', `/api/admin/tests/${testId}/published`, { token: admin, body: { published: true } })).status,
  ).toBe(200);
  return { testId, questionIds };
}

async function seriesWithTests() {
  const series = await api<{ testSeries: { _id: string } }>('POST', '/api/test-series', {
    token: admin,
    body: {
      title: `Refund series ${randomBytes(3).toString('hex')}`,
      description: 'Mock tests',
      price: 799,
      category: 'gpsc',
      numberOfTests: 2,
    },
  });
  const seriesId = series.body.testSeries._id;
  return { seriesId, a: await publishedTest(seriesId, 'Test A'), b: await publishedTest(seriesId, 'Test B') };
}

/** A student who bought the series by UPI (approved), so a refund can take it back. */
async function buyer(seriesId: string) {
  const student = await registerStudent({ name: 'Refunded Student' });
  const utr = randomBytes(6).toString('hex').toUpperCase();
  expect(
    (
      await api('POST', `/api/test-series/${seriesId}/upi/submit-utr`, {
        token: student.token,
        body: { utrNumber: utr },
      })
    ).status,
  ).toBe(200);
  const pending = await api<{ items: { _id: string; utrNumber: string }[] }>('GET', '/api/upi-payments/pending', {
    token: admin,
  });
  const paymentId = pending.body.items.find((item) => item.utrNumber === utr)!._id;
  expect((await api('POST', `/api/upi-payments/${paymentId}/approve`, { token: admin })).status).toBe(200);
  return { ...student, paymentId };
}

/** A student with a seat the admin gave. */
async function seated(seriesId: string, name: string) {
  const student = await registerStudent({ name });
  expect(
    (await api('POST', `/api/admin/students/${student.id}/test-series/${seriesId}`, { token: admin })).status,
  ).toBe(201);
  return student;
}

const start = async (token: string, testId: string) =>
  (await api<{ attempt: AttemptView }>('POST', `/api/tests/${testId}/attempts`, { token })).body.attempt;
const save = (token: string, attemptId: string, questionId: string, option: number) =>
  api<{ code?: string }>('PUT', `/api/attempts/${attemptId}/answers/${questionId}`, {
    token,
    body: { option, markedForReview: false, timeSpentSeconds: 5 },
  });
const submit = (token: string, attemptId: string) =>
  api<{ code?: string }>('POST', `/api/attempts/${attemptId}/submit`, { token });
const result = (token: string, attemptId: string) =>
  api<{ result: AttemptResult }>('GET', `/api/attempts/${attemptId}/result`, { token });

/** Takes the test answering the first `right` questions correctly and the rest wrongly, and submits. */
async function take(token: string, test: { testId: string; questionIds: string[] }, right: number) {
  const attempt = await start(token, test.testId);
  for (const [i, questionId] of test.questionIds.entries())
    await save(token, attempt._id, questionId, i < right ? i % 4 : (i + 1) % 4);
  expect((await submit(token, attempt._id)).status).toBe(200);
  return attempt._id;
}

/** The test's histogram as its shards hold it, and the ranked finished attempts it must equal (both from the items). */
function histogramAndRanked(items: Item[], testId: string) {
  const counts = new Map<number, number>();
  let takers = 0;
  let sum = 0;
  for (const shard of items.filter((item) => item.pk === `TESTSTATS#${testId}`)) {
    for (const [name, value] of Object.entries(shard)) {
      const score = /^s(-?\d+)$/.exec(name)?.[1];
      if (score !== undefined && (value as number) !== 0)
        counts.set(Number(score), (counts.get(Number(score)) ?? 0) + (value as number));
    }
    takers += (shard.takers as number | undefined) ?? 0;
    sum += (shard.sumHundredths as number | undefined) ?? 0;
  }
  const ranked = items.filter(
    (item) =>
      String(item.pk).startsWith('ATTEMPT#') &&
      item.testId === testId &&
      item.ranked === true &&
      item.status === 'submitted',
  );
  const expected = new Map<number, number>();
  for (const attempt of ranked)
    expected.set(attempt.scoreHundredths as number, (expected.get(attempt.scoreHundredths as number) ?? 0) + 1);
  return {
    histogram: { counts: Object.fromEntries([...counts].sort()), takers, sum },
    ranked: {
      counts: Object.fromEntries([...expected].sort()),
      takers: ranked.length,
      sum: ranked.reduce((total, attempt) => total + (attempt.scoreHundredths as number), 0),
    },
    rankedIds: ranked.map((attempt) => attempt.id as string),
  };
}

const noKeys = (value: unknown) => expect(JSON.stringify(value)).not.toMatch(/correctOption|explanation/);

describe('a test-series refund that removes access', () => {
  it('ends the running attempt at once, takes the finished one out of the ranking, and keeps each histogram equal to the attempts that count', async () => {
    const { seriesId, a, b } = await seriesWithTests();
    const others = await Promise.all([seated(seriesId, 'Other One'), seated(seriesId, 'Other Two')]);
    await take(others[0]!.token, b, 4);
    await take(others[1]!.token, b, 1);
    const student = await buyer(seriesId);
    const finishedB = await take(student.token, b, 3);
    const running = await start(student.token, a.testId);
    expect((await save(student.token, running._id, a.questionIds[0]!, 0)).status).toBe(200);
    const beforeB = histogramAndRanked(await scanTable(), b.testId);
    expect(beforeB.ranked.takers).toBe(3);
    expect(beforeB.histogram).toEqual(beforeB.ranked);
    expect(
      (
        await result(
          others[1]!.token,
          (
            await api<{ attempts: MyAttempt[] }>('GET', '/api/my/attempts', { token: others[1]!.token })
          ).body.attempts[0]!.attemptId,
        )
      ).body.result.rank,
    ).toBe(3);

    const before = await scanTable();
    const refunded = await api<{ refund: { state: string } }>(
      'POST',
      `/api/admin/payments/${student.paymentId}/refund`,
      {
        token: admin,
        body: {
          refundId: ulid(),
          reason: 'Left the course',
          mode: 'upi',
          reference: 'UPI-BACK-77',
          removeAccess: true,
        },
      },
    );
    expect(refunded.status).toBe(200);
    expect(refunded.body.refund.state).toBe('processed');

    // The running attempt is over: saves and submit are refused, its result shows no key and no rank.
    const refusedSave = await save(student.token, running._id, a.questionIds[1]!, 1);
    expect([refusedSave.status, refusedSave.body.code]).toEqual([409, 'attempt_ended_by_refund']);
    const refusedSubmit = await submit(student.token, running._id);
    expect([refusedSubmit.status, refusedSubmit.body.code]).toEqual([409, 'attempt_ended_by_refund']);
    const endedResult = await result(student.token, running._id);
    expect(endedResult.status).toBe(200);
    expect(endedResult.body.result).toMatchObject({
      finishedBy: 'refund',
      ranked: false,
      refunded: true,
      solutions: { available: false, refunded: true },
    });
    expect(endedResult.body.result.rank).toBeUndefined();
    noKeys(endedResult.body);
    // The attempt finished before the refund is no longer ranked and shows no solutions either.
    const finishedResult = await result(student.token, finishedB);
    expect(finishedResult.body.result).toMatchObject({
      ranked: false,
      refunded: true,
      takers: 2,
      solutions: { available: false, refunded: true },
    });
    expect(finishedResult.body.result.rank).toBeUndefined();
    noKeys(finishedResult.body);
    // Starting again needs the series.
    expect(
      (await api<{ code?: string }>('POST', `/api/tests/${a.testId}/attempts`, { token: student.token })).body.code,
    ).toBe('test_series_not_purchased');
    // The student's list keeps the tests, without rank; the ended one without a score.
    const mine = (await api<{ attempts: MyAttempt[] }>('GET', '/api/my/attempts', { token: student.token })).body
      .attempts;
    expect(mine.find((attempt) => attempt.testId === a.testId)).toMatchObject({ status: 'submitted' });
    expect(mine.find((attempt) => attempt.testId === a.testId)!.score).toBeUndefined();
    expect(mine.every((attempt) => attempt.rank === undefined)).toBe(true);

    // Each test's histogram equals the ranked attempts that still count; the others move up.
    const items = await scanTable();
    const afterB = histogramAndRanked(items, b.testId);
    expect(afterB.ranked.takers).toBe(2);
    expect(afterB.histogram).toEqual(afterB.ranked);
    expect(afterB.rankedIds).not.toContain(finishedB);
    const afterA = histogramAndRanked(items, a.testId);
    expect(afterA.histogram).toEqual({ counts: {}, takers: 0, sum: 0 });
    const otherMine = (await api<{ attempts: MyAttempt[] }>('GET', '/api/my/attempts', { token: others[1]!.token }))
      .body.attempts[0]!;
    expect(otherMine).toMatchObject({ rank: 2, takers: 2 });
    // The admin's results rank the two who still count; the ended attempt is finished, not ranked.
    const resultsB = (
      await api<{ results: TestResults }>('GET', `/api/admin/tests/${b.testId}/results`, { token: admin })
    ).body.results;
    expect(resultsB).toMatchObject({ ranked: 2, finished: 3 });
    expect(resultsB.top.map((entry) => entry.studentId)).toEqual([others[0]!.id, others[1]!.id]);
    expect(resultsB.distribution.reduce((total, band) => total + band.count, 0)).toBe(2);
    const resultsA = (
      await api<{ results: TestResults }>('GET', `/api/admin/tests/${a.testId}/results`, { token: admin })
    ).body.results;
    expect(resultsA).toMatchObject({ running: 0, finished: 1, ranked: 0, top: [] });
    // The money and the series' buyers are counted as the ledger says.
    expect(difference(countersOf(items), countersOf(before))).toEqual(difference(figuresOf(items), figuresOf(before)));
  });
});

describe('the SettleRefunds job and a series refund', () => {
  const runJob = async () => {
    const job = jobs.find((candidate) => candidate.name === 'SettleRefunds')!;
    const { handler } = await import('#functions/jobs/settle-refunds.js');
    return iam.runWithBindings(`job ${job.name}`, job.uses, () => handler({}));
  };

  it('settles one left pending and ends the running attempt with it', async () => {
    const { seriesId, a } = await seriesWithTests();
    const student = await buyer(seriesId);
    const running = await start(student.token, a.testId);
    const { getPayment } = await import('#domain/payments/ledger.js');
    const { reserveRefund } = await import('#domain/payments/refunds.js');
    const reserved = (await reserveRefund(
      (await getPayment(student.paymentId))!,
      { refundId: ulid(), reason: 'Died after reserving', mode: 'cash', reference: 'CASH-9', removeAccess: true },
      'test-admin',
    ))!;
    const old = new Date(Date.now() - 10 * 60_000).toISOString();
    await dbModule.db().send(
      new PutCommand({
        TableName: dbModule.tableName(),
        Item: {
          pk: `PAYMENT#${student.paymentId}`,
          sk: `REFUND#${reserved.refundId}`,
          entity: 'Refund',
          ...reserved,
          createdAt: old,
          gsi1pk: 'REFUNDS#pending',
          gsi1sk: `${old}#${student.paymentId}#${reserved.refundId}`,
        },
      }),
    );
    expect((await save(student.token, running._id, a.questionIds[0]!, 0)).status).toBe(200);
    expect((await runJob()).settled).toBeGreaterThanOrEqual(1);
    const refusedSave = await save(student.token, running._id, a.questionIds[1]!, 1);
    expect([refusedSave.status, refusedSave.body.code]).toEqual([409, 'attempt_ended_by_refund']);
    expect((await result(student.token, running._id)).body.result).toMatchObject({
      finishedBy: 'refund',
      solutions: { available: false },
    });
  });

  it("ends the attempts of a refund settled without them (a crash in between), and takes the refund's mark off", async () => {
    const { seriesId, a } = await seriesWithTests();
    const student = await buyer(seriesId);
    const running = await start(student.token, a.testId);
    // What the settling transaction wrote before the process died: access gone, the refund processed and marked.
    const refundId = ulid();
    const processedAt = new Date(Date.now() - 2 * 60_000).toISOString();
    await dbModule.db().send(
      new DeleteCommand({
        TableName: dbModule.tableName(),
        Key: { pk: `USER#${student.id}`, sk: `SERIES#${seriesId}` },
      }),
    );
    await dbModule.db().send(
      new PutCommand({
        TableName: dbModule.tableName(),
        Item: {
          pk: `PAYMENT#${student.paymentId}`,
          sk: `REFUND#${refundId}`,
          entity: 'Refund',
          refundId,
          paymentId: student.paymentId,
          amountPaise: 79900,
          reason: 'Crash',
          mode: 'cash',
          reference: 'C',
          state: 'processed',
          removeAccess: true,
          by: 'admin',
          createdAt: processedAt,
          processedAt,
          gsi1pk: 'REFUNDS#attempts',
          gsi1sk: `${processedAt}#${student.paymentId}#${refundId}`,
        },
      }),
    );
    expect((await save(student.token, running._id, a.questionIds[0]!, 0)).status).toBe(200);
    await runJob();
    const refusedSave = await save(student.token, running._id, a.questionIds[1]!, 1);
    expect([refusedSave.status, refusedSave.body.code]).toEqual([409, 'attempt_ended_by_refund']);
    const marked = (await scanTable()).find(
      (item) => item.pk === `PAYMENT#${student.paymentId}` && item.sk === `REFUND#${refundId}`,
    )!;
    expect(marked.gsi1pk).toBeUndefined();
  });
});
