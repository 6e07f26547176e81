import type { MyAttempt } from '#shared/attempts.js';
import { fromHundredths } from '#shared/mock-tests.js';
import { batchGetAll, queryPrefix } from '#lib/db.js';
import { attemptKeys, toLatestAttempt } from './attempt-records.js';
import { addShard, histogramKeys, HISTOGRAM_SHARDS, type Histogram, standingIn } from './score-histogram.js';
import { testKeys, toTestRecord } from './tests.js';

/**
 * The tests a student has taken or is taking, newest first, for the dashboard: one Query of their
 * latest-attempt entries, one BatchGet of the tests, one of the ranked tests' histogram shards.
 * Rank is the first attempt's: shown when the latest attempt is that one.
 */
export async function myAttempts(userId: string): Promise<MyAttempt[]> {
  const latest = (await queryPrefix(`USER#${userId}`, attemptKeys.latestPrefix)).map(toLatestAttempt);
  if (latest.length === 0) return [];
  const tests = new Map(
    (await batchGetAll(latest.map((entry) => testKeys.test(entry.testId)))).map((item) => [
      item.id as string,
      toTestRecord(item),
    ]),
  );
  // A test whose series was refunded shows no rank: the refund took the student's attempts out of the ranking.
  const rankedTests = latest
    .filter((entry) => entry.status === 'submitted' && entry.attemptId === entry.firstAttemptId && !entry.refundedAt)
    .map((entry) => entry.testId);
  const shards = await batchGetAll(
    rankedTests.flatMap((testId) =>
      Array.from({ length: HISTOGRAM_SHARDS }, (_, shard) => histogramKeys.shard(testId, shard)),
    ),
  );
  const histograms = new Map<string, Histogram>();
  for (const shard of shards) {
    const testId = histogramKeys.testOf(String(shard.pk));
    histograms.set(testId, addShard(histograms.get(testId) ?? new Map(), shard));
  }
  return latest
    .flatMap((entry): MyAttempt[] => {
      const test = tests.get(entry.testId);
      if (!test) return [];
      const histogram = histograms.get(entry.testId);
      const standing =
        histogram && entry.scoreHundredths !== undefined ? standingIn(histogram, entry.scoreHundredths) : undefined;
      return [
        {
          attemptId: entry.attemptId,
          testId: entry.testId,
          seriesId: test.seriesId,
          title: test.title,
          ...(test.titleGu ? { titleGu: test.titleGu } : {}),
          status: entry.status,
          startedAt: entry.startedAt ?? '',
          endsAt: entry.endsAt ?? '',
          ...(entry.submittedAt ? { submittedAt: entry.submittedAt } : {}),
          ...(entry.status === 'submitted' && entry.scoreHundredths !== undefined
            ? { score: fromHundredths(entry.scoreHundredths) }
            : {}),
          ...(entry.status === 'submitted' && entry.maxScoreHundredths !== undefined
            ? { maxScore: fromHundredths(entry.maxScoreHundredths) }
            : {}),
          ...(standing?.rank !== undefined ? { rank: standing.rank, takers: standing.takers } : {}),
        },
      ];
    })
    .sort((a, b) => b.startedAt.localeCompare(a.startedAt));
}
