/**
 * `npm run bench` (exam): a scheduled test at 10:00 against the local stack, over HTTP on loopback,
 * bounded.
 *
 * 1. 300 students (BENCH_EXAM_STUDENTS) start the same 50-question test within 10 s, each from its own
 *    loopback address.
 * 2. Each saves an answer every 20 s for 5 minutes (BENCH_EXAM_MINUTES), then submits.
 * 3. Rank and percentile read at 10, 1,000 and 10,000 ranked attempts: the same eight-shard read.
 * Goals: every reply 2xx; every attempt's saved answers equal the last ones sent; the p95 of a save.
 * The numbers are this machine's (2 cores shared by the API, DynamoDB Local and this client); what they
 * mean in AWS is in docs/mock-tests.md ("A scheduled test in AWS").
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { questionInputSchema, testInputSchema } from '#shared/mock-tests.js';
import type { AttemptView } from '#shared/attempts.js';
import { createUser } from '#domain/users/users.js';
import { createTestSeries } from '#domain/catalogue/test-series.js';
import { addQuestion } from '#domain/mock-tests/questions.js';
import { histogramItems, readHistogram, standingIn } from '#domain/mock-tests/score-histogram.js';
import { grantSeriesAccess } from '#domain/mock-tests/series-access.js';
import { createTest, getTest, setTestPublished } from '#domain/mock-tests/tests.js';
import { batchWriteAll } from '#lib/db.js';
import { issueToken } from '#lib/tokens.js';
import { startLocalStack } from '#infra/local/stack.js';
import { timedRequest, type Reply } from './timed-request.js';

const STUDENTS = Number(process.env.BENCH_EXAM_STUDENTS ?? 300);
const MINUTES = Number(process.env.BENCH_EXAM_MINUTES ?? 5);
const START_WINDOW_MS = 10_000;
const SAVE_EVERY_MS = 20_000;
const QUESTIONS = 50;

let addresses = 0;
const nextAddress = () => {
  const n = addresses++;
  return `127.${100 + Math.floor(n / 62_500)}.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`;
};

function call(
  base: string,
  method: string,
  path: string,
  token: string,
  body?: unknown,
  from = nextAddress(),
): Promise<Reply> {
  return timedRequest(base, method, path, { token, body, from });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const p95 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.95)] ?? 0;

function report(label: string, replies: Reply[]): boolean {
  const bad = replies.filter((reply) => reply.status < 200 || reply.status >= 300);
  console.log(
    `${label}: ${replies.length} replies; p95 ${p95(replies.map((reply) => reply.ms)).toFixed(0)} ms, slowest ${Math.max(0, ...replies.map((reply) => reply.ms)).toFixed(0)} ms; not 2xx: ${bad.length}`,
  );
  for (const reply of bad.slice(0, 5)) console.log(`  ${reply.status} ${JSON.stringify(reply.body)}`);
  return bad.length === 0;
}

async function publishedTest(): Promise<{ seriesId: string; testId: string }> {
  const series = await createTestSeries({
    title: `Bench series ${Date.now()}`,
    description: 'A scheduled test',
    price: 499,
    category: 'gpsc',
    duration: '6 months',
    numberOfTests: 1,
    features: [],
    isActive: true,
  });
  const test = await createTest(
    series._id,
    testInputSchema.parse({
      title: 'GPSC Prelims 10:00',
      durationMinutes: Math.ceil(MINUTES) + 30,
      marksCorrect: 2,
      marksWrong: -0.66,
      sections: [{ title: 'General Studies' }],
    }),
  );
  for (let i = 0; i < QUESTIONS; i++) {
    await addQuestion(
      test.id,
      questionInputSchema.parse({
        sectionId: test.sections[0]!._id,
        textEn: `Question ${i + 1}`,
        optionsEn: ['A', 'B', 'C', 'D'],
        correctOption: i % 4,
      }),
    );
  }
  await setTestPublished(await getTest(test.id), true);
  return { seriesId: series._id, testId: test.id };
}

/**
 * The rank read with `takers` ranked attempts in the histogram, written directly (the read is what is
 * measured): scores of a 100-question paper at +2 / -0.66, right and wrong answers drawn around a
 * typical attempt. The read is always the same eight items; what they hold grows with the distinct
 * scores, which the paper bounds (at most 5,151 here), not with the number of attempts.
 */
async function rankRead(testId: string, takers: number): Promise<{ ms: number; distinct: number }> {
  const around = (mean: number, spread: number) =>
    Math.max(0, Math.round(mean + (Math.random() + Math.random() + Math.random() - 1.5) * spread));
  const scores = Array.from({ length: takers }, (_, i) => {
    const right = Math.min(100, around(55, 40));
    const wrong = Math.min(100 - right, around(20, 25));
    return { attemptId: `${i}`.padStart(8, '0'), scoreHundredths: right * 200 - wrong * 66 };
  });
  await batchWriteAll(histogramItems(testId, scores).map((Item) => ({ PutRequest: { Item } })));
  const runs: number[] = [];
  for (let i = 0; i < 20; i++) {
    const started = performance.now();
    standingIn(await readHistogram(testId), 5_000);
    runs.push(performance.now() - started);
  }
  return { ms: runs.sort((a, b) => a - b)[10]!, distinct: new Set(scores.map((score) => score.scoreHundredths)).size };
}

async function main(): Promise<void> {
  const work = mkdtempSync(join(tmpdir(), 'bench-exam-'));
  const stack = await startLocalStack({ s3Dir: join(work, 's3'), port: 0, jwtSecret: randomBytes(32).toString('hex') });
  const base = `http://127.0.0.1:${stack.port}`;
  let ok = true;
  try {
    const { seriesId, testId } = await publishedTest();
    const admin = await createUser({
      name: 'Bench Admin',
      email: `bench.admin.${randomBytes(3).toString('hex')}@example.com`,
      mobile: '9876543210',
      role: 'admin',
      passwordHash: 'not-a-login',
    });
    const students = await Promise.all(
      Array.from({ length: STUDENTS }, async (_, i) => {
        const user = await createUser({
          name: `Bench Aspirant ${i}`,
          email: `aspirant.${i}.${randomBytes(3).toString('hex')}@example.com`,
          mobile: '9876543210',
          role: 'student',
          passwordHash: 'not-a-login',
        });
        await grantSeriesAccess({ userId: user._id, seriesId, adminId: admin._id });
        return {
          token: await issueToken({ userId: user._id, role: 'student', sessionVersion: 0 }),
          address: nextAddress(),
        };
      }),
    );
    console.log(
      `${STUDENTS} students, a ${QUESTIONS}-question test; each saves every ${SAVE_EVERY_MS / 1000} s for ${MINUTES} min`,
    );

    const starts: Reply[] = [];
    const saves: Reply[] = [];
    const submits: Reply[] = [];
    const problems: string[] = [];
    await Promise.all(
      students.map(async (student, i) => {
        await sleep((START_WINDOW_MS * i) / STUDENTS);
        const started = await call(
          base,
          'POST',
          `/api/tests/${testId}/attempts`,
          student.token,
          undefined,
          student.address,
        );
        starts.push(started);
        const attempt = started.body.attempt as AttemptView | undefined;
        if (!attempt) return;
        const sent = new Map<string, number>();
        const rounds = Math.floor((MINUTES * 60_000) / SAVE_EVERY_MS);
        for (let round = 0; round < rounds; round++) {
          await sleep(SAVE_EVERY_MS * (0.5 + Math.random()));
          const question = attempt.questions[(i + round) % attempt.questions.length]!;
          const option = (i + round) % 4;
          const saved = await call(
            base,
            'PUT',
            `/api/attempts/${attempt._id}/answers/${question._id}`,
            student.token,
            { option, markedForReview: round % 5 === 0, timeSpentSeconds: round * 20 },
            student.address,
          );
          saves.push(saved);
          if (saved.status === 200) sent.set(question._id, option);
        }
        const resumed = await call(
          base,
          'GET',
          `/api/attempts/${attempt._id}`,
          student.token,
          undefined,
          student.address,
        );
        const kept = (resumed.body.attempt as AttemptView | undefined)?.answers ?? {};
        for (const [questionId, option] of sent)
          if (kept[questionId]?.option !== option)
            problems.push(
              `attempt ${attempt._id}: question ${questionId} kept ${kept[questionId]?.option}, sent ${option}`,
            );
        submits.push(
          await call(base, 'POST', `/api/attempts/${attempt._id}/submit`, student.token, {}, student.address),
        );
      }),
    );
    ok = report(`${STUDENTS} starts within ${START_WINDOW_MS / 1000} s`, starts) && ok;
    ok = report(`answer saves`, saves) && ok;
    ok = report(`submits`, submits) && ok;
    console.log(
      problems.length
        ? `problems:\n  ${problems.slice(0, 10).join('\n  ')}`
        : `every attempt kept exactly the answers sent (${saves.length} saves)`,
    );
    ok = ok && problems.length === 0;

    const reads: [number, { ms: number; distinct: number }][] = [];
    for (const takers of [10, 1_000, 10_000]) reads.push([takers, await rankRead(`BENCH${takers}`, takers)]);
    console.log(
      `rank and percentile read, 8 items each time (median of 20): ${reads.map(([takers, read]) => `${takers} attempts (${read.distinct} distinct scores) ${read.ms.toFixed(1)} ms`).join(', ')}; 10,000 / 1,000 = ${(reads[2]![1].ms / reads[1]![1].ms).toFixed(2)}x`,
    );
  } finally {
    await stack.stop();
    rmSync(work, { recursive: true, force: true });
  }
  if (!ok) process.exitCode = 1;
}

await main();
