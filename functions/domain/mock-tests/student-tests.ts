import { fromHundredths, type StudentTestDetail, type StudentTestSummary } from '../../../shared/mock-tests.js';
import type { TestSeries } from '../../../shared/types.js';
import { NotFound } from '../../lib/errors.js';
import { getTestSeriesRecord, testSeriesForApi } from '../catalogue/test-series.js';
import { assertSeriesAccess } from './series-access.js';
import { getTest, questionCountOf, testsOfSeries, type TestRecord } from './tests.js';

/**
 * What a student with access sees of a series' tests: published ones only, their settings and the
 * student's state, never a question's answer key or explanation. (Attempts come with the exam hall;
 * until a student starts a test its state is not_started.)
 */
function toSummary(test: TestRecord): StudentTestSummary {
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
    state: 'not_started',
  };
}

export async function seriesTestsForStudent(userId: string, seriesId: string): Promise<{ testSeries: TestSeries; tests: StudentTestSummary[] }> {
  const series = await getTestSeriesRecord(seriesId);
  await assertSeriesAccess(userId, seriesId);
  const tests = (await testsOfSeries(seriesId)).filter((test) => test.published);
  return { testSeries: testSeriesForApi(series), tests: tests.map(toSummary) };
}

/** A published test of a series the student has: 404 for a draft, 403 without the series. */
export async function testForStudent(userId: string, testId: string): Promise<StudentTestDetail> {
  const test = await getTest(testId);
  if (!test.published) throw new NotFound('test_not_found');
  await assertSeriesAccess(userId, test.seriesId);
  return {
    ...toSummary(test),
    seriesId: test.seriesId,
    ...(test.instructions ? { instructions: test.instructions } : {}),
    ...(test.instructionsGu ? { instructionsGu: test.instructionsGu } : {}),
    sections: test.sections.map((section) => ({ _id: section._id, title: section.title, ...(section.titleGu ? { titleGu: section.titleGu } : {}), questionCount: section.questionIds.length })),
  };
}
