import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addPaise,
  ceilDivPaise,
  formatPaise,
  isRupeeAmount,
  legacyRupeesToPaise,
  MAX_PAISE,
  paise,
  paiseToRupees,
  rupeesToPaise,
  subtractPaise,
} from '#shared/money.js';

const MAX_WHOLE_RUPEES = 1_000_000_000;

/** A rupee amount written as a person or a form would: whole part, then 0, 1 or 2 decimals. */
const rupeeText = fc
  .tuple(fc.integer({ min: 0, max: MAX_WHOLE_RUPEES - 1 }), fc.integer({ min: 0, max: 99 }), fc.constantFrom(0, 1, 2))
  .map(([whole, hundredths, decimals]) => {
    const fraction =
      decimals === 0
        ? ''
        : decimals === 1
          ? `.${Math.floor(hundredths / 10)}`
          : `.${String(hundredths).padStart(2, '0')}`;
    const paiseCount =
      whole * 100 + (decimals === 0 ? 0 : decimals === 1 ? Math.floor(hundredths / 10) * 10 : hundredths);
    return { text: `${whole}${fraction}`, paiseCount };
  });

describe('rupeesToPaise', () => {
  it('turns every amount with at most two decimals into exactly its paise', () => {
    fc.assert(
      fc.property(rupeeText, ({ text, paiseCount }) => {
        expect(rupeesToPaise(Number(text))).toBe(paiseCount);
      }),
    );
  });

  it('round-trips every amount of paise through rupees', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_PAISE }), (count) => {
        expect(rupeesToPaise(paiseToRupees(paise(count)))).toBe(count);
      }),
    );
  });

  it.each([
    [0.1, 10],
    [0.29, 29],
    [1.15, 115],
    [4.35, 435],
    [2499.5, 249950],
    [2499.99, 249999],
    [0, 0],
    [-0, 0],
    [10_000_000, 1_000_000_000],
    [1_000_000_000, 100_000_000_000],
  ])('%d rupees are %d paise, where a float product would be off by one', (rupees, expected) => {
    expect(rupeesToPaise(rupees)).toBe(expected);
  });

  it.each([
    ['1.005 (three decimals, stored as 1.00499999...)', 1.005],
    ['0.1 + 0.2 (0.30000000000000004)', 0.1 + 0.2],
    ['10.999', 10.999],
    ['a tiny fraction', 1e-7],
    ['a negative amount', -1],
    ['a negative amount with paise', -0.5],
    ['NaN', Number.NaN],
    ['Infinity', Number.POSITIVE_INFINITY],
    ['-Infinity', Number.NEGATIVE_INFINITY],
    ['one paisa over the maximum (₹10 lakh crore)', 10_000_000_000_000.01],
    ['far over the maximum', 1e21],
  ])('refuses %s', (_label, rupees) => {
    expect(() => rupeesToPaise(rupees)).toThrow();
    expect(isRupeeAmount(rupees)).toBe(false);
  });

  it('refuses every amount with a third decimal', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: MAX_WHOLE_RUPEES - 1 }),
        fc.integer({ min: 0, max: 999 }),
        (whole, thousandths) => {
          fc.pre(thousandths % 10 !== 0);
          expect(isRupeeAmount(Number(`${whole}.${String(thousandths).padStart(3, '0')}`))).toBe(false);
        },
      ),
    );
  });

  it('refuses every negative amount', () => {
    fc.assert(
      fc.property(fc.double({ max: -Number.MIN_VALUE, noNaN: true }), (rupees) => {
        expect(isRupeeAmount(rupees)).toBe(false);
      }),
    );
  });
});

describe('paiseToRupees', () => {
  it('gives the rupee number of the decimal text', () => {
    fc.assert(
      fc.property(rupeeText, ({ text, paiseCount }) => {
        expect(paiseToRupees(paise(paiseCount))).toBe(Number(text));
      }),
    );
  });

  it.each([
    [249950, 2499.5],
    [29, 0.29],
    [100, 1],
    [0, 0],
  ])('%d paise are %d rupees', (count, rupees) => {
    expect(paiseToRupees(paise(count))).toBe(rupees);
  });
});

describe('legacyRupeesToPaise', () => {
  it('reads old prices, including float noise the old check let through', () => {
    expect(legacyRupeesToPaise(2499.5)).toBe(249950);
    expect(legacyRupeesToPaise(0.1 + 0.2)).toBe(30);
    expect(legacyRupeesToPaise(4999)).toBe(499900);
  });
  it('still refuses amounts that are not money', () => {
    expect(() => legacyRupeesToPaise(-1)).toThrow();
    expect(() => legacyRupeesToPaise(Number.NaN)).toThrow();
  });
});

describe('paise arithmetic', () => {
  it('refuses amounts that are not whole, safe and non-negative', () => {
    for (const value of [-1, 0.5, Number.NaN, Number.POSITIVE_INFINITY, MAX_PAISE + 1])
      expect(() => paise(value)).toThrow();
  });
  it('adds and subtracts, and never goes below zero', () => {
    expect(addPaise(paise(249950), paise(50), paise(0))).toBe(250000);
    expect(subtractPaise(paise(250000), paise(50))).toBe(249950);
    expect(() => subtractPaise(paise(50), paise(51))).toThrow();
  });
  it('grosses up a fee for the gateway charge in integers, rounding up to the next paisa', () => {
    // ₹10,00,000 / 0.9764 = ₹10,24,170.4219...
    expect(ceilDivPaise(paise(100_000_000), 10_000, 9764)).toBe(102_417_043);
    expect(ceilDivPaise(paise(976_400), 10_000, 9764)).toBe(1_000_000);
    expect(() => ceilDivPaise(paise(100), 1, 0)).toThrow();
  });
});

describe('formatPaise', () => {
  it.each([
    [12_500_000, '₹1,25,000'],
    [249_950, '₹2,499.50'],
    [0, '₹0'],
    [10_000_000_000, '₹10,00,00,000'],
    [5, '₹0.05'],
    [99_900, '₹999'],
    [100_000, '₹1,000'],
    [1_234_567_89, '₹12,34,567.89'],
  ])('%d paise read %s', (count, text) => {
    expect(formatPaise(paise(count))).toBe(text);
  });

  it('shows paise when asked even if there are none', () => {
    expect(formatPaise(paise(12_500_000), { alwaysPaise: true })).toBe('₹1,25,000.00');
  });

  it('groups the last three digits, then pairs, and keeps every digit', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_PAISE }), (count) => {
        const text = formatPaise(paise(count), { alwaysPaise: true });
        expect(text).toMatch(/^₹(\d{1,2}(,\d{2})*,\d{3}|\d{1,3})\.\d{2}$/);
        expect(Number(text.slice(1).replaceAll(',', '').replace('.', ''))).toBe(count);
      }),
    );
  });

  it('refuses a negative or fractional amount instead of printing nonsense', () => {
    expect(() => formatPaise(-100 as never)).toThrow();
    expect(() => formatPaise(1.5 as never)).toThrow();
  });
});
