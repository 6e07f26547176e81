import type { MyTestSeries, TestSeriesAccessStatus } from '../../../../shared/mock-tests';
import type { TestSeries, UpiReceipt } from '../../../../shared/types';
import { api } from '../../lib/api';

export type { TestSeries, TestSeriesAccessStatus };

/** Fails on `success: false`, a failed request or a response without a list. */
export async function fetchTestSeries(signal: AbortSignal): Promise<TestSeries[]> {
  const { testSeries } = await api('GET /api/test-series', {}, { signal });
  if (!Array.isArray(testSeries)) throw new Error('The test series response has no testSeries list');
  return testSeries;
}

/** The UPI link for a series' Purchase Now, to the payee the server is configured with. */
export async function initiateTestSeriesPurchase(
  seriesId: string,
): Promise<{ upiUrl: string; amount: number; payee: { address: string; name: string } }> {
  const { upiUrl, amount, payee } = await api('POST /api/test-series/{id}/upi/initiate', { id: seriesId });
  return { upiUrl, amount, payee };
}

/** The UTR of a series' UPI payment: a pending payment for an admin to verify. */
export async function submitTestSeriesUtr(seriesId: string, utrNumber: string): Promise<UpiReceipt> {
  const { receipt } = await api('POST /api/test-series/{id}/upi/submit-utr', { id: seriesId }, { body: { utrNumber } });
  return receipt;
}

/** The signed-in student's series: purchased, waiting for verification or rejected. */
export async function fetchMyTestSeries(signal: AbortSignal): Promise<MyTestSeries[]> {
  const { testSeries } = await api('GET /api/my/test-series', {}, { signal });
  if (!Array.isArray(testSeries)) throw new Error('The response has no testSeries list');
  return testSeries;
}
