import type { AttemptFinish, QuestionFigures, TestResults, TopAttempt } from '#shared/attempts.js';
import { indiaWallClock } from '#shared/india-time.js';
import { fromHundredths } from '#shared/mock-tests.js';
import { queryAll } from '#lib/db.js';
import { getUsers } from '../users/index.js';
import { markingOf, scoredQuestionsOf } from './attempt-finish.js';
import { attemptKeys, RUNNING_PARTITION, toAttemptRecord, type AttemptRecord } from './attempt-records.js';
import { toQuestionRecord } from './question-records.js';
import { scoreAttempt, scoreQuestion } from './scoring.js';
import { loadTestPartition, type TestRecord } from './tests.js';
import { quoteFormulaText, writeQuotePrefix } from '#lib/xlsx-formula-text.js';

const TOP = 10;
const FINISHED_BY_LABEL: Record<AttemptFinish, string> = {
  student: 'Student',
  time: 'Timer',
  server: 'Server',
  refund: 'Refund',
};
const BANDS = 10;

/** A test's finished attempts (one Query of gsi1) and the paper, with the ranked ones in rank order. */
export async function finishedAttempts(
  testId: string,
): Promise<{ test: TestRecord; questionItems: Map<string, Record<string, unknown>>; attempts: AttemptRecord[] }> {
  const [{ test, questionItems }, items] = await Promise.all([
    loadTestPartition(testId),
    queryAll({
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :test',
      ExpressionAttributeValues: { ':test': attemptKeys.testPartition(testId) },
    }),
  ]);
  const attempts = items
    .map(toAttemptRecord)
    .filter((attempt) => attempt.status === 'submitted')
    .sort(
      (a, b) =>
        Number(b.ranked) - Number(a.ranked) ||
        (b.scoreHundredths ?? 0) - (a.scoreHundredths ?? 0) ||
        a.submittedAt!.localeCompare(b.submittedAt!),
    );
  return { test, questionItems, attempts };
}

/** Ranks of ranked attempts in score order: ties share one, the next skips (1, 2, 2, 4). */
export function ranksOf(scores: readonly number[]): number[] {
  const ranks: number[] = [];
  scores.forEach((score, i) => ranks.push(i > 0 && scores[i - 1] === score ? ranks[i - 1]! : i + 1));
  return ranks;
}

async function runningCount(testId: string): Promise<number> {
  const items = await queryAll({
    IndexName: 'gsi2',
    KeyConditionExpression: 'gsi2pk = :running',
    FilterExpression: 'testId = :test',
    ExpressionAttributeValues: { ':running': RUNNING_PARTITION, ':test': testId },
    ProjectionExpression: 'id',
  });
  return items.length;
}

export async function testResults(testId: string): Promise<TestResults> {
  const [{ test, questionItems, attempts }, running] = await Promise.all([
    finishedAttempts(testId),
    runningCount(testId),
  ]);
  const ranked = attempts.filter((attempt) => attempt.ranked);
  const scores = ranked.map((attempt) => attempt.scoreHundredths ?? 0);
  const ranks = ranksOf(scores);
  const students = new Map(
    (await getUsers([...new Set(ranked.slice(0, TOP).map((attempt) => attempt.userId))])).map((user) => [
      user._id,
      user,
    ]),
  );
  const top: TopAttempt[] = ranked.slice(0, TOP).map((attempt, i) => ({
    rank: ranks[i]!,
    attemptId: attempt.id,
    studentId: attempt.userId,
    name: students.get(attempt.userId)?.name ?? 'Deleted account',
    email: students.get(attempt.userId)?.email ?? '',
    score: fromHundredths(attempt.scoreHundredths ?? 0),
    submittedAt: attempt.submittedAt!,
  }));

  const questions = scoredQuestionsOf(
    { questionIds: test.sections.flatMap((section) => section.questionIds) },
    test,
    questionItems,
  );
  const marking = markingOf(test);
  const maxHundredths = questions.length * marking.marksCorrectHundredths;
  const lowest = questions.length * Math.min(marking.marksWrongHundredths, marking.marksBlankHundredths, 0);
  const width = Math.max(1, Math.ceil((maxHundredths - lowest) / BANDS));
  const distribution = Array.from({ length: BANDS }, (_, band) => ({
    from: fromHundredths(lowest + band * width),
    to: fromHundredths(Math.min(maxHundredths, lowest + (band + 1) * width)),
    count: 0,
  }));
  for (const score of scores)
    distribution[Math.min(BANDS - 1, Math.max(0, Math.floor((score - lowest) / width)))]!.count++;

  const sectionTitle = new Map(
    test.sections.flatMap((section) => section.questionIds.map((id) => [id, section.title] as const)),
  );
  const figures: QuestionFigures[] = questions.map((question, i) => {
    const record = toQuestionRecord(questionItems.get(question.id)!);
    const tally = { right: 0, wrong: 0, unanswered: 0 };
    for (const attempt of ranked) {
      if (!attempt.questionIds.includes(question.id)) continue;
      const outcome = scoreQuestion(marking, question, attempt.answers[question.id]).outcome;
      if (outcome === 'correct') tally.right++;
      else if (outcome === 'wrong') tally.wrong++;
      else if (outcome === 'unanswered') tally.unanswered++;
    }
    return {
      questionId: question.id,
      number: i + 1,
      sectionTitle: sectionTitle.get(question.id) ?? '',
      ...(record.textEn ? { textEn: record.textEn } : {}),
      ...(record.textGu ? { textGu: record.textGu } : {}),
      correctOption: record.correctOption,
      ...tally,
      percentRight: ranked.length ? Math.round((tally.right * 10_000) / ranked.length) / 100 : null,
    };
  });

  const sum = scores.reduce((total, score) => total + score, 0);
  return {
    testId: test.id,
    seriesId: test.seriesId,
    title: test.title,
    maxScore: fromHundredths(maxHundredths),
    running,
    finished: attempts.length,
    ranked: ranked.length,
    averageScore: scores.length ? fromHundredths(Math.round(sum / scores.length)) : null,
    topScore: scores.length ? fromHundredths(scores[0]!) : null,
    top,
    distribution,
    questions: figures,
  };
}

/** The .xlsx of a test's results: every finished attempt, ranked ones first in rank order. */
export async function testResultsWorkbook(testId: string): Promise<{ bytes: Uint8Array; fileName: string }> {
  const { test, questionItems, attempts } = await finishedAttempts(testId);
  const ranked = attempts.filter((attempt) => attempt.ranked);
  const ranks = ranksOf(ranked.map((attempt) => attempt.scoreHundredths ?? 0));
  const students = new Map(
    (await getUsers([...new Set(attempts.map((attempt) => attempt.userId))])).map((user) => [user._id, user]),
  );
  const { PassThrough } = await import('node:stream');
  const { default: WorkbookWriter } = await import('exceljs/lib/stream/xlsx/workbook-writer.js');
  const stream = new PassThrough();
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve, reject) => {
    stream.on('end', resolve);
    stream.on('error', reject);
  });
  const workbook = new WorkbookWriter({ stream, useStyles: true, useSharedStrings: false });
  workbook.creator = 'Gyanpath Academy';
  writeQuotePrefix(workbook);
  const sheet = workbook.addWorksheet('Results', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = [
    { header: 'Rank', key: 'rank', width: 8 },
    { header: 'Name', key: 'name', width: 28 },
    { header: 'Email', key: 'email', width: 32 },
    { header: 'Mobile', key: 'mobile', width: 14 },
    { header: 'Score', key: 'score', width: 10, style: { numFmt: '0.00' } },
    { header: 'Out of', key: 'max', width: 10, style: { numFmt: '0.00' } },
    { header: 'Correct', key: 'correct', width: 9 },
    { header: 'Wrong', key: 'wrong', width: 9 },
    { header: 'Unanswered', key: 'unanswered', width: 12 },
    { header: 'Time (minutes)', key: 'minutes', width: 14, style: { numFmt: '0.0' } },
    { header: 'Submitted', key: 'submitted', width: 18, style: { numFmt: 'dd-mm-yyyy hh:mm' } },
    { header: 'Ended by', key: 'finishedBy', width: 10 },
    { header: 'Attempt', key: 'kind', width: 10 },
  ];
  const marking = markingOf(test);
  attempts.forEach((attempt, i) => {
    const student = students.get(attempt.userId);
    const { total } = scoreAttempt(marking, scoredQuestionsOf(attempt, test, questionItems), attempt.answers);
    quoteFormulaText(
      sheet.addRow({
        rank: attempt.ranked ? ranks[i] : '',
        name: student?.name ?? 'Deleted account',
        email: student?.email ?? '',
        mobile: student?.mobile ?? '',
        score: fromHundredths(attempt.scoreHundredths ?? total.scoreHundredths),
        max: fromHundredths(total.maxScoreHundredths),
        correct: total.correct,
        wrong: total.wrong,
        unanswered: total.unanswered,
        minutes: Math.round(total.timeSpentSeconds / 6) / 10,
        submitted: indiaWallClock(new Date(attempt.submittedAt!)),
        finishedBy: FINISHED_BY_LABEL[attempt.finishedBy ?? 'student'],
        kind: attempt.ranked ? 'First' : 'Practice',
      }),
    ).commit();
  });
  sheet.commit();
  await workbook.commit();
  await done;
  const safeTitle =
    test.title
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 60) || 'test';
  return { bytes: new Uint8Array(Buffer.concat(chunks)), fileName: `results-${safeTitle}.xlsx` };
}
