import type { TestSeries } from '../../../../shared/types';
import { api } from '../../lib/api';

export type { TestSeries };

/** Fails on `success: false`, a failed request or a response without a list. */
export async function fetchTestSeries(signal: AbortSignal): Promise<TestSeries[]> {
  const { testSeries } = await api('GET /api/test-series', {}, { signal });
  if (!Array.isArray(testSeries)) throw new Error('The test series response has no testSeries list');
  return testSeries;
}
