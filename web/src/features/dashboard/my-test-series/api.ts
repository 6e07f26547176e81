import type { MyTestSeries } from '../../../../../shared/mock-tests';
import { api } from '../../../lib/api';

export type { MyTestSeries };

export async function fetchMyTestSeries(signal: AbortSignal): Promise<MyTestSeries[]> {
  const { testSeries } = await api('GET /api/my/test-series', {}, { signal });
  if (!Array.isArray(testSeries)) throw new Error('The response has no testSeries list');
  return testSeries;
}
