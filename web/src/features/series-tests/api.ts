import type { StudentTestDetail, StudentTestSummary } from '../../../../shared/mock-tests';
import type { TestSeries } from '../../../../shared/types';
import { api, ApiError } from '../../lib/api';

export type { StudentTestDetail, StudentTestSummary, TestSeries };

/** A series the student has, with its published tests and the student's state of each. */
export async function fetchSeriesTests(
  seriesId: string,
  signal: AbortSignal,
): Promise<{ testSeries: TestSeries; tests: StudentTestSummary[] }> {
  const { testSeries, tests } = await api('GET /api/test-series/{id}/tests', { id: seriesId }, { signal });
  if (!testSeries || !Array.isArray(tests)) throw new Error('The response has no test series or tests list');
  return { testSeries, tests };
}

export async function fetchTest(testId: string, signal: AbortSignal): Promise<StudentTestDetail> {
  const { test } = await api('GET /api/tests/{testId}', { testId }, { signal });
  if (!test) throw new Error('The response has no test');
  return test;
}

/**
 * Why a tests page shows no tests: the student lacks the series, an overdue instalment has paused it
 * (its plan's rule), it is not there, or a failure worth retrying.
 */
export type LoadProblem = 'not-purchased' | 'suspended' | 'not-found' | 'failed';

export function loadProblem(error: unknown): LoadProblem {
  if (error instanceof ApiError && error.code === 'test_series_not_purchased') return 'not-purchased';
  if (error instanceof ApiError && error.code === 'test_series_suspended_for_dues') return 'suspended';
  if (error instanceof ApiError && error.status === 404) return 'not-found';
  return 'failed';
}
