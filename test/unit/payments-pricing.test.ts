import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DIRECT_COURSES, orderAmountRupees, priceDirectCourse } from '#shared/direct-courses.js';
import { financialYear, formatReceiptNumber, RECEIPT_NUMBER_PATTERN } from '#domain/payments/receipts.js';
import { gstSplit } from '#lib/receipt-pdf.js';
import { paise } from '#shared/money.js';

describe('direct-course prices', () => {
  it('has the spec table', () => {
    expect(DIRECT_COURSES.gpsc).toMatchObject({
      title: 'GPSC Class 1-2',
      fees: 10000,
      with_material_fees: 17500,
      cancelled_fee: 32000,
    });
    expect(DIRECT_COURSES.upsc).toMatchObject({
      title: 'UPSC Exam Prelims + Mains',
      fees: 35000,
      with_material_fees: 35000,
      cancelled_fee: 45000,
    });
  });

  it.each([
    [10000, 10242],
    [17500, 17923],
    [35000, 35846],
    [9764, 10000],
    [0, 0],
  ])('ceil(%i / 0.9764) = %i', (fee, amount) => {
    expect(orderAmountRupees(fee)).toBe(amount);
  });

  it('agrees with ceil(fee / 0.9764) computed exactly for every fee up to 100000', () => {
    const wrong: number[] = [];
    for (let fee = 1; fee <= 100_000; fee++) {
      const amount = orderAmountRupees(fee);
      // amount is the least whole number with amount * 9764 >= fee * 10000
      if (!(amount * 9764 >= fee * 10000 && (amount - 1) * 9764 < fee * 10000)) wrong.push(fee);
    }
    expect(wrong).toEqual([]);
  });

  it('adds the GPSC material and none for UPSC', () => {
    expect(priceDirectCourse('gpsc', true)).toMatchObject({ fee: 10000, material: 7500, orderAmount: 17923 });
    expect(priceDirectCourse('upsc', true)).toMatchObject({ fee: 35000, material: 0, orderAmount: 35846 });
  });
});

describe('receipt numbers', () => {
  it('change financial year on 1 April, India time', () => {
    expect(financialYear(new Date('2027-03-31T18:29:59Z'))).toBe('26-27');
    expect(financialYear(new Date('2027-03-31T18:30:00Z'))).toBe('27-28');
    expect(financialYear(new Date('2026-04-01T00:00:00+05:30'))).toBe('26-27');
    expect(financialYear(new Date('2099-12-31T00:00:00Z'))).toBe('99-00');
  });

  it('are at most 16 characters of letters, digits and dashes', () => {
    const number = formatReceiptNumber('26-27', 123);
    expect(number).toBe('GA-26-27-000123');
    expect(number.length).toBeLessThanOrEqual(16);
    expect(number).toMatch(RECEIPT_NUMBER_PATTERN);
    expect(number).toMatch(/^[A-Za-z0-9-]+$/);
  });
});

describe('GST split (18% included in what the student paid)', () => {
  it.each([1000000, 1750000, 1792300, 3584600, 1, 99])(
    'adds back up for %i paise, with CGST equal to SGST',
    (total) => {
      const { taxable, cgst, sgst } = gstSplit(paise(total));
      expect(taxable + cgst + sgst).toBe(total);
      expect(cgst).toBe(sgst);
    },
  );

  it('takes 18% on the taxable value', () => {
    expect(gstSplit(paise(1180000))).toEqual({ taxable: 1000000, cgst: 90000, sgst: 90000 });
    // ₹17,923 (GPSC with material, gateway fee included): 9/118 of it is ₹1,367.01 (half up), twice.
    expect(gstSplit(paise(1792300))).toEqual({ taxable: 1518898, cgst: 136701, sgst: 136701 });
  });

  it('for any amount: equal halves, an exact sum, and a taxable value within a paisa of 100/118', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), (total) => {
        const { taxable, cgst, sgst } = gstSplit(paise(total));
        expect(cgst).toBe(sgst);
        expect(taxable + cgst + sgst).toBe(total);
        expect(taxable).toBeGreaterThanOrEqual(0);
        expect(Math.abs(taxable - (total * 100) / 118)).toBeLessThanOrEqual(1);
      }),
    );
  });
});
