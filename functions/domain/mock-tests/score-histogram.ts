import { batchGetAll, tableName } from '#lib/db.js';

/**
 * The scores of a test's ranked (first) attempts as a histogram, so that rank and percentile cost the
 * same to read with 10 attempts or 10,000: a few items, not a walk over the attempts.
 *   TESTSTATS#<testId> / HIST#<n>   { s<score in hundredths>: count, takers, sumHundredths }
 * Eight shards, each attempt counted in one (by its id), so 300 students finishing at the bell do not
 * all write one item. A read takes the eight in one BatchGet and adds them up.
 */
export const HISTOGRAM_SHARDS = 8;

export const histogramKeys = {
  partition: (testId: string) => `TESTSTATS#${testId}`,
  testOf: (pk: string) => pk.slice('TESTSTATS#'.length),
  shard: (testId: string, shard: number) => ({ pk: `TESTSTATS#${testId}`, sk: `HIST#${shard}` }),
};

const SCORE_ATTRIBUTE = /^s(-?\d+)$/;

export function shardOf(attemptId: string): number {
  let hash = 0;
  for (const char of attemptId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash % HISTOGRAM_SHARDS;
}

/** The transaction item that counts (or, with -1, uncounts) one attempt's score. */
export function histogramChange(testId: string, attemptId: string, scoreHundredths: number, delta: 1 | -1 = 1) {
  return {
    Update: {
      TableName: tableName(),
      Key: histogramKeys.shard(testId, shardOf(attemptId)),
      UpdateExpression: 'ADD #score :delta, takers :delta, sumHundredths :sum',
      ExpressionAttributeNames: { '#score': `s${scoreHundredths}` },
      ExpressionAttributeValues: { ':delta': delta, ':sum': scoreHundredths * delta },
    },
  };
}

/** The transaction item that moves one attempt's count from its old score to its new one (a revised key). */
export function histogramMove(testId: string, attemptId: string, fromHundredths: number, toHundredths: number) {
  return {
    Update: {
      TableName: tableName(),
      Key: histogramKeys.shard(testId, shardOf(attemptId)),
      UpdateExpression: 'ADD #from :minus, #to :plus, sumHundredths :difference',
      ExpressionAttributeNames: { '#from': `s${fromHundredths}`, '#to': `s${toHundredths}` },
      ExpressionAttributeValues: { ':minus': -1, ':plus': 1, ':difference': toHundredths - fromHundredths },
    },
  };
}

/** Score (hundredths) → how many ranked attempts have it. */
export type Histogram = Map<number, number>;

export async function readHistogram(testId: string): Promise<Histogram> {
  const keys = Array.from({ length: HISTOGRAM_SHARDS }, (_, shard) => histogramKeys.shard(testId, shard));
  const histogram: Histogram = new Map();
  for (const item of await batchGetAll(keys, { consistent: true })) addShard(histogram, item);
  return histogram;
}

/** Adds one shard item's counts to a histogram. */
export function addShard(histogram: Histogram, item: Record<string, unknown>): Histogram {
  for (const [name, value] of Object.entries(item)) {
    const score = SCORE_ATTRIBUTE.exec(name)?.[1];
    if (score !== undefined && typeof value === 'number' && value > 0)
      histogram.set(Number(score), (histogram.get(Number(score)) ?? 0) + value);
  }
  return histogram;
}

/** The shards' items written afresh from a list of scores (after the answer key changed). */
export function histogramItems(
  testId: string,
  scores: readonly { attemptId: string; scoreHundredths: number }[],
): Record<string, unknown>[] {
  const shards = Array.from(
    { length: HISTOGRAM_SHARDS },
    (_, shard): Record<string, unknown> => ({ ...histogramKeys.shard(testId, shard), takers: 0, sumHundredths: 0 }),
  );
  for (const { attemptId, scoreHundredths } of scores) {
    const shard = shards[shardOf(attemptId)]!;
    shard[`s${scoreHundredths}`] = ((shard[`s${scoreHundredths}`] as number | undefined) ?? 0) + 1;
    shard.takers = (shard.takers as number) + 1;
    shard.sumHundredths = (shard.sumHundredths as number) + scoreHundredths;
  }
  return shards;
}

export interface Standing {
  takers: number;
  averageHundredths: number | null;
  topHundredths: number | null;
  /** Of a score among them: 1 + those above it (ties share a rank). */
  rank?: number;
  /** Of a score among them: the percentage at or below it, two decimals. */
  percentile?: number;
}

export function standingIn(histogram: Histogram, scoreHundredths?: number): Standing {
  let takers = 0;
  let sum = 0;
  let top: number | null = null;
  let above = 0;
  let atOrBelow = 0;
  for (const [score, count] of histogram) {
    takers += count;
    sum += score * count;
    top = top === null ? score : Math.max(top, score);
    if (scoreHundredths !== undefined) {
      if (score > scoreHundredths) above += count;
      else atOrBelow += count;
    }
  }
  const standing: Standing = {
    takers,
    averageHundredths: takers ? Math.round(sum / takers) : null,
    topHundredths: top,
  };
  if (scoreHundredths !== undefined && takers > 0) {
    standing.rank = above + 1;
    standing.percentile = Math.round((atOrBelow * 10_000) / takers) / 100;
  }
  return standing;
}
