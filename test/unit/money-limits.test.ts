import { describe, expect, it } from 'vitest';
import {
  ceilDivPaise,
  formatRupeeAmount,
  isRupeeAmount,
  legacyRupeesToPaise,
  MAX_PAISE,
  MAX_RUPEES,
  MoneyError,
  paise,
  rupeesToPaise,
} from '#shared/money.js';

/** The ceiling the money code promises: ₹10 lakh crore. */
const TEN_LAKH_CRORE_RUPEES = 10_000_000_000_000;

describe('the largest amount', () => {
  it('is ₹10 lakh crore, itself allowed, in rupees and in paise', () => {
    expect(MAX_RUPEES).toBe(TEN_LAKH_CRORE_RUPEES);
    expect(MAX_PAISE).toBe(TEN_LAKH_CRORE_RUPEES * 100);
    expect(paise(TEN_LAKH_CRORE_RUPEES * 100)).toBe(TEN_LAKH_CRORE_RUPEES * 100);
    expect(rupeesToPaise(TEN_LAKH_CRORE_RUPEES)).toBe(TEN_LAKH_CRORE_RUPEES * 100);
    expect(isRupeeAmount(TEN_LAKH_CRORE_RUPEES)).toBe(true);
  });

  it('is the limit: a rupee more is refused as too large', () => {
    expect(() => rupeesToPaise(TEN_LAKH_CRORE_RUPEES + 1)).toThrow(
      `Rupee amount is too large: ${TEN_LAKH_CRORE_RUPEES + 1}`,
    );
    expect(() => legacyRupeesToPaise(TEN_LAKH_CRORE_RUPEES + 1)).toThrow('Rupee amount is too large');
    expect(() => paise(TEN_LAKH_CRORE_RUPEES * 100 + 1)).toThrow(
      `Not a valid amount of paise: ${TEN_LAKH_CRORE_RUPEES * 100 + 1}`,
    );
  });
});

describe('a refused amount', () => {
  it('is a MoneyError that names the rule it broke and the amount', () => {
    const refusal = (() => {
      try {
        rupeesToPaise(-1);
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toBeInstanceOf(MoneyError);
    expect(refusal).toMatchObject({ name: 'MoneyError', message: 'Not a valid amount of rupees: -1' });
  });

  it.each([
    [-0.5, 'Not a valid amount of rupees: -0.5'],
    [Number.NaN, 'Not a valid amount of rupees: NaN'],
    [Number.POSITIVE_INFINITY, 'Not a valid amount of rupees: Infinity'],
    [10.999, 'Rupee amounts have at most two decimals: 10.999'],
  ])('%d rupees: %s', (rupees, message) => {
    expect(() => rupeesToPaise(rupees)).toThrow(message);
  });

  it('is refused by the legacy reading too when it is not money at all', () => {
    expect(() => legacyRupeesToPaise(-0.5)).toThrow('Not a valid amount of rupees: -0.5');
    expect(() => legacyRupeesToPaise(Number.NaN)).toThrow('Not a valid amount of rupees: NaN');
  });
});

describe('a valid rupee amount', () => {
  it.each([0, 0.01, 2499.5, 10_000])('%d is one', (rupees) => {
    expect(isRupeeAmount(rupees)).toBe(true);
  });

  it('reads as the ₹ text of its paise', () => {
    expect(formatRupeeAmount(2499.5)).toBe('₹2,499.50');
    expect(formatRupeeAmount(125_000)).toBe('₹1,25,000');
    expect(formatRupeeAmount(125_000, { alwaysPaise: true })).toBe('₹1,25,000.00');
    expect(() => formatRupeeAmount(0.1 + 0.2)).toThrow(MoneyError);
  });
});

describe('scaling an amount by a ratio', () => {
  it('takes a zero numerator (nothing) and a denominator of one', () => {
    expect(ceilDivPaise(paise(12_345), 0, 9764)).toBe(0);
    expect(ceilDivPaise(paise(12_345), 3, 1)).toBe(37_035);
  });

  it.each([
    [-1, 9764],
    [1.5, 9764],
    [Number.NaN, 9764],
    [10_000, 0],
    [10_000, -9764],
    [10_000, 97.64],
    [10_000, Number.POSITIVE_INFINITY],
  ])('refuses %d / %d as a ratio', (numerator, denominator) => {
    expect(() => ceilDivPaise(paise(100), numerator, denominator)).toThrow(
      `Not a valid ratio: ${numerator}/${denominator}`,
    );
  });

  it('refuses a product too large to compute exactly, even when the result would fit', () => {
    // 10^15 paise × 10,000 is far past 2^53: the quotient, 5 × 10^14, would be a valid amount but not an exact one.
    expect(() => ceilDivPaise(paise(MAX_PAISE), 10_000, 20_000)).toThrow(
      `Too large to scale exactly: ${MAX_PAISE} × 10000`,
    );
  });
});
