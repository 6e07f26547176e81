import { fromHundredths, type StudentTestDetail, type StudentTestSummary } from '#shared/mock-tests.js';
import type { TestSeries } from '#shared/types.js';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, queryPrefix, tableName } from '#lib/db.js';
import { NotFound } from '#lib/errors.js';
import { attemptKeys, toLatestAttempt, type LatestAttempt } from './attempt-records.js';
import { getTestSeriesRecord, testSeriesForApi } from '../catalogue/index.js';
import { assertSeriesAccess, type SeriesOpenCheck } from './series-access.js';
import { getTest, questionCountOf, testsOfSeries, type TestRecord } from './tests.js';

/**
 * What a student with access sees of a series' tests: published ones only, their settings and the
 * student's state (from their latest attempt), never a question's answer key or explanation.
 */
function toSummary(test: TestRecord, latest?: LatestAttempt): StudentTestSummary {
  return {
    _id: test.id,
    title: test.title,
    ...(test.titleGu ? { titleGu: test.titleGu } : {}),
    durationMinutes: test.durationMinutes,
    questionCount: questionCountOf(test),
    marksCorrect: fromHundredths(test.marksCorrectHundredths),
    marksWrong: fromHundredths(test.marksWrongHundredths),
    marksBlank: fromHundredths(test.marksBlankHundredths),
    ...(test.opensAt ? { opensAt: test.opensAt } : {}),
    ...(test.closesAt ? { closesAt: test.closesAt } : {}),
    state: latest ? latest.status : 'not_started',
    ...(latest
      ? { attemptId: latest.attemptId, attempts: latest.attempts, allowReattempts: test.allowReattempts }
      : { allowReattempts: test.allowReattempts }),
    ...(latest?.scoreHundredths !== undefined && latest.status === 'submitted'
      ? { score: fromHundredths(latest.scoreHundredths) }
      : {}),
  };
}

async function latestAttempts(userId: string): Promise<Map<string, LatestAttempt>> {
  const items = await queryPrefix(`USER#${userId}`, attemptKeys.latestPrefix);
  return new Map(items.map((item) => [item.testId as string, toLatestAttempt(item)]));
}

async function latestAttempt(userId: string, testId: string): Promise<LatestAttempt | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: attemptKeys.latest(userId, testId), ConsistentRead: true }),
  );
  return Item ? toLatestAttempt(Item) : undefined;
}

export async function seriesTestsForStudent(
  userId: string,
  seriesId: string,
  seriesOpen?: SeriesOpenCheck,
): Promise<{ testSeries: TestSeries; tests: StudentTestSummary[] }> {
  const series = await getTestSeriesRecord(seriesId);
  await assertSeriesAccess(userId, seriesId, seriesOpen);
  const [tests, latest] = await Promise.all([testsOfSeries(seriesId), latestAttempts(userId)]);
  return {
    testSeries: testSeriesForApi(series),
    tests: tests.filter((test) => test.published).map((test) => toSummary(test, latest.get(test.id))),
  };
}

/** A published test of a series the student has: 404 for a draft, 403 without the series. */
export async function testForStudent(
  userId: string,
  testId: string,
  seriesOpen?: SeriesOpenCheck,
): Promise<StudentTestDetail> {
  const test = await getTest(testId);
  if (!test.published) throw new NotFound('test_not_found');
  await assertSeriesAccess(userId, test.seriesId, seriesOpen);
  return {
    ...toSummary(test, await latestAttempt(userId, testId)),
    seriesId: test.seriesId,
    ...(test.instructions ? { instructions: test.instructions } : {}),
    ...(test.instructionsGu ? { instructionsGu: test.instructionsGu } : {}),
    sections: test.sections.map((section) => ({
      _id: section._id,
      title: section.title,
      ...(section.titleGu ? { titleGu: section.titleGu } : {}),
      questionCount: section.questionIds.length,
    })),
  };
}
