import type { TestSeriesCategory } from '../../../../shared/constants';
import { apiFetch } from '../../lib/api-client';

export interface TestSeries {
  _id: string;
  title: string;
  description: string;
  /** Rupees, possibly with paise (e.g. 2499.5). */
  price: number;
  category: TestSeriesCategory;
  duration: string;
  numberOfTests: number;
  features: string[];
  isActive: boolean;
  createdAt: string;
}

/** Fails on `success: false`, a failed request or a response without a list. */
export async function fetchTestSeries(signal: AbortSignal): Promise<TestSeries[]> {
  const { testSeries } = await apiFetch<{ testSeries?: unknown }>('/api/test-series', { signal });
  if (!Array.isArray(testSeries)) throw new Error('The test series response has no testSeries list');
  return testSeries as TestSeries[];
}
