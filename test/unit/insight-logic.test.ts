import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor, TIME_KEY } from '#lib/cursor.js';
import { receivedAt, normaliseReference } from '#domain/payments/offline.js';
import { ledgerPartitions } from '#domain/payments/lists.js';
import { indexUpdate, paymentIndexes } from '#domain/payments/ledger.js';
import { searchTerms } from '#domain/users/student-search.js';
import { statsChanges, statsKeys, statsWrites } from '#domain/stats/stats.js';
import { paise } from '#shared/money.js';

process.env.TABLE_NAME ??= 'unit-test-table';

describe('paging cursors', () => {
  const key = '2026-05-09T18:30:00.000Z#01ARZ3NDEKTSV4RRFFQ69G5FAV';

  it('give back the position they were made from', () => {
    expect(decodeCursor(encodeCursor({ direction: 'older', key }), TIME_KEY)).toEqual({ direction: 'older', key });
    expect(decodeCursor(encodeCursor({ direction: 'newer', key }), TIME_KEY)).toEqual({ direction: 'newer', key });
  });

  it('are refused when edited, cut or made up', () => {
    const cursor = encodeCursor({ direction: 'older', key });
    for (const bad of [
      cursor.slice(0, -2),
      `${cursor}A`,
      'bzoxMjM',
      Buffer.from(`x:${key}`).toString('base64url'),
      Buffer.from(`o:${key}#`).toString('base64url'),
    ]) {
      expect(() => decodeCursor(bad, TIME_KEY), bad).toThrow(
        expect.objectContaining({ code: 'cursor_invalid', field: 'cursor' }),
      );
    }
  });

  it('never decode anything but a key of the expected shape', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 80 }), (text) => {
        const cursor = Buffer.from(text).toString('base64url');
        try {
          expect(decodeCursor(cursor, TIME_KEY).key).toMatch(TIME_KEY);
        } catch (error) {
          expect(error).toMatchObject({ code: 'cursor_invalid' });
        }
      }),
    );
  });
});

describe('student search terms', () => {
  it('are the e-mail, the whole name and the name from each later word, in lower case', () => {
    expect(searchTerms('  Ravi  Kumar PATEL ', 'Ravi.P@Example.com')).toEqual([
      'ravi.p@example.com',
      'ravi kumar patel',
      'kumar patel',
      'patel',
    ]);
  });

  it('hold each term once', () => {
    expect(searchTerms('Ram Ram', 'ram@example.com')).toEqual(['ram@example.com', 'ram ram', 'ram']);
  });
});

describe('counter writes', () => {
  it('merge every change to one item into one update (a transaction may touch an item once)', () => {
    const writes = statsWrites(
      [
        statsChanges.enrolled('C1'),
        ...statsChanges.moneyReceived(paise(150_000), statsKeys.course('C1'), 'GPSC'),
        { key: statsKeys.ledger, add: { paymentCount: 1 } },
      ],
      0,
    );
    expect(writes.map((write) => write.Update.Key)).toEqual([
      statsKeys.course('C1'),
      statsKeys.totals,
      statsKeys.ledger,
    ]);
    expect(writes[0]!.Update).toMatchObject({
      UpdateExpression:
        'ADD #enrollmentCount :enrollmentCount, #totalRevenuePaise :totalRevenuePaise, #paymentCount :paymentCount SET #courseTitle = :courseTitle',
      ExpressionAttributeValues: {
        ':enrollmentCount': 1,
        ':totalRevenuePaise': 150_000,
        ':paymentCount': 1,
        ':courseTitle': 'GPSC',
      },
    });
  });

  it('spread the counters many transactions share over shards, and leave the catalogue counter whole', () => {
    const writes = statsWrites(
      [
        statsChanges.studentRegistered(),
        statsChanges.videoAdded(),
        ...statsChanges.moneyReceived(paise(100), statsKeys.direct('upsc')),
      ],
      3,
    );
    expect(writes.map((write) => write.Update.Key.sk)).toEqual([
      'STUDENTS#S3',
      'CATALOGUE',
      'TOTALS#S3',
      'DIRECT#upsc#S3',
    ]);
    const shards = new Set(
      Array.from({ length: 400 }, () => statsWrites([statsChanges.studentRegistered()])[0]!.Update.Key.sk),
    );
    expect(shards).toEqual(new Set(['STUDENTS', ...[1, 2, 3, 4, 5, 6, 7].map((n) => `STUDENTS#S${n}`)]));
  });

  it('add up repeated changes to the same counter', () => {
    const [write] = statsWrites([statsChanges.videoAdded(), statsChanges.videoAdded(), statsChanges.courseDeleted(5)]);
    expect(write!.Update.ExpressionAttributeValues).toEqual({ ':videoCount': -3, ':courseCount': -1 });
  });
});

describe('payment index entries', () => {
  const base = { id: '01ARZ3NDEKTSV4RRFFQ69G5FAV', createdAt: '2026-06-01T10:00:00.000Z' };

  it('follow the status: queue while pending, received list once paid or approved, ledger always', () => {
    expect(paymentIndexes({ ...base, method: 'upi', status: 'pending' })).toEqual({
      gsi1pk: 'PAYMENTS#pending',
      gsi1sk: `${base.createdAt}#${base.id}`,
      gsi2pk: 'PAYMENTS#upi#pending',
      gsi2sk: `${base.createdAt}#${base.id}`,
    });
    expect(
      paymentIndexes({ ...base, method: 'card', status: 'paid', decidedAt: '2026-06-02T00:00:00.000Z' }),
    ).toMatchObject({ gsi1pk: 'PAYMENTS#received', gsi1sk: `2026-06-02T00:00:00.000Z#${base.id}` });
    expect(
      paymentIndexes({ ...base, method: 'upi', status: 'rejected', decidedAt: '2026-06-02T00:00:00.000Z' }),
    ).toEqual({ gsi2pk: 'PAYMENTS#upi#rejected', gsi2sk: `${base.createdAt}#${base.id}` });
    expect(indexUpdate({ ...base, method: 'upi', status: 'rejected' }).remove).toBe(' REMOVE gsi1pk, gsi1sk');
    const paid = indexUpdate({ ...base, method: 'card', status: 'paid', decidedAt: '2026-06-02T00:00:00.000Z' }, [
      'ttl',
    ]);
    expect(paid).toMatchObject({
      remove: ' REMOVE #rm_ttl',
      names: { '#rm_ttl': 'ttl' },
      set: 'gsi2pk = :ix_gsi2pk, gsi2sk = :ix_gsi2sk, gsi1pk = :ix_gsi1pk, gsi1sk = :ix_gsi1sk',
    });
  });

  it('a filter covers the partitions of its methods and statuses, none for a status a method never has', () => {
    expect(ledgerPartitions({})).toHaveLength(11);
    expect(ledgerPartitions({})).not.toContain('PAYMENTS#card#created');
    expect(ledgerPartitions({ includeUnpaid: true })).toHaveLength(13);
    expect(ledgerPartitions({ status: 'failed' })).toEqual(['PAYMENTS#card#failed']);
    expect(ledgerPartitions({ status: 'approved' })).toEqual(['PAYMENTS#upi#approved', 'PAYMENTS#offline#approved']);
    expect(ledgerPartitions({ method: 'card' })).toEqual([
      'PAYMENTS#card#paid',
      'PAYMENTS#card#partially_refunded',
      'PAYMENTS#card#refunded',
    ]);
    expect(ledgerPartitions({ method: 'offline', status: 'pending' })).toEqual([]);
  });
});

describe('offline payments', () => {
  it('date the money on the day received: now when that is today in India, else that day’s start in India', () => {
    const now = new Date('2026-06-10T20:00:00.000Z'); // 01:30 on 11 June in India
    expect(receivedAt('2026-06-11', now)).toBe(now.toISOString());
    expect(receivedAt('2026-06-10', now)).toBe('2026-06-09T18:30:00.000Z');
  });

  it('compare references without case or repeated spaces', () => {
    expect(normaliseReference('  rcpt   0042 ')).toBe('RCPT 0042');
  });
});
