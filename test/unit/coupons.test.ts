import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { couponEditSchema, couponFromInput, couponInputSchema, normaliseCouponCode } from '#shared/coupons.js';
import { isErrorCode } from '#shared/error-codes.js';

const valid = { code: 'topper-50', percentOff: 50 };

function refusal(input: unknown) {
  const result = couponInputSchema.safeParse(input);
  expect(result.success).toBe(false);
  const issue = result.error!.issues[0]!;
  const params = (issue as { params?: { code?: string } }).params;
  return { message: issue.message, field: issue.path.join('.'), code: params?.code };
}

describe('a coupon code', () => {
  it.each([
    [' topper50 ', 'TOPPER50'],
    ['Early-Bird-2026', 'EARLY-BIRD-2026'],
    ['abc', 'ABC'],
    ['A'.repeat(24), 'A'.repeat(24)],
  ])('%j is found as %j', (typed, stored) => {
    expect(normaliseCouponCode(typed)).toBe(stored);
  });

  it.each([
    ['ab', 'too short'],
    ['A'.repeat(25), 'too long'],
    ['-ABC', 'starts with a hyphen'],
    ['ABC-', 'ends with a hyphen'],
    ['TOP PER', 'has a space inside'],
    ['STRAßE', "becomes 'STRASSE' in upper case"],
    ['ıNDIA', "has a dotless i, which becomes 'I' in upper case"],
    ['TOPPER\u200b50', 'has a zero-width space'],
  ])('%j is no code (%s)', (typed) => {
    expect(normaliseCouponCode(typed)).toBeUndefined();
    expect(refusal({ ...valid, code: typed })).toEqual({
      message: 'A coupon code is 3 to 24 letters, digits or hyphens, starting and ending with a letter or digit',
      field: 'code',
      code: 'validation.coupon_code',
    });
  });

  it('is stored in upper case, so every way of typing it finds the same coupon', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9-]{1,22}[A-Za-z0-9]$/), (code) => {
        const stored = couponInputSchema.parse({ ...valid, code }).code;
        expect(stored).toBe(code.toUpperCase());
        expect(normaliseCouponCode(code.toLowerCase())).toBe(stored);
        expect(normaliseCouponCode(` ${code} `)).toBe(stored);
      }),
    );
  });
});

describe('a coupon as an admin creates it', () => {
  it('takes a percentage off for every product, with no limits', () => {
    expect(couponInputSchema.parse(valid)).toEqual({ code: 'TOPPER-50', percentOff: 50 });
  });

  it('takes 1 to 100 percent off with at most two decimals', () => {
    for (const percentOff of [1, 12.5, 33.33, 100]) {
      expect(couponInputSchema.parse({ ...valid, percentOff }).percentOff).toBe(percentOff);
    }
    expect(refusal({ ...valid, percentOff: 0.99 }).message).toBe('Percent off must be at least 1');
    expect(refusal({ ...valid, percentOff: 100.01 }).message).toBe('Percent off can be at most 100');
    expect(refusal({ ...valid, percentOff: 12.345 }).message).toBe('Percent off can have at most two decimals');
  });

  it('takes an amount off in rupees exact to the paisa, kept in paise', () => {
    const input = couponInputSchema.parse({ code: 'FLAT5000', amountOff: 4999.99 });
    expect(couponFromInput(input)).toEqual({ code: 'FLAT5000', amountOffPaise: 499_999 });
    expect(refusal({ code: 'FLAT', amountOff: 0 }).message).toBe('Amount off must be more than 0');
    expect(refusal({ code: 'FLAT', amountOff: 0.001 }).message).toBe('Amount off can have at most two decimals');
    expect(refusal({ code: 'FLAT', amountOff: 10_000_000.01 }).message).toBe('Amount off is too large');
  });

  it('takes exactly one of a percentage and an amount off', () => {
    const discount = {
      message: 'Give a coupon either a percentage off or an amount off, not both',
      field: '',
      code: 'validation.coupon_discount',
    };
    expect(refusal({ code: 'BOTH', percentOff: 10, amountOff: 500 })).toEqual(discount);
    expect(refusal({ code: 'NONE' })).toEqual(discount);
  });

  it('names courses and test series, each once, or none for all', () => {
    const input = couponInputSchema.parse({ ...valid, courseIds: ['gpsc', 'upsc', 'gpsc'], seriesIds: ['s1'] });
    expect(input.courseIds).toEqual(['gpsc', 'upsc']);
    expect(input.seriesIds).toEqual(['s1']);
    // An empty list would read as "for no course" to one person and "for every course" to another.
    expect(refusal({ ...valid, courseIds: [] })).toMatchObject({
      message: 'Choose at least one course, or leave the list out for every course',
      field: 'courseIds',
    });
    expect(refusal({ ...valid, seriesIds: [''] }).field).toBe('seriesIds.0');
  });

  it('limits uses by whole numbers of at least 1', () => {
    expect(couponInputSchema.parse({ ...valid, maxUses: 50, perStudent: 1 })).toMatchObject({
      maxUses: 50,
      perStudent: 1,
    });
    expect(refusal({ ...valid, maxUses: 0 }).message).toBe('Maximum uses must be 1 or more');
    expect(refusal({ ...valid, maxUses: 2.5 }).message).toBe('Maximum uses must be a whole number');
    expect(refusal({ ...valid, perStudent: 0 }).message).toBe('Uses per student must be 1 or more');
  });

  it('is valid between two instants with their time zone, kept in UTC, the start before the end', () => {
    const input = couponInputSchema.parse({
      ...valid,
      validFrom: '2026-06-01T00:00:00+05:30',
      validUntil: '2026-07-01T00:00:00+05:30',
    });
    expect(input).toMatchObject({ validFrom: '2026-05-31T18:30:00.000Z', validUntil: '2026-06-30T18:30:00.000Z' });
    const dates = {
      message: 'A coupon must start before it ends',
      field: 'validUntil',
      code: 'validation.coupon_dates',
    };
    expect(refusal({ ...valid, validFrom: '2026-06-01T00:00:00Z', validUntil: '2026-06-01T00:00:00Z' })).toEqual(dates);
    expect(refusal({ ...valid, validFrom: '2026-06-01T05:30:00+05:30', validUntil: '2026-06-01T00:00:00Z' })).toEqual(
      dates,
    );
    expect(refusal({ ...valid, validFrom: '2026-06-01T00:00:00' })).toMatchObject({
      message: 'Valid from must be a date and time with its time zone, such as 2026-06-01T00:00:00+05:30',
      field: 'validFrom',
    });
    expect(refusal({ ...valid, validUntil: '2026-06-01' }).field).toBe('validUntil');
  });

  it('carries codes the API knows', () => {
    const codes = [
      refusal({ ...valid, code: 'x' }).code,
      refusal({ code: 'NONE' }).code,
      refusal({ ...valid, validFrom: '2026-06-02T00:00:00Z', validUntil: '2026-06-01T00:00:00Z' }).code,
    ];
    expect(codes.every(isErrorCode)).toBe(true);
  });
});

describe('an edit of a coupon', () => {
  function editRefusal(input: unknown) {
    const result = couponEditSchema.safeParse(input);
    expect(result.success).toBe(false);
    const issue = result.error!.issues[0]!;
    return {
      message: issue.message,
      field: issue.path.join('.'),
      code: (issue as { params?: { code?: string } }).params?.code,
    };
  }

  it('changes only what it sends: pausing alone is an edit', () => {
    expect(couponEditSchema.parse({ paused: true })).toEqual({ paused: true });
    expect(couponEditSchema.parse({})).toEqual({});
  });

  it('never changes the code', () => {
    expect(couponEditSchema.parse({ code: 'OTHER', percentOff: 5 })).toEqual({ percentOff: 5 });
  });

  it('takes a limit away with null, and checks a limit it sets as the create form does', () => {
    const limits = {
      courseIds: null,
      seriesIds: null,
      maxUses: null,
      perStudent: null,
      validFrom: null,
      validUntil: null,
    };
    expect(couponEditSchema.parse(limits)).toEqual(limits);
    expect(couponEditSchema.parse({ courseIds: ['a', 'a'], validFrom: '2026-06-01T00:00:00+05:30' })).toEqual({
      courseIds: ['a'],
      validFrom: '2026-05-31T18:30:00.000Z',
    });
    expect(editRefusal({ courseIds: [] }).field).toBe('courseIds');
    expect(editRefusal({ maxUses: 0 }).message).toBe('Maximum uses must be 1 or more');
    expect(editRefusal({ percentOff: 101 }).message).toBe('Percent off can be at most 100');
    expect(editRefusal({ paused: 'yes' }).message).toBe('Paused must be true or false');
  });

  it('sends one kind of discount at most, and a start before the end when it sends both', () => {
    expect(editRefusal({ percentOff: 10, amountOff: 50 })).toMatchObject({ code: 'validation.coupon_discount' });
    expect(editRefusal({ validFrom: '2026-07-01T00:00:00Z', validUntil: '2026-06-01T00:00:00Z' })).toEqual({
      message: 'A coupon must start before it ends',
      field: 'validUntil',
      code: 'validation.coupon_dates',
    });
    expect(couponEditSchema.parse({ validFrom: '2026-07-01T00:00:00Z', validUntil: null })).toMatchObject({
      validUntil: null,
    });
  });
});
