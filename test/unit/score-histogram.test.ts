import { describe, expect, it } from 'vitest';
import {
  addShard,
  HISTOGRAM_SHARDS,
  histogramItems,
  shardOf,
  standingIn,
  type Histogram,
} from '#domain/mock-tests/score-histogram.js';

const histogram = (entries: [number, number][]): Histogram => new Map(entries);

describe('the shard that counts an attempt', () => {
  // Worked out apart from the code (a 31-multiplier string hash kept to 32 bits, modulo 8). A shard must
  // never change for an attempt: a revised key moves the attempt's count in the shard it was counted in.
  it.each([
    ['01JZ8Q3V6W4N2C5K7M9P1R3T5X', 1],
    ['01JZ8Q3V6W4N2C5K7M9P1R3T5Y', 2],
    ['01HX0000000000000000000000', 1],
    ['01J0ABCDEFGHJKMNPQRSTVWXYZ', 3],
    ['01J0ABCDEFGHJKMNPQRSTVWXY0', 1],
    ['01KA7T2B9C4D6E8F0G1H3J5K7M', 4],
    ['01KA7T2B9C4D6E8F0G1H3J5K7N', 5],
    ['01KA7T2B9C4D6E8F0G1H3J5K7P', 7],
  ])('of %s is %i, for good', (attemptId, shard) => {
    expect(shardOf(attemptId)).toBe(shard);
  });
});

describe('reading a shard', () => {
  it('counts the s<score> attributes with a positive count, negative scores included, and nothing else', () => {
    const item = {
      pk: 'TESTSTATS#t1',
      sk: 'HIST#3',
      takers: 9,
      sumHundredths: 1234,
      s150: 2,
      's-66': 3,
      s0: 1,
      s2000: 0,
      s10: -1,
      xs5: 4,
      s5x: 4,
      s: 4,
      's-': 4,
      s7: '2',
    };
    expect([...addShard(new Map(), item)].sort(([a], [b]) => a - b)).toEqual([
      [-66, 3],
      [0, 1],
      [150, 2],
    ]);
  });

  it('adds to what the other shards counted', () => {
    const sum = addShard(addShard(new Map(), { s150: 2, s1234: 1 }), { s150: 5, 's-50': 1 });
    expect(sum).toEqual(
      histogram([
        [150, 7],
        [1234, 1],
        [-50, 1],
      ]),
    );
  });
});

describe('the shards written afresh from scores', () => {
  const scores = [
    { attemptId: '01JZ8Q3V6W4N2C5K7M9P1R3T5X', scoreHundredths: 150 },
    { attemptId: '01HX0000000000000000000000', scoreHundredths: 150 },
    { attemptId: '01KA7T2B9C4D6E8F0G1H3J5K7N', scoreHundredths: -66 },
    { attemptId: '01KA7T2B9C4D6E8F0G1H3J5K7P', scoreHundredths: 4000 },
  ];

  it('are all eight, keyed by test and shard, each counting the attempts of its shard', () => {
    const items = histogramItems('t1', scores);
    expect(items).toHaveLength(HISTOGRAM_SHARDS);
    expect(items[0]).toEqual({ pk: 'TESTSTATS#t1', sk: 'HIST#0', takers: 0, sumHundredths: 0 });
    // Both attempts of shard 1 scored 1.50.
    expect(items[1]).toEqual({ pk: 'TESTSTATS#t1', sk: 'HIST#1', takers: 2, sumHundredths: 300, s150: 2 });
    expect(items[5]).toEqual({ pk: 'TESTSTATS#t1', sk: 'HIST#5', takers: 1, sumHundredths: -66, 's-66': 1 });
    expect(items[7]).toEqual({ pk: 'TESTSTATS#t1', sk: 'HIST#7', takers: 1, sumHundredths: 4000, s4000: 1 });
  });

  it('read back as the histogram of the scores', () => {
    const read = histogramItems('t1', scores).reduce<Histogram>((sum, item) => addShard(sum, item), new Map());
    expect(read).toEqual(
      histogram([
        [150, 2],
        [-66, 1],
        [4000, 1],
      ]),
    );
  });
});

describe('a standing', () => {
  it('has no rank or percentile for a score it was not asked about', () => {
    expect(
      standingIn(
        histogram([
          [150, 2],
          [300, 1],
        ]),
      ),
    ).toEqual({ takers: 3, averageHundredths: 200, topHundredths: 300 });
  });

  it('has no rank or percentile among no takers', () => {
    expect(standingIn(new Map(), 150)).toEqual({ takers: 0, averageHundredths: null, topHundredths: null });
  });

  it('takes the top score when every score is below zero', () => {
    expect(
      standingIn(
        histogram([
          [-66, 1],
          [-132, 2],
        ]),
        -132,
      ),
    ).toEqual({ takers: 3, averageHundredths: -110, topHundredths: -66, rank: 2, percentile: 66.67 });
  });
});
