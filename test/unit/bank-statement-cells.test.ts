import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readStatementAmount, readStatementDate, utrCandidates } from '#domain/payments/bank-statement-cells.js';
import { normaliseUtr } from '#domain/payments/upi.js';

describe('a statement date', () => {
  it.each([
    ['15/04/2025', '2025-04-15'],
    ['15/04/25', '2025-04-15'],
    ['5/4/25', '2025-04-05'],
    ['15-04-2025', '2025-04-15'],
    ['15.04.2025', '2025-04-15'],
    ['1 Apr 2025', '2025-04-01'],
    ['01 APR 2025', '2025-04-01'],
    ['15-Apr-25', '2025-04-15'],
    ['15-Apr-2025', '2025-04-15'],
    ['15 April 2025', '2025-04-15'],
    ['15 Sept 2025', '2025-09-15'],
    ['15 April, 2025', '2025-04-15'],
    ['2025-04-15', '2025-04-15'],
    ['  15/04/2025  ', '2025-04-15'],
    ['15/04/2025 10:32:05', '2025-04-15'],
    ['15/04/2025 10:32 AM', '2025-04-15'],
    ['2025-04-15T10:32:05Z', '2025-04-15'],
    ['29/02/2024', '2024-02-29'],
    ['31/12/99', '2099-12-31'],
  ])('%s is %s (day first)', (text, iso) => {
    expect(readStatementDate(text)).toBe(iso);
  });

  it.each([
    '',
    '29/02/2025',
    '31/04/2025',
    '00/04/2025',
    '15/13/2025',
    '15/00/2025',
    '32/01/2025',
    '15 Apx 2025',
    '15 Aprill 2025',
    'Apr 15 2025',
    '2025/04/15',
    '15/04/202',
    '15042025',
    '12,345.00',
    'Opening Balance',
  ])('%j is not a date', (text) => {
    expect(readStatementDate(text)).toBeUndefined();
  });
});

describe('a statement amount', () => {
  it.each([
    ['1,23,456.50', 'credit', 12_345_650],
    ['123,456.50', 'credit', 12_345_650],
    ['12,34,56,789.05', 'credit', 12_345_678_905],
    ['500', 'credit', 50_000],
    ['500.5', 'credit', 50_050],
    ['0.01', 'credit', 1],
    ['  799.00  ', 'credit', 79_900],
    ['₹1,000', 'credit', 100_000],
    ['Rs. 1,000.00', 'credit', 100_000],
    ['INR 250', 'credit', 25_000],
    ['4999.50 Cr', 'credit', 499_950],
    ['4,999.50CR', 'credit', 499_950],
    ['4999.50 Cr.', 'credit', 499_950],
    ['100.00 Dr', 'debit', 10_000],
    ['100.00DR', 'debit', 10_000],
    ['-100', 'debit', 10_000],
    ['(1,100.00)', 'debit', 110_000],
  ] as const)('%j is a %s of %d paise', (text, kind, amount) => {
    expect(readStatementAmount(text)).toEqual({ kind, amount });
  });

  it.each(['', '   ', '-', '0', '0.00', '0.0', '0.00 Cr', '(0.00)'])('%j is no money', (text) => {
    expect(readStatementAmount(text)).toEqual({ kind: 'none' });
  });

  it.each([
    '12.345',
    '1,2,3',
    '12,34',
    '1,23,4567',
    'abc',
    '500 rupees',
    '.50',
    '5.',
    'Rs',
    '1e5',
    '99999999999999999',
  ])('%j is not an amount', (text) => {
    expect(readStatementAmount(text)).toBeUndefined();
  });

  it('reads every amount written with Indian digit groups to exactly its paise', () => {
    const indian = (whole: number) => {
      const digits = String(whole);
      if (digits.length <= 3) return digits;
      const head = digits.slice(0, -3);
      const pairs =
        head.length % 2 === 1 ? [head[0], ...(head.slice(1).match(/../g) ?? [])] : (head.match(/../g) ?? []);
      return `${pairs.join(',')},${digits.slice(-3)}`;
    };
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999_999 }), fc.integer({ min: 1, max: 99 }), (whole, hundredths) => {
        const text = `${indian(whole)}.${String(hundredths).padStart(2, '0')}`;
        expect(readStatementAmount(text)).toEqual({ kind: 'credit', amount: whole * 100 + hundredths });
      }),
    );
  });
});

describe('the UTRs of a credit', () => {
  it.each([
    ['', 'UPI/412345678901/PAYMENT FROM RAVI/ravi@okaxis/GPSC', ['412345678901']],
    ['', 'UPI-RAVI PATEL-ravi@oksbi-SBIN0001234-412345678901-FEES', ['412345678901']],
    ['', 'IMPS/P2A/412345678901/RAVI/HDFC', ['412345678901']],
    ['', 'BY TRANSFER-UPI/CR/412345678901/RAVI PATEL/SBIN/ravi@oksbi/UPI--', ['412345678901']],
    ['0000412345678901', 'UPI-RAVI-RAVI@OKAXIS-UTIB0000123-412345678901-FEES', ['412345678901']],
    ['412345678901', 'UPI/512345678901/SECOND', ['412345678901', '512345678901']],
    ['4123 4567 8901', '', ['412345678901']],
    ['ab12 cd34 ef56', '', ['AB12CD34EF56']],
    ['', 'ref ab12cd34ef56 fees', ['AB12CD34EF56']],
    ['TRANSFER FROM 4897736162097', 'NEFT*HDFC0000123*N092250123456789*KIRAN', []],
    ['', 'SCHOLARSHIPS CONTRIBUTION', []],
    ['', 'ACCOUNT 00000031234567890', []],
    ['', '1234567890123', []],
  ])('%j and %j carry %j', (reference, narration, utrs) => {
    expect(utrCandidates(reference, narration)).toEqual(utrs);
  });

  it('reads a UTR written in a reference the way a submitted UTR is read', () => {
    const utr = fc
      .array(fc.constantFrom(...'0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'), {
        minLength: 12,
        maxLength: 12,
      })
      .filter((chars) => chars.some((char) => /\d/.test(char)));
    fc.assert(
      fc.property(utr, fc.array(fc.integer({ min: 0, max: 11 })), (chars, spaces) => {
        const written = chars.map((char, index) => (spaces.includes(index) ? ` ${char}` : char)).join('');
        expect(utrCandidates(written, '')).toContain(normaliseUtr(written));
      }),
    );
  });
});
