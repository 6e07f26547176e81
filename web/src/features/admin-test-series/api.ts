import type { TestSeriesInput } from '../../../../shared/schemas';
import type { TestSeries } from '../../../../shared/types';
import { apiFetch } from '../../lib/api-client';

export type { TestSeries };

/** Every test series, inactive ones too. */
export async function fetchAllTestSeries(signal: AbortSignal): Promise<TestSeries[]> {
  const { testSeries } = await apiFetch<{ testSeries?: unknown }>('/api/test-series/admin/all', { signal });
  if (!Array.isArray(testSeries)) throw new Error('The admin test series response has no testSeries list');
  return testSeries as TestSeries[];
}

export function createTestSeries(input: TestSeriesInput): Promise<TestSeries> {
  return sendTestSeries('/api/test-series', 'POST', input);
}

export function updateTestSeries(id: string, input: TestSeriesInput): Promise<TestSeries> {
  return sendTestSeries(testSeriesPath(id), 'PUT', input);
}

export async function deleteTestSeries(id: string): Promise<void> {
  await apiFetch(testSeriesPath(id), { method: 'DELETE' });
}

async function sendTestSeries(path: string, method: 'POST' | 'PUT', input: TestSeriesInput): Promise<TestSeries> {
  const { testSeries } = await apiFetch<{ testSeries?: TestSeries }>(path, { method, body: input });
  if (!testSeries) throw new Error('The response has no testSeries');
  return testSeries;
}

function testSeriesPath(id: string): string {
  return `/api/test-series/${encodeURIComponent(id)}`;
}
