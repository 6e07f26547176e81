import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { paise } from '#shared/money.js';
import { matchStatement, type StatementMatch } from '#domain/payments/bank-statement-match.js';
import { parseStatement, type StatementLine } from '#domain/payments/bank-statement-parse.js';

interface Pending {
  paymentId: string;
  utr: string;
  amount: ReturnType<typeof paise>;
  student: string;
}

const pendingPayment = (paymentId: string, utr: string, amount: number, student = 'someone'): Pending => ({
  paymentId,
  utr,
  amount: paise(amount),
  student,
});

const credit = (row: number, utrs: string[], amount: number): StatementLine => ({
  row,
  date: '2025-04-01',
  narration: `UPI/${utrs.join('/')}`,
  reference: '',
  credit: paise(amount),
  utrs,
});

/** Each list as [row, paymentId or UTR]: what an admin reads off the answer. */
function summary(result: StatementMatch<Pending>) {
  return {
    matched: result.matched.map(({ line, payment }) => [line.row, payment.paymentId]),
    amountDiffers: result.amountDiffers.map(({ line, payment }) => [line.row, payment.paymentId]),
    utrAlreadyUsed: result.utrAlreadyUsed.map(({ line, utr, payment }) => [line.row, utr, payment?.paymentId]),
    unmatched: result.unmatched.map(({ line }) => line.row),
  };
}

describe('matching the credits of icici.csv with pending UPI payments', () => {
  const { lines } = parseStatement(
    readFileSync(new URL('../../docs/bank-statements/icici.csv', import.meta.url), 'utf8'),
  );
  const pending = [
    pendingPayment('P01', '509112345631', 1_250_000, 'Ravi Patel'),
    pendingPayment('P02', '509212345632', 2_500_000, 'Nisha Desai'),
    pendingPayment('P03', '509312345633', 150_000, 'Amit Shah'),
    pendingPayment('P04', '509512345635', 1_250_000, 'Ravi Patel'),
    pendingPayment('P05', '999999999999', 10_000, 'Nobody paid'),
  ];
  const result = matchStatement(lines, pending, new Set(['509312345634', '111111111111']));

  it('sorts each credit into one list, in row order', () => {
    expect(summary(result)).toEqual({
      // Rows 8, 12 and 14 carry P01's, P03's and P04's UTRs with their amounts to the paisa.
      matched: [
        [8, 'P01'],
        [12, 'P03'],
        [14, 'P04'],
      ],
      // Row 11 is ₹24,999.50 against P02's ₹25,000.
      amountDiffers: [[11, 'P02']],
      // Row 13's UTR was used by a payment already decided.
      utrAlreadyUsed: [[13, '509312345634', undefined]],
      // Row 9 is an NEFT credit with no UTR.
      unmatched: [9],
    });
  });

  it('gives back the payment as the caller gave it, and the whole statement line', () => {
    expect(result.matched[0]).toEqual({
      payment: pending[0],
      line: {
        row: 8,
        date: '2025-04-01',
        narration: 'UPI/509112345631/Payment from Ph/ravi.patel@okaxis/AXIS BANK',
        reference: '-',
        credit: 1_250_000,
        utrs: ['509112345631'],
      },
    });
  });
});

describe('the rules, one by one', () => {
  it('matches on any UTR of the credit, and the amount to the paisa', () => {
    const result = matchStatement(
      [credit(2, ['111111111111', '222222222222'], 50_000), credit(3, ['333333333333'], 50_001)],
      [pendingPayment('A', '222222222222', 50_000), pendingPayment('B', '333333333333', 50_000)],
      new Set(),
    );
    expect(summary(result)).toEqual({
      matched: [[2, 'A']],
      amountDiffers: [[3, 'B']],
      utrAlreadyUsed: [],
      unmatched: [],
    });
  });

  it('reads a pending UTR as a submitted one is kept: case and spaces do not matter', () => {
    const result = matchStatement(
      [credit(2, ['AB12CD34EF56'], 50_000), credit(3, ['412345678901'], 100)],
      [pendingPayment('A', 'ab12 cd34 ef56', 50_000)],
      new Set(['4123 4567 8901']),
    );
    expect(summary(result).matched).toEqual([[2, 'A']]);
    expect(summary(result).utrAlreadyUsed).toEqual([[3, '412345678901', undefined]]);
  });

  it('matches a credit listed twice once; the second copy has a UTR already used, naming the payment', () => {
    const result = matchStatement(
      [credit(5, ['412345678901'], 50_000), credit(9, ['412345678901'], 50_000)],
      [pendingPayment('A', '412345678901', 50_000)],
      new Set(),
    );
    expect(summary(result)).toEqual({
      matched: [[5, 'A']],
      amountDiffers: [],
      utrAlreadyUsed: [[9, '412345678901', 'A']],
      unmatched: [],
    });
  });

  it('gives the payment to the credit with its amount, even below one with another amount', () => {
    const result = matchStatement(
      [credit(3, ['412345678901'], 40_000), credit(7, ['412345678901'], 50_000)],
      [pendingPayment('A', '412345678901', 50_000)],
      new Set(),
    );
    expect(summary(result).matched).toEqual([[7, 'A']]);
    expect(summary(result).utrAlreadyUsed).toEqual([[3, '412345678901', 'A']]);
  });

  it('names a payment in amountDiffers for every credit with its UTR while none has its amount', () => {
    const result = matchStatement(
      [credit(3, ['412345678901'], 40_000), credit(7, ['412345678901'], 45_000)],
      [pendingPayment('A', '412345678901', 50_000)],
      new Set(),
    );
    expect(summary(result).amountDiffers).toEqual([
      [3, 'A'],
      [7, 'A'],
    ]);
  });

  it('gives a UTR two pending payments claim to the first by id that has the amount', () => {
    const lines = [credit(2, ['412345678901'], 50_000)];
    const same = matchStatement(
      lines,
      [pendingPayment('P9', '412345678901', 50_000), pendingPayment('P1', '412345678901', 50_000)],
      new Set(),
    );
    expect(summary(same).matched).toEqual([[2, 'P1']]);
    const different = matchStatement(
      lines,
      [pendingPayment('P1', '412345678901', 40_000), pendingPayment('P9', '412345678901', 50_000)],
      new Set(),
    );
    expect(summary(different).matched).toEqual([[2, 'P9']]);
    const twoCredits = matchStatement(
      [credit(2, ['412345678901'], 50_000), credit(3, ['412345678901'], 50_000)],
      [pendingPayment('P9', '412345678901', 50_000), pendingPayment('P1', '412345678901', 50_000)],
      new Set(),
    );
    expect(summary(twoCredits).matched).toEqual([
      [2, 'P1'],
      [3, 'P9'],
    ]);
  });

  it('prefers the pending payment when its UTR is also among the used ones', () => {
    const result = matchStatement(
      [credit(2, ['412345678901'], 50_000), credit(3, ['512345678901'], 100)],
      [pendingPayment('A', '412345678901', 50_000), pendingPayment('B', '512345678901', 200)],
      new Set(['412345678901', '512345678901']),
    );
    expect(summary(result)).toEqual({
      matched: [[2, 'A']],
      amountDiffers: [[3, 'B']],
      utrAlreadyUsed: [],
      unmatched: [],
    });
  });

  it('leaves a credit with no UTR, or only unknown ones, unmatched', () => {
    const result = matchStatement(
      [credit(2, [], 50_000), credit(3, ['412345678901'], 50_000)],
      [pendingPayment('A', '999999999999', 50_000)],
      new Set(['888888888888']),
    );
    expect(summary(result).unmatched).toEqual([2, 3]);
  });
});

/** Statements and payments drawn from a few UTRs and amounts, so that they meet often. */
const few = {
  utr: fc.constantFrom('100000000001', '100000000002', '100000000003', '100000000004', '100000000005'),
  amount: fc.constantFrom(100, 200, 300),
};
const linesArbitrary = fc
  .array(fc.record({ utrs: fc.uniqueArray(few.utr, { maxLength: 2 }), amount: few.amount }), { maxLength: 12 })
  .map((drawn) => drawn.map(({ utrs, amount }, index) => credit(index + 2, utrs, amount)));
const pendingArbitrary = fc
  .array(fc.record({ utr: few.utr, amount: few.amount }), { maxLength: 8 })
  .map((drawn) => drawn.map(({ utr, amount }, index) => pendingPayment(`P${index}`, utr, amount)));
const usedArbitrary = fc.uniqueArray(few.utr, { maxLength: 3 }).map((utrs) => new Set<string>(utrs));

describe('properties', () => {
  it('puts every credit in exactly one list, and matches each payment once at most, on its UTR and amount', () => {
    fc.assert(
      fc.property(linesArbitrary, pendingArbitrary, usedArbitrary, (lines, pending, used) => {
        const result = matchStatement(lines, pending, used);
        const rows = [
          ...result.matched.map(({ line }) => line.row),
          ...result.amountDiffers.map(({ line }) => line.row),
          ...result.utrAlreadyUsed.map(({ line }) => line.row),
          ...result.unmatched.map(({ line }) => line.row),
        ].sort((a, b) => a - b);
        expect(rows).toEqual(lines.map(({ row }) => row));
        const matchedIds = result.matched.map(({ payment }) => payment.paymentId);
        expect(new Set(matchedIds).size).toBe(matchedIds.length);
        for (const { line, payment } of result.matched) {
          expect(line.utrs).toContain(payment.utr);
          expect(line.credit).toBe(payment.amount);
        }
        const waiting = pending.filter(({ paymentId }) => !matchedIds.includes(paymentId));
        const unpaired = lines.filter((line) => !result.matched.some((pair) => pair.line === line));
        // Nothing left that could have been matched.
        for (const line of unpaired)
          expect(waiting.some((p) => line.utrs.includes(p.utr) && p.amount === line.credit)).toBe(false);
        for (const { line, payment } of result.amountDiffers) {
          expect(line.utrs).toContain(payment.utr);
          expect(line.credit).not.toBe(payment.amount);
          expect(waiting).toContain(payment);
        }
        for (const { line, utr } of result.utrAlreadyUsed) {
          expect(line.utrs).toContain(utr);
          expect(waiting.some((p) => line.utrs.includes(p.utr))).toBe(false);
          expect(used.has(utr) || pending.some((p) => p.utr === utr)).toBe(true);
        }
        for (const { line } of result.unmatched)
          expect(line.utrs.some((utr) => used.has(utr) || pending.some((p) => p.utr === utr))).toBe(false);
      }),
    );
  });

  it('gives the same answer whatever the order of the credits and of the payments', () => {
    fc.assert(
      fc.property(
        linesArbitrary,
        pendingArbitrary,
        usedArbitrary,
        fc.integer(),
        fc.integer(),
        (lines, pending, used, lineSeed, pendingSeed) => {
          const shuffled = <T>(items: T[], seed: number) =>
            items
              .map((item, index) => ({ item, key: Math.sin(seed * 7919 + index * 104_729) }))
              .sort((a, b) => a.key - b.key)
              .map(({ item }) => item);
          expect(summary(matchStatement(shuffled(lines, lineSeed), shuffled(pending, pendingSeed), used))).toEqual(
            summary(matchStatement(lines, pending, used)),
          );
        },
      ),
    );
  });
});

describe('a month of a busy account', () => {
  it('parses and matches a 5,000-credit HDFC statement against 5,000 pending payments', () => {
    const utr = (index: number) => String(509_100_000_000 + index);
    const amount = (index: number) => 50_000 + (index % 97) * 1_250 + (index % 3) * 50;
    const rupees = (count: number) => `${Math.floor(count / 100)}.${String(count % 100).padStart(2, '0')}`;
    const rows = [
      'HDFC BANK Ltd.,,,,,,Page No .:     1',
      'Statement From : 01/04/2025 To : 30/04/2025,,,,,,',
      'Date,Narration,Chq./Ref.No.,Value Dt,Withdrawal Amt.,Deposit Amt.,Closing Balance',
      '********,********,********,********,********,********,********',
    ];
    // Credits 0-3,999 pay P0-P3,999 exactly; 4,000-4,499 are a rupee short of P4,000-P4,499; 4,500-4,799
    // carry UTRs already used; 4,800-4,999 are NEFT credits. P4,500-P4,999 have no credit at all.
    for (let index = 0; index < 5_000; index++) {
      const isNeft = index >= 4_800;
      const narration = isNeft
        ? `NEFT CR-SBIN0001234-PAYER ${index}-SBINN5202504${String(index).padStart(7, '0')}`
        : `UPI-PAYER ${index}-payer${index}@okaxis-UTIB0000123-${utr(index)}-FEES`;
      const paid = index >= 4_000 && index < 4_500 ? amount(index) - 100 : amount(index);
      rows.push(
        `01/04/25,${narration},${isNeft ? '0000000000000000' : `0000${utr(index)}`},01/04/25,,${rupees(paid)},0.00`,
      );
      if (index % 10 === 0) rows.push('01/04/25,CHRG: SMS ALERT,0000000000000000,01/04/25,17.70,,0.00');
    }
    const { layout, lines } = parseStatement(rows.join('\n'));
    expect(layout).toBe('hdfc');
    expect(lines).toHaveLength(5_000);
    const pending = Array.from({ length: 5_000 }, (_, index) =>
      pendingPayment(`P${String(index).padStart(4, '0')}`, utr(index < 4_500 ? index : 10_000 + index), amount(index)),
    );
    const used = new Set(Array.from({ length: 300 }, (_, offset) => utr(4_500 + offset)));

    const result = matchStatement(lines, pending, used);

    expect(result.matched).toHaveLength(4_000);
    expect(result.amountDiffers).toHaveLength(500);
    expect(result.utrAlreadyUsed).toHaveLength(300);
    expect(result.unmatched).toHaveLength(200);
    for (const [position, { line, payment }] of result.matched.entries()) {
      expect(payment.paymentId).toBe(`P${String(position).padStart(4, '0')}`);
      expect(line.utrs).toEqual([payment.utr]);
      expect(line.credit).toBe(payment.amount);
    }
    // Credit 4,000 was the 4,001st UPI credit, in row 4 + 4,000 + 400 charges + 1.
    expect(summary(result).amountDiffers[0]).toEqual([4_405, 'P4000']);
    expect(result.amountDiffers[0]!.line.credit).toBe(amount(4_000) - 100);
  });
});
