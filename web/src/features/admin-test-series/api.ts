import type { TestSeriesInput } from '../../../../shared/schemas';
import type { TestSeries } from '../../../../shared/types';
import { api } from '../../lib/api';

export type { TestSeries };

/** Every test series, inactive ones too. */
export async function fetchAllTestSeries(signal: AbortSignal): Promise<TestSeries[]> {
  const { testSeries } = await api('GET /api/test-series/admin/all', {}, { signal });
  if (!Array.isArray(testSeries)) throw new Error('The admin test series response has no testSeries list');
  return testSeries;
}

export async function createTestSeries(input: TestSeriesInput): Promise<TestSeries> {
  return savedSeries(await api('POST /api/test-series', {}, { body: input }));
}

export async function updateTestSeries(id: string, input: TestSeriesInput): Promise<TestSeries> {
  return savedSeries(await api('PUT /api/test-series/{id}', { id }, { body: input }));
}

export async function deleteTestSeries(id: string): Promise<void> {
  await api('DELETE /api/test-series/{id}', { id });
}

function savedSeries({ testSeries }: { testSeries?: TestSeries }): TestSeries {
  if (!testSeries) throw new Error('The response has no testSeries');
  return testSeries;
}
