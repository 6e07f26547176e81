import type { TestSeriesBody } from '../../../../shared/test-series-body';
import type { TestSeries } from '../../../../shared/types';
import { api } from '../../lib/api';

export type { TestSeries };

/** The tests a series really has; its `numberOfTests` is only what it advertises. */
export interface TestCount {
  published: number;
  total: number;
}

/** A series on the admin's list, with its real test count once the list has been read. */
export type AdminSeries = TestSeries & { testCount?: TestCount };

/** Every test series, inactive ones too, each with the tests it really has. */
export async function fetchAllTestSeries(signal: AbortSignal): Promise<AdminSeries[]> {
  const { testSeries, testCounts } = await api('GET /api/test-series/admin/all', {}, { signal });
  if (!Array.isArray(testSeries)) throw new Error('The admin test series response has no testSeries list');
  return testSeries.map((series) => {
    const testCount = testCounts?.[series._id];
    return testCount ? { ...series, testCount } : series;
  });
}

export async function createTestSeries(input: TestSeriesBody): Promise<TestSeries> {
  return savedSeries(await api('POST /api/test-series', {}, { body: input }));
}

export async function updateTestSeries(id: string, input: TestSeriesBody): Promise<TestSeries> {
  return savedSeries(await api('PUT /api/test-series/{id}', { id }, { body: input }));
}

export async function deleteTestSeries(id: string): Promise<void> {
  await api('DELETE /api/test-series/{id}', { id });
}

function savedSeries({ testSeries }: { testSeries?: TestSeries }): TestSeries {
  if (!testSeries) throw new Error('The response has no testSeries');
  return testSeries;
}
