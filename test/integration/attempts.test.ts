/**
 * Attempts against DynamoDB Local: start and resume (the same attempt and endsAt on every device),
 * saves, the refusal after the time and its grace, another student's attempt, the server's finaliser,
 * scores with negative marking, and rank and percentile with ties.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { AttemptResult, AttemptView, MyAttempt, SubmittedAttempt, TestResults } from '#shared/attempts.js';
import { api, loginAdmin, registerStudent } from '../support/api.js';
import { useEmulators } from '../support/domain.js';
import { readWorkbook, textCellQuotePrefixes } from '../support/xlsx.js';

let admin: string;
let dbModule: typeof import('#lib/db.js');
let finish: typeof import('#domain/mock-tests/attempt-finish.js');
let rescore: typeof import('#domain/mock-tests/attempt-rescore.js');

beforeAll(async () => {
  useEmulators();
  dbModule = await import('#lib/db.js');
  finish = await import('#domain/mock-tests/attempt-finish.js');
  rescore = await import('#domain/mock-tests/attempt-rescore.js');
  admin = await loginAdmin();
});

interface PublishedTest {
  seriesId: string;
  testId: string;
  /** Question ids in order; the correct option of question i is i % 4. */
  questionIds: string[];
  /** The body each question was created with. */
  bodies: Record<string, unknown>[];
}

/** A published test of `count` questions, +2 / -0.5, in two sections, in a new series. */
async function publishedTest(count: number, settings: Record<string, unknown> = {}): Promise<PublishedTest> {
  const series = await api<{ testSeries: { _id: string } }>('POST', '/api/test-series', {
    token: admin,
    body: {
      title: `Attempt series ${Date.now()}`,
      description: 'Tests',
      price: 999,
      category: 'gpsc',
      numberOfTests: 1,
    },
  });
  const seriesId = series.body.testSeries._id;
  const created = await api<{ test: { _id: string; sections: { _id: string }[] } }>(
    'POST',
    `/api/admin/test-series/${seriesId}/tests`,
    {
      token: admin,
      body: {
        title: 'Mock',
        durationMinutes: 30,
        marksCorrect: 2,
        marksWrong: -0.5,
        sections: [{ title: 'History' }, { title: 'Polity' }],
        ...settings,
      },
    },
  );
  expect(created.status).toBe(201);
  const testId = created.body.test._id;
  const questionIds: string[] = [];
  const bodies: Record<string, unknown>[] = [];
  for (let i = 0; i < count; i++) {
    const body = {
      sectionId: created.body.test.sections[i % 2]!._id,
      textEn: `Question ${i + 1}`,
      textGu: `પ્રશ્ન ${i + 1}`,
      optionsEn: ['A', 'B', 'C', 'D'],
      optionsGu: ['ક', 'ખ', 'ગ', 'ઘ'],
      correctOption: i % 4,
      explanationEn: `Because ${i % 4}`,
      topic: i % 2 ? 'Constitution' : 'Medieval',
    };
    const reply = await api<{ question: { _id: string } }>('POST', `/api/admin/tests/${testId}/questions`, {
      token: admin,
      body,
    });
    expect(reply.status).toBe(201);
    questionIds.push(reply.body.question._id);
    bodies.push(body);
  }
  expect(
    (await api('PUT', `/api/admin/tests/${testId}/published`, { token: admin, body: { published: true } })).status,
  ).toBe(200);
  return { seriesId, testId, questionIds, bodies };
}

async function studentWith(seriesId: string, name = 'Attempt Student') {
  const student = await registerStudent({ name });
  expect(
    (await api('POST', `/api/admin/students/${student.id}/test-series/${seriesId}`, { token: admin })).status,
  ).toBe(201);
  return student;
}

const start = (token: string, testId: string) =>
  api<{ attempt: AttemptView; code?: string }>('POST', `/api/tests/${testId}/attempts`, { token });
const save = (
  token: string,
  attemptId: string,
  questionId: string,
  option: number | null,
  markedForReview = false,
  timeSpentSeconds = 5,
) =>
  api<{ savedAt: string; code?: string }>('PUT', `/api/attempts/${attemptId}/answers/${questionId}`, {
    token,
    body: { option, markedForReview, timeSpentSeconds },
  });
const submit = (token: string, attemptId: string) =>
  api<{ attempt: SubmittedAttempt }>('POST', `/api/attempts/${attemptId}/submit`, { token });
const result = (token: string, attemptId: string) =>
  api<{ result: AttemptResult; code?: string }>('GET', `/api/attempts/${attemptId}/result`, { token });

/** A student with the series takes the test, answering question i with options[i], and submits. */
async function takeTest(
  test: Pick<PublishedTest, 'seriesId' | 'testId' | 'questionIds'>,
  name: string,
  options: readonly (number | null)[],
) {
  const student = await studentWith(test.seriesId, name);
  const { attempt } = (await start(student.token, test.testId)).body;
  for (const [i, option] of options.entries()) await save(student.token, attempt._id, test.questionIds[i]!, option);
  await submit(student.token, attempt._id);
  return { token: student.token, attemptId: attempt._id };
}

/** Moves an attempt's clock back, as if it had started `minutes` earlier (the test's way to let time pass). */
async function age(attemptId: string, minutes: number) {
  const { Attributes } = await dbModule.db().send(
    new UpdateCommand({
      TableName: dbModule.tableName(),
      Key: { pk: `ATTEMPT#${attemptId}`, sk: 'ATTEMPT' },
      UpdateExpression: 'SET #x = #x',
      ExpressionAttributeNames: { '#x': 'endsAt' },
      ReturnValues: 'ALL_OLD',
    }),
  );
  const endsAt = new Date(Date.parse(Attributes!.endsAt as string) - minutes * 60_000).toISOString();
  await dbModule.db().send(
    new UpdateCommand({
      TableName: dbModule.tableName(),
      Key: { pk: `ATTEMPT#${attemptId}`, sk: 'ATTEMPT' },
      UpdateExpression: 'SET endsAt = :endsAt, graceEndsAtMs = :grace, gsi2sk = :gsi2sk',
      ExpressionAttributeValues: {
        ':endsAt': endsAt,
        ':grace': Date.parse(endsAt) + 30_000,
        ':gsi2sk': `${endsAt}#${attemptId}`,
      },
    }),
  );
}

describe('taking a test', () => {
  it('starts once: a second start, another device and a reload get the same attempt and endsAt, without answer keys', async () => {
    const { seriesId, testId, questionIds } = await publishedTest(4);
    const student = await studentWith(seriesId);
    const first = await start(student.token, testId);
    expect(first.status).toBe(200);
    const attempt = first.body.attempt;
    expect(Date.parse(attempt.endsAt) - Date.parse(attempt.startedAt)).toBe(30 * 60_000);
    expect(attempt.questions.map((question) => question._id).sort()).toEqual([...questionIds].sort());
    expect(JSON.stringify(attempt)).not.toMatch(/correctOption|explanation/);
    expect(attempt.ranked).toBe(true);

    const [again, elsewhere] = await Promise.all([start(student.token, testId), start(student.token, testId)]);
    expect(again.body.attempt._id).toBe(attempt._id);
    expect(elsewhere.body.attempt.endsAt).toBe(attempt.endsAt);

    expect((await save(student.token, attempt._id, questionIds[0]!, 0, false, 12)).status).toBe(200);
    expect((await save(student.token, attempt._id, questionIds[1]!, 3, true, 40)).status).toBe(200);
    const resumed = await api<{ attempt: AttemptView }>('GET', `/api/attempts/${attempt._id}`, {
      token: student.token,
    });
    expect(resumed.body.attempt.answers).toEqual({
      [questionIds[0]!]: { option: 0, markedForReview: false, timeSpentSeconds: 12 },
      [questionIds[1]!]: { option: 3, markedForReview: true, timeSpentSeconds: 40 },
    });
    expect(resumed.body.attempt.currentQuestionId).toBe(questionIds[1]);
    expect(resumed.body.attempt.endsAt).toBe(attempt.endsAt);
  });

  it('is the student’s alone: another student gets 404 for it, and a student without the series 403', async () => {
    const { seriesId, testId, questionIds } = await publishedTest(2);
    const owner = await studentWith(seriesId, 'Owner');
    const other = await studentWith(seriesId, 'Other');
    const stranger = await registerStudent({ name: 'Stranger' });
    const { attempt } = (await start(owner.token, testId)).body;
    expect((await api('GET', `/api/attempts/${attempt._id}`, { token: other.token })).status).toBe(404);
    expect((await save(other.token, attempt._id, questionIds[0]!, 1)).status).toBe(404);
    expect((await submit(other.token, attempt._id)).status).toBe(404);
    expect((await result(other.token, attempt._id)).status).toBe(404);
    expect((await start(stranger.token, testId)).body).toMatchObject({ code: 'test_series_not_purchased' });
    // A question of another test is not this attempt's.
    expect((await save(owner.token, attempt._id, 'NOSUCHQUESTION', 1)).status).toBe(404);
    // A save carries an answer and nothing else: a clock or a score sent with it is not taken.
    const tampered = await api('PUT', `/api/attempts/${attempt._id}/answers/${questionIds[0]}`, {
      token: owner.token,
      body: {
        option: 1,
        markedForReview: false,
        timeSpentSeconds: 1,
        endsAt: '2099-01-01T00:00:00.000Z',
        startedAt: '2099-01-01T00:00:00.000Z',
        scoreHundredths: 99_999,
        status: 'running',
      },
    });
    expect(tampered.status).toBe(200);
    const after = await api<{ attempt: AttemptView }>('GET', `/api/attempts/${attempt._id}`, { token: owner.token });
    expect(after.body.attempt).toMatchObject({ endsAt: attempt.endsAt, startedAt: attempt.startedAt });
    expect(after.body.attempt.answers[questionIds[0]!]).toEqual({
      option: 1,
      markedForReview: false,
      timeSpentSeconds: 1,
    });
  });

  it('takes a save in the grace after endsAt, refuses one after it with 409 attempt_over, and one after submitting', async () => {
    const { seriesId, testId, questionIds } = await publishedTest(2);
    const student = await studentWith(seriesId);
    const { attempt } = (await start(student.token, testId)).body;
    await age(attempt._id, 30 + 0.3); // ended 18 s ago: inside the 30 s grace
    expect((await save(student.token, attempt._id, questionIds[0]!, 0)).status).toBe(200);
    await age(attempt._id, 1); // a minute more: past the grace
    const late = await save(student.token, attempt._id, questionIds[1]!, 1);
    expect(late).toMatchObject({ status: 409, body: { code: 'attempt_over' } });

    const second = await studentWith(seriesId, 'Submitter');
    const mine = (await start(second.token, testId)).body.attempt;
    expect((await submit(second.token, mine._id)).status).toBe(200);
    expect((await save(second.token, mine._id, questionIds[0]!, 0)).body).toMatchObject({ code: 'attempt_over' });
    // One attempt per test: starting again is refused, and the first is the one that counts.
    expect((await start(second.token, testId)).body).toMatchObject({ code: 'attempt_already_submitted' });
  });

  it('scores with negative marking to the hundredth, by section and topic, and shows the solutions', async () => {
    const { seriesId, testId, questionIds } = await publishedTest(6);
    const student = await studentWith(seriesId);
    const { attempt } = (await start(student.token, testId)).body;
    // Right, right, wrong, blank (visited), wrong, untouched: 2 + 2 - 0.5 + 0 - 0.5 + 0 = 3.
    await save(student.token, attempt._id, questionIds[0]!, 0, false, 30);
    await save(student.token, attempt._id, questionIds[1]!, 1, false, 20);
    await save(student.token, attempt._id, questionIds[2]!, 0, true, 10);
    await save(student.token, attempt._id, questionIds[3]!, null, true, 5);
    await save(student.token, attempt._id, questionIds[4]!, 3);
    expect(await result(student.token, attempt._id)).toMatchObject({ status: 409, body: { code: 'attempt_running' } });
    const submitted = await submit(student.token, attempt._id);
    expect(submitted.body.attempt).toMatchObject({
      status: 'submitted',
      score: 3,
      maxScore: 12,
      finishedBy: 'student',
    });
    // Submitting again is the same submit.
    expect((await submit(student.token, attempt._id)).body.attempt).toMatchObject({
      score: 3,
      submittedAt: submitted.body.attempt.submittedAt,
    });

    const { body } = await result(student.token, attempt._id);
    expect(body.result).toMatchObject({
      score: 3,
      maxScore: 12,
      correct: 2,
      wrong: 2,
      unanswered: 2,
      accuracy: 50,
      timeSpentSeconds: 70,
      ranked: true,
      rank: 1,
      percentile: 100,
      takers: 1,
    });
    expect(
      body.result.sections.map((section) => [section.title, section.score, section.correct, section.wrong]),
    ).toEqual([
      ['History', 1, 1, 2],
      ['Polity', 2, 1, 0],
    ]);
    expect(body.result.topics.map((topic) => [topic.topic, topic.score])).toEqual([
      ['Constitution', 2],
      ['Medieval', 1],
    ]);
    expect(body.result.solutions.available).toBe(true);
    const solutions = body.result.solutions.available ? body.result.solutions.questions : [];
    expect(solutions.find((question) => question._id === questionIds[2])).toMatchObject({
      yourOption: 0,
      correctOption: 2,
      outcome: 'wrong',
      marks: -0.5,
      markedForReview: true,
      explanationEn: 'Because 2',
    });

    const list = await api<{ tests: { _id: string; state: string; score?: number; attemptId?: string }[] }>(
      'GET',
      `/api/test-series/${seriesId}/tests`,
      { token: student.token },
    );
    expect(list.body.tests).toEqual([
      expect.objectContaining({ _id: testId, state: 'submitted', score: 3, attemptId: attempt._id }),
    ]);
  });

  it('keeps the solutions until the test closes when it says so', async () => {
    const closesAt = new Date(Date.now() + 3 * 60 * 60_000).toISOString();
    const { seriesId, testId } = await publishedTest(2, { solutionsAfter: 'close', closesAt });
    const student = await studentWith(seriesId);
    const { attempt } = (await start(student.token, testId)).body;
    await submit(student.token, attempt._id);
    const { body } = await result(student.token, attempt._id);
    expect(body.result.solutions).toEqual({ available: false, availableAt: closesAt });
    expect(JSON.stringify(body.result)).not.toMatch(/correctOption|explanation/);
  });
});

describe('the server finishes what students left', () => {
  it('scores an attempt whose time ran out with nobody there, within the finaliser’s run; its result counts in the ranking', async () => {
    const { seriesId, testId, questionIds } = await publishedTest(2);
    const gone = await studentWith(seriesId, 'Closed laptop');
    const { attempt } = (await start(gone.token, testId)).body;
    await save(gone.token, attempt._id, questionIds[0]!, 0);
    await age(attempt._id, 31);
    expect(await finish.finishOverdueAttempts()).toBeGreaterThanOrEqual(1);
    const { body } = await result(gone.token, attempt._id);
    expect(body.result).toMatchObject({
      finishedBy: 'server',
      score: 2,
      submittedAt: expect.any(String),
      takers: 1,
      rank: 1,
    });
    // Run again: nothing left to do for this attempt, and its score is counted once.
    await finish.finishOverdueAttempts();
    expect((await result(gone.token, attempt._id)).body.result.takers).toBe(1);
  });
});

describe('rank and percentile', () => {
  it('share a rank between ties and move when another student finishes', async () => {
    const { seriesId, testId, questionIds } = await publishedTest(2);
    const take = (name: string, options: (number | null)[]) =>
      takeTest({ seriesId, testId, questionIds }, name, options);
    const top = await take('Top', [0, 1]); // 4
    const tieA = await take('Tie A', [0, null]); // 2
    const tieB = await take('Tie B', [null, 1]); // 2
    const standing = async (who: { token: string; attemptId: string }) =>
      (await result(who.token, who.attemptId)).body.result;
    expect(await standing(top)).toMatchObject({ rank: 1, percentile: 100, takers: 3, topScore: 4, averageScore: 2.67 });
    expect(await standing(tieA)).toMatchObject({ rank: 2, percentile: 66.67 });
    expect(await standing(tieB)).toMatchObject({ rank: 2, percentile: 66.67 });

    await take('Last', [3, 3]); // -1
    expect(await standing(tieA)).toMatchObject({ rank: 2, percentile: 75, takers: 4 });
    expect(await standing(top)).toMatchObject({ rank: 1, percentile: 100, averageScore: 1.75 });
  });

  it('counts an attempt once however many submit it at the same moment', async () => {
    const { seriesId, testId, questionIds } = await publishedTest(2);
    const student = await studentWith(seriesId);
    const { attempt } = (await start(student.token, testId)).body;
    await save(student.token, attempt._id, questionIds[0]!, 0);
    const replies = await Promise.all(Array.from({ length: 10 }, () => submit(student.token, attempt._id)));
    expect(replies.map((reply) => reply.status)).toEqual(Array(10).fill(200));
    expect(new Set(replies.map((reply) => reply.body.attempt.submittedAt)).size).toBe(1);
    expect((await result(student.token, attempt._id)).body.result).toMatchObject({ takers: 1, score: 2 });
  });
});

describe('a revised answer key', () => {
  it('re-scores every finished attempt and moves the ranking; a dropped question gives everyone its marks; doing it again changes nothing', async () => {
    const { seriesId, testId, questionIds, bodies } = await publishedTest(2);
    const take = (name: string, options: (number | null)[]) =>
      takeTest({ seriesId, testId, questionIds }, name, options);
    const keyA = await take('Chose A', [0, 1]); // key 0, 1: 4
    const keyB = await take('Chose B', [1, 1]); // 2 - 0.5 = 1.5
    const blank = await take('Left it', [null, 1]); // 2
    const score = async (who: { token: string; attemptId: string }) =>
      (await result(who.token, who.attemptId)).body.result;
    expect(await score(keyA)).toMatchObject({ score: 4, rank: 1 });

    // The key of question 1 was wrong: B, not A.
    const revised = await api<{ rescored: { attempts: number; changed: number } }>(
      'PUT',
      `/api/admin/tests/${testId}/questions/${questionIds[0]}`,
      { token: admin, body: { ...bodies[0], correctOption: 1 } },
    );
    expect(revised.status).toBe(200);
    expect(revised.body.rescored).toEqual({ attempts: 3, changed: 2 });
    expect(await score(keyB)).toMatchObject({ score: 4, rank: 1, percentile: 100, keyRevisedAt: expect.any(String) });
    expect(await score(keyA)).toMatchObject({ score: 1.5, rank: 3, percentile: 33.33 });
    expect(await score(blank)).toMatchObject({ score: 2, rank: 2, takers: 3, averageScore: 2.5 });

    // Dropped: everyone gets its 2 marks, answered or not.
    await api('PUT', `/api/admin/tests/${testId}/questions/${questionIds[0]}`, {
      token: admin,
      body: { ...bodies[0], correctOption: null },
    });
    expect(await score(keyA)).toMatchObject({ score: 4, rank: 1 });
    expect(await score(keyB)).toMatchObject({ score: 4, rank: 1 });
    expect(await score(blank)).toMatchObject({ score: 4, rank: 1, percentile: 100, takers: 3 });
    const solutions = (await score(blank)).solutions;
    expect(
      solutions.available && solutions.questions.find((question) => question._id === questionIds[0]),
    ).toMatchObject({ outcome: 'dropped', dropped: true, marks: 2 });

    expect(await rescore.rescoreTest(testId)).toEqual({ attempts: 3, changed: 0 });
    expect(await score(blank)).toMatchObject({ takers: 3, averageScore: 4 });
    const list = await api<{ tests: { _id: string; score?: number }[] }>('GET', `/api/test-series/${seriesId}/tests`, {
      token: keyA.token,
    });
    expect(list.body.tests[0]).toMatchObject({ score: 4 });
  });
});

describe('the admin’s view of a test, and the student’s list', () => {
  it('counts running and finished attempts, ranks the best with names, spreads the scores, gives each question its share right, and exports them', async () => {
    const { seriesId, testId, questionIds } = await publishedTest(2);
    const finishedBy = [
      await takeTest({ seriesId, testId, questionIds }, 'Riya Shah', [0, 1]),
      await takeTest({ seriesId, testId, questionIds }, 'Meet Desai', [0, 0]),
      await takeTest({ seriesId, testId, questionIds }, 'Kavya Joshi', [0, 0]),
    ];
    await start((await studentWith(seriesId, 'Still writing')).token, testId);

    const { body, status } = await api<{ results: TestResults }>('GET', `/api/admin/tests/${testId}/results`, {
      token: admin,
    });
    expect(status).toBe(200);
    expect(body.results).toMatchObject({
      running: 1,
      finished: 3,
      ranked: 3,
      maxScore: 4,
      topScore: 4,
      averageScore: 2.33,
    });
    expect(body.results.top.map((entry) => [entry.rank, entry.name, entry.score])).toEqual([
      [1, 'Riya Shah', 4],
      [2, 'Meet Desai', 1.5],
      [2, 'Kavya Joshi', 1.5],
    ]);
    expect(body.results.distribution.reduce((sum, band) => sum + band.count, 0)).toBe(3);
    expect(body.results.distribution.at(-1)).toMatchObject({ to: 4, count: 1 });
    expect(
      body.results.questions.map((question) => [
        question.number,
        question.right,
        question.wrong,
        question.percentRight,
      ]),
    ).toEqual([
      [1, 3, 0, 100],
      [2, 1, 2, 33.33],
    ]);
    expect((await api('GET', `/api/admin/tests/${testId}/results`, { token: finishedBy[0]!.token })).status).toBe(403);

    const response = await fetch(`${inject('apiUrl')}/api/admin/tests/${testId}/results/excel`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(/attachment; filename="results-Mock\.xlsx"/);
    const file = join(mkdtempSync(join(tmpdir(), 'test-results-')), 'results.xlsx');
    writeFileSync(file, Buffer.from(await response.arrayBuffer()));
    const sheet = readWorkbook(file).Results!;
    expect(sheet.header).toEqual([
      'Rank',
      'Name',
      'Email',
      'Mobile',
      'Score',
      'Out of',
      'Correct',
      'Wrong',
      'Unanswered',
      'Time (minutes)',
      'Submitted',
      'Ended by',
      'Attempt',
    ]);
    expect(sheet.rows.map((row) => [row[0], row[1], row[4], row[6], row[7], row[12]])).toEqual([
      [1, 'Riya Shah', 4, 2, 0, 'First'],
      [2, 'Meet Desai', 1.5, 1, 1, 'First'],
      [2, 'Kavya Joshi', 1.5, 1, 1, 'First'],
    ]);

    const mine = await api<{ attempts: MyAttempt[] }>('GET', '/api/my/attempts', { token: finishedBy[1]!.token });
    expect(mine.body.attempts).toEqual([
      expect.objectContaining({
        attemptId: finishedBy[1]!.attemptId,
        testId,
        status: 'submitted',
        score: 1.5,
        maxScore: 4,
        rank: 2,
        takers: 3,
        title: 'Mock',
      }),
    ]);
  });

  it('writes a name that starts like a formula with the quote prefix in the results workbook, and a plain one without', async () => {
    const { seriesId, testId, questionIds } = await publishedTest(2);
    const formula = '=HYPERLINK("https://evil.example","Open")';
    await takeTest({ seriesId, testId, questionIds }, formula, [0, 1]);
    await takeTest({ seriesId, testId, questionIds }, 'Plain Taker', [0, 0]);
    const response = await fetch(`${inject('apiUrl')}/api/admin/tests/${testId}/results/excel`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    const file = join(mkdtempSync(join(tmpdir(), 'test-results-')), 'results.xlsx');
    writeFileSync(file, Buffer.from(await response.arrayBuffer()));
    const cells = new Map(textCellQuotePrefixes(file).Results!);
    expect(cells.get(formula)).toBe(true);
    expect(cells.get('Plain Taker')).toBe(false);
    expect(cells.get('Name')).toBe(false);
  });
});
