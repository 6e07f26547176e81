import type { MyTestSeries } from '#shared/mock-tests.js';
import { getTestSeriesMany } from '../catalogue/index.js';
import { newestFirst, paymentsOfUser } from './ledger.js';
import { seriesAccessOfUser } from '../mock-tests/index.js';

/**
 * A student's test series: those they have (bought or granted), and those whose payment waits for an
 * admin or was rejected (with the reason) and that they do not have. Two Queries and two BatchGets.
 */
export async function myTestSeries(userId: string): Promise<MyTestSeries[]> {
  const [access, payments] = await Promise.all([seriesAccessOfUser(userId), paymentsOfUser(userId)]);
  const owned = new Set(access.map((entry) => entry.seriesId));
  const latestPayment = new Map<string, (typeof payments)[number]>();
  for (const payment of [...payments].sort(newestFirst)) {
    if (payment.product !== 'test-series' || owned.has(payment.courseId) || latestPayment.has(payment.courseId))
      continue;
    if (payment.status === 'pending' || payment.status === 'rejected') latestPayment.set(payment.courseId, payment);
  }
  const series = new Map(
    (await getTestSeriesMany([...owned, ...latestPayment.keys()])).map((item) => [item._id, item]),
  );
  const about = (id: string, fallbackTitle: string) => {
    const item = series.get(id);
    return {
      _id: id,
      title: item?.title ?? fallbackTitle,
      description: item?.description ?? '',
      ...(item?.titleGu ? { titleGu: item.titleGu } : {}),
      ...(item?.descriptionGu ? { descriptionGu: item.descriptionGu } : {}),
    };
  };
  const purchased: MyTestSeries[] = access
    .filter((entry) => series.has(entry.seriesId))
    .map((entry) => ({
      testSeries: about(entry.seriesId, ''),
      status: 'purchased',
      since: entry.grantedAt,
      grantedBy: entry.via,
      ...(entry.paymentId ? { paymentId: entry.paymentId } : {}),
    }));
  const waiting: MyTestSeries[] = [...latestPayment.values()].map((payment) => ({
    testSeries: about(payment.courseId, payment.courseTitle),
    status: payment.status === 'pending' ? 'pending' : 'rejected',
    since: payment.decidedAt ?? payment.createdAt,
    paymentId: payment.id,
    ...(payment.rejectionReason ? { rejectionReason: payment.rejectionReason } : {}),
  }));
  return [...purchased, ...waiting].sort((a, b) => b.since.localeCompare(a.since));
}
