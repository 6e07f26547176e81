import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Coupon } from '#shared/coupons.js';
import type { FeePlan, FeePlanInstalment } from '#shared/fee-plans.js';
import { paise, type Paise, rupeesToPaise } from '#shared/money.js';
import { DomainError } from '#lib/errors.js';
import {
  indiaDateAfter,
  type PricedProduct,
  type QuoteRequest,
  quote,
  splitByShares,
} from '#domain/payments/pricing.js';
import { arbitraryPlanInstalments } from '../support/fee-plan-arbitraries.js';

const gpsc: PricedProduct = { kind: 'course', id: 'gpsc' };
const upsc: PricedProduct = { kind: 'course', id: 'upsc' };
/** 10 June 2026, 10:00 in Ahmedabad. */
const now = new Date('2026-06-10T10:00:00+05:30');

const plan = (instalments: FeePlanInstalment[]): FeePlan => ({
  _id: 'plan-1',
  name: 'Instalments',
  instalments,
  overdue: { rule: 'keep-access' },
});
const fortyThirtyThirty = plan([
  { percent: 40, dueAfterDays: 0 },
  { percent: 30, dueAfterDays: 30 },
  { percent: 30, dueAfterDays: 60 },
]);
const rupees = rupeesToPaise;

/** The refusal a request gets: its kind, code and field. */
function refusalOf(request: QuoteRequest) {
  try {
    quote(request);
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return { kind: error.name, code: error.code, field: error.field };
  }
  throw new Error('The quote was not refused');
}
const couponRefusal = (code: string) => ({ kind: 'InvalidInput', code, field: 'couponCode' });

describe('a quote without a coupon', () => {
  it('is the whole price now without a plan', () => {
    expect(quote({ price: rupees(24999), product: gpsc, now })).toEqual({
      price: 2_499_900,
      discount: 0,
      total: 2_499_900,
      payNow: 2_499_900,
      instalments: [],
    });
  });

  it('splits ₹24,999 as 40/30/30: ₹9,999.60 now, ₹7,499.70 on 10 July and 9 August', () => {
    expect(quote({ price: rupees(24999), product: gpsc, plan: fortyThirtyThirty, now })).toEqual({
      price: 2_499_900,
      discount: 0,
      plan: { _id: 'plan-1', name: 'Instalments' },
      total: 2_499_900,
      payNow: 999_960,
      instalments: [
        { amount: 999_960, dueOn: '2026-06-10' },
        { amount: 749_970, dueOn: '2026-07-10' },
        { amount: 749_970, dueOn: '2026-08-09' },
      ],
    });
  });

  it('rounds later instalments down to the paisa and gives the first the rest', () => {
    // ₹24,999 × 33.33 % = ₹8,332.1667 → ₹8,332.16; × 33.34 % = ₹8,334.6666 → ₹8,334.66; first ₹8,332.18.
    const thirds = plan([
      { percent: 33.33, dueAfterDays: 0 },
      { percent: 33.33, dueAfterDays: 30 },
      { percent: 33.34, dueAfterDays: 60 },
    ]);
    const { instalments, payNow } = quote({ price: rupees(24999), product: gpsc, plan: thirds, now });
    expect(instalments.map((instalment) => instalment.amount)).toEqual([833_218, 833_216, 833_466]);
    expect(payNow).toBe(833_218);
  });

  it('takes a plan by amounts exactly as the admin set it', () => {
    const byAmounts = plan([
      { amount: 20000, dueAfterDays: 0 },
      { amount: 15000, dueAfterDays: 45 },
      { amount: 10000, dueAfterDays: 90 },
    ]);
    const { instalments } = quote({ price: rupees(45000), product: gpsc, plan: byAmounts, now });
    expect(instalments).toEqual([
      { amount: 2_000_000, dueOn: '2026-06-10' },
      { amount: 1_500_000, dueOn: '2026-07-25' },
      { amount: 1_000_000, dueOn: '2026-09-08' },
    ]);
  });

  it('refuses a plan by amounts whose price has changed since', () => {
    const byAmounts = plan([
      { amount: 20000, dueAfterDays: 0 },
      { amount: 25000, dueAfterDays: 30 },
    ]);
    expect(refusalOf({ price: rupees(46000), product: gpsc, plan: byAmounts, now })).toEqual({
      kind: 'Conflict',
      code: 'fee_plan_total_mismatch',
      field: undefined,
    });
  });

  it('leaves out instalments that come to nothing, never the first of a total above 0', () => {
    // 2 paise at 40/30/30: 30 % of 2 paise rounds down to 0 twice; the first takes both.
    const two = quote({ price: paise(2), product: gpsc, plan: fortyThirtyThirty, now });
    expect(two.instalments).toEqual([{ amount: 2, dueOn: '2026-06-10' }]);
    // ₹1 at 0.01/99.99: the first's exact share is 0.01 paise, and it still gets 1 paisa.
    const tiny = plan([
      { percent: 0.01, dueAfterDays: 0 },
      { percent: 99.99, dueAfterDays: 7 },
    ]);
    expect(quote({ price: rupees(1), product: gpsc, plan: tiny, now }).instalments.map((i) => i.amount)).toEqual([
      1, 99,
    ]);
  });
});

const coupon = (terms: Partial<Coupon> & ({ percentOff: number } | { amountOffPaise: Paise })): Coupon =>
  ({ code: 'TOPPER', ...terms }) as Coupon;
const withCoupon = (terms: Coupon, extra: Partial<QuoteRequest> = {}): QuoteRequest => ({
  price: rupees(10000),
  product: gpsc,
  couponCode: 'topper',
  coupon: terms,
  now,
  ...extra,
});

describe('a coupon', () => {
  it('takes 15 % off ₹10,000: ₹1,500 off, ₹8,500 to pay', () => {
    expect(quote(withCoupon(coupon({ percentOff: 15 })))).toEqual({
      price: 1_000_000,
      discount: 150_000,
      coupon: { code: 'TOPPER', percentOff: 15 },
      total: 850_000,
      payNow: 850_000,
      instalments: [],
    });
  });

  it.each([
    // ₹24,999 × 12.5 % = ₹3,124.875: half a paisa, up to ₹3,124.88.
    [24999, 12.5, 312_488],
    // ₹24,999 × 12.34 % = ₹3,084.8766 → ₹3,084.88.
    [24999, 12.34, 308_488],
    // ₹1,001 × 10.01 % = ₹100.2001 → ₹100.20.
    [1001, 10.01, 10_020],
    [24999, 100, 2_499_900],
  ])('takes a percentage of ₹%d rounded half up to the paisa (%d %)', (price, percentOff, discount) => {
    expect(quote(withCoupon(coupon({ percentOff }), { price: rupees(price) })).discount).toBe(discount);
  });

  it('takes an amount off, never more than the price', () => {
    const flat = coupon({ amountOffPaise: rupees(5000) });
    expect(quote(withCoupon(flat)).total).toBe(500_000);
    expect(quote(withCoupon(flat, { price: rupees(3000) }))).toMatchObject({ discount: 300_000, total: 0 });
  });

  it('takes ₹5,000 off a ₹45,000 plan by amounts in proportion, to the paisa', () => {
    // ₹40,000 / ₹45,000 = 8/9 of each: ₹15,000 → ₹13,333.33 (down), ₹10,000 → ₹8,888.88; the first the rest.
    const byAmounts = plan([
      { amount: 20000, dueAfterDays: 0 },
      { amount: 15000, dueAfterDays: 45 },
      { amount: 10000, dueAfterDays: 90 },
    ]);
    const priced = quote(
      withCoupon(coupon({ amountOffPaise: rupees(5000) }), { price: rupees(45000), plan: byAmounts }),
    );
    expect(priced).toMatchObject({ discount: 500_000, total: 4_000_000, payNow: 1_777_779 });
    expect(priced.instalments.map((instalment) => instalment.amount)).toEqual([1_777_779, 1_333_333, 888_888]);
  });

  it('at 100 % makes the total 0 with no instalment to pay now', () => {
    const free = coupon({ percentOff: 100 });
    expect(quote(withCoupon(free, { price: rupees(24999), plan: fortyThirtyThirty }))).toEqual({
      price: 2_499_900,
      discount: 2_499_900,
      coupon: { code: 'TOPPER', percentOff: 100 },
      plan: { _id: 'plan-1', name: 'Instalments' },
      total: 0,
      payNow: 0,
      instalments: [],
    });
    expect(quote(withCoupon(free))).toMatchObject({ total: 0, payNow: 0 });
  });

  it('is not valid when there is none under the code, it is paused, or the code typed is another', () => {
    expect(refusalOf(withCoupon(coupon({ percentOff: 10 }), { coupon: undefined }))).toEqual(
      couponRefusal('coupon_invalid'),
    );
    expect(refusalOf(withCoupon(coupon({ percentOff: 10, paused: true })))).toEqual(couponRefusal('coupon_invalid'));
    expect(refusalOf(withCoupon(coupon({ percentOff: 10 }), { couponCode: 'TOPPER2' }))).toEqual(
      couponRefusal('coupon_invalid'),
    );
    expect(quote(withCoupon(coupon({ percentOff: 10 }), { couponCode: ' Topper ' })).discount).toBe(100_000);
  });

  it('prices only the courses and test series it names, and all of them when it names none', () => {
    const forGpsc = coupon({ percentOff: 10, courseIds: ['gpsc'] });
    expect(quote(withCoupon(forGpsc)).discount).toBe(100_000);
    expect(refusalOf(withCoupon(forGpsc, { product: upsc }))).toEqual(couponRefusal('coupon_not_for_this_course'));
    // A test series with the same id as a named course is another product.
    const series = { kind: 'test-series', id: 'gpsc' } as const;
    expect(refusalOf(withCoupon(forGpsc, { product: series }))).toEqual(couponRefusal('coupon_not_for_this_course'));
    const forSeries = coupon({ percentOff: 10, seriesIds: ['gpsc'] });
    expect(quote(withCoupon(forSeries, { product: series })).discount).toBe(100_000);
    expect(refusalOf(withCoupon(forSeries))).toEqual(couponRefusal('coupon_not_for_this_course'));
    const forAll = coupon({ percentOff: 10 });
    expect(quote(withCoupon(forAll, { product: series })).discount).toBe(100_000);
    expect(quote(withCoupon(forAll, { product: upsc })).discount).toBe(100_000);
  });

  it('is valid from its start (included) until its end (excluded)', () => {
    // Valid in June, India time: from 1 June 00:00 IST until 1 July 00:00 IST.
    const june = coupon({
      percentOff: 10,
      validFrom: '2026-05-31T18:30:00.000Z',
      validUntil: '2026-06-30T18:30:00.000Z',
    });
    const at = (iso: string) => withCoupon(june, { now: new Date(iso) });
    expect(refusalOf(at('2026-05-31T18:29:59.999Z'))).toEqual(couponRefusal('coupon_not_yet_valid'));
    expect(quote(at('2026-05-31T18:30:00.000Z')).discount).toBe(100_000);
    expect(quote(at('2026-06-30T18:29:59.999Z')).discount).toBe(100_000);
    expect(refusalOf(at('2026-06-30T18:30:00.000Z'))).toEqual(couponRefusal('coupon_expired'));
  });

  it('is used up when its uses reach its maximum', () => {
    const threeUses = coupon({ percentOff: 10, maxUses: 3 });
    const used = (totalUses: number) =>
      withCoupon(threeUses, { couponUse: { totalUses, usesByThisStudent: 0 }, studentId: 'asha' });
    expect(quote(used(2)).discount).toBe(100_000);
    expect(refusalOf(used(3))).toEqual(couponRefusal('coupon_used_up'));
  });

  it('is already used by a student who reached its uses per student; a visitor is not asked', () => {
    const once = coupon({ percentOff: 10, perStudent: 1 });
    const byAsha = (usesByThisStudent: number) =>
      withCoupon(once, { couponUse: { totalUses: 40, usesByThisStudent }, studentId: 'asha' });
    expect(quote(byAsha(0)).discount).toBe(100_000);
    expect(refusalOf(byAsha(1))).toEqual(couponRefusal('coupon_already_used'));
    expect(quote(withCoupon(once)).discount).toBe(100_000);
  });

  it('is not priced without its uses when it limits them', () => {
    expect(() => quote(withCoupon(coupon({ percentOff: 10, maxUses: 3 })))).toThrow(/uses of coupon TOPPER/);
    expect(() => quote(withCoupon(coupon({ percentOff: 10, perStudent: 1 }), { studentId: 'asha' }))).toThrow(
      /uses of coupon TOPPER/,
    );
    expect(() => quote({ ...withCoupon(coupon({ percentOff: 10 })), couponCode: undefined })).toThrow(
      /only when its code was asked for/,
    );
  });
});

describe('the order of refusals', () => {
  const RULES = ['paused', 'notYetValid', 'expired', 'otherCourse', 'usedUp', 'usedByStudent'] as const;
  const CODES = [
    'coupon_invalid',
    'coupon_not_yet_valid',
    'coupon_expired',
    'coupon_not_for_this_course',
    'coupon_used_up',
    'coupon_already_used',
  ];
  type Broken = Record<(typeof RULES)[number], boolean>;

  /** A coupon breaking the rules asked for (not yet valid and expired at once: a window in the future that ended). */
  function breaking(broken: Broken): QuoteRequest {
    const from = broken.notYetValid ? '2026-07-01T00:00:00Z' : '2026-01-01T00:00:00Z';
    const until = broken.expired ? '2026-06-01T00:00:00Z' : '2027-01-01T00:00:00Z';
    return withCoupon(
      coupon({
        percentOff: 10,
        paused: broken.paused,
        validFrom: from,
        validUntil: until,
        courseIds: [broken.otherCourse ? 'upsc' : 'gpsc'],
        maxUses: 5,
        perStudent: 2,
      }),
      {
        couponUse: { totalUses: broken.usedUp ? 5 : 4, usesByThisStudent: broken.usedByStudent ? 2 : 1 },
        studentId: 'asha',
      },
    );
  }

  it('says the first rule broken, peeling them off one by one', () => {
    const broken: Broken = {
      paused: true,
      notYetValid: true,
      expired: true,
      otherCourse: true,
      usedUp: true,
      usedByStudent: true,
    };
    const said: string[] = [];
    for (const rule of RULES) {
      said.push(refusalOf(breaking(broken)).code);
      broken[rule] = false;
    }
    expect(said).toEqual(CODES);
    expect(quote(breaking(broken)).discount).toBe(100_000);
  });

  it('is the same for every mix of broken rules', () => {
    fc.assert(
      fc.property(fc.tuple(...RULES.map(() => fc.boolean())), (flags) => {
        const broken = Object.fromEntries(RULES.map((rule, index) => [rule, flags[index]])) as Broken;
        const first = flags.indexOf(true);
        if (first < 0) expect(quote(breaking(broken)).discount).toBe(100_000);
        else expect(refusalOf(breaking(broken)).code).toBe(CODES[first]);
      }),
    );
  });
});

describe('due dates, India time', () => {
  it('count from the date in Ahmedabad, whatever the date in UTC', () => {
    // 23:59:59.999 on 9 June IST, then midnight: 10 June IST, still 9 June in UTC.
    expect(indiaDateAfter(new Date('2026-06-09T18:29:59.999Z'), 0)).toBe('2026-06-09');
    expect(indiaDateAfter(new Date('2026-06-09T18:29:59.999Z'), 30)).toBe('2026-07-09');
    expect(indiaDateAfter(new Date('2026-06-09T18:30:00.000Z'), 0)).toBe('2026-06-10');
    expect(indiaDateAfter(new Date('2026-06-09T18:30:00.000Z'), 30)).toBe('2026-07-10');
    expect(indiaDateAfter(new Date('2026-06-09T20:00:00.000Z'), 0)).toBe('2026-06-10');
  });

  it('cross months, years and 29 February', () => {
    // 1 January 2027 00:00 IST + 59 days = 1 March (31 + 28).
    expect(indiaDateAfter(new Date('2026-12-31T18:30:00Z'), 59)).toBe('2027-03-01');
    expect(indiaDateAfter(new Date('2028-02-01T12:00:00+05:30'), 28)).toBe('2028-02-29');
    expect(indiaDateAfter(new Date('2026-06-10T10:00:00+05:30'), 730)).toBe('2028-06-09');
  });

  it('put the first instalment on the day of checkout in India', () => {
    const lateNight = quote({
      price: rupees(24999),
      product: gpsc,
      plan: fortyThirtyThirty,
      now: new Date('2026-06-09T18:45:00Z'),
    });
    expect(lateNight.instalments.map((instalment) => instalment.dueOn)).toEqual([
      '2026-06-10',
      '2026-07-10',
      '2026-08-09',
    ]);
  });
});

const MAX_PRICE = 1_000_000_000; // ₹1 crore

/** Any price, any plan an admin could give it, any coupon, on any day. */
const anyCheckout = fc.integer({ min: 0, max: MAX_PRICE }).chain((price) =>
  fc.record({
    price: fc.constant(paise(price)),
    instalments: fc.option(arbitraryPlanInstalments(price), { nil: undefined }),
    coupon: fc.option(
      fc.oneof(
        fc.integer({ min: 100, max: 10_000 }).map((hundredths) => coupon({ percentOff: hundredths / 100 })),
        fc.integer({ min: 1, max: 2 * MAX_PRICE }).map((amount) => coupon({ amountOffPaise: paise(amount) })),
      ),
      { nil: undefined },
    ),
    now: fc.date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2040-01-01T00:00:00Z'), noInvalidDate: true }),
  }),
);

interface Checkout {
  price: Paise;
  instalments: FeePlanInstalment[] | undefined;
  coupon: Coupon | undefined;
  now: Date;
}

const quoteOf = ({ price, instalments, coupon: terms, now: at }: Checkout) =>
  quote({
    price,
    product: gpsc,
    now: at,
    ...(instalments ? { plan: plan(instalments) } : {}),
    ...(terms ? { couponCode: 'topper', coupon: terms } : {}),
  });

describe('every quote', () => {
  it('has total = price − discount, a discount no more than the price, and instalments adding up to the total', () => {
    fc.assert(
      fc.property(anyCheckout, (checkout) => {
        const priced = quoteOf(checkout);
        expect(priced.discount).toBeGreaterThanOrEqual(0);
        expect(priced.discount).toBeLessThanOrEqual(priced.price);
        expect(priced.total).toBe(priced.price - priced.discount);
        if (!checkout.instalments) {
          expect(priced.payNow).toBe(priced.total);
          return;
        }
        const amounts = priced.instalments.map((instalment) => instalment.amount);
        expect(amounts.reduce((a, b) => a + b, 0)).toBe(priced.total);
        expect(amounts.every((amount) => Number.isSafeInteger(amount) && amount > 0)).toBe(true);
        expect(priced.payNow).toBe(amounts[0] ?? 0);
        if (priced.total > 0) expect(priced.instalments[0]?.dueOn).toBe(indiaDateAfter(checkout.now, 0));
        const dates = priced.instalments.map((instalment) => instalment.dueOn);
        expect([...dates].sort()).toEqual(dates);
        expect(new Set(dates).size).toBe(dates.length);
      }),
    );
  });

  it('takes a percentage within half a paisa of exact, a half going up', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: MAX_PRICE }),
        fc.integer({ min: 100, max: 10_000 }),
        (price, hundredths) => {
          const { discount } = quote(withCoupon(coupon({ percentOff: hundredths / 100 }), { price: paise(price) }));
          // discount - price × h / 10000 in (-1/2, 1/2], in integers (× 20000): an exact half goes up.
          const error = 20_000 * discount - 2 * price * hundredths;
          expect(error).toBeGreaterThan(-10_000);
          expect(error).toBeLessThanOrEqual(10_000);
        },
      ),
    );
    // 90.8 % of ₹33,31,398.75 is ₹30,24,910.065 exactly: the half paisa goes up.
    expect(quote(withCoupon(coupon({ percentOff: 90.8 }), { price: paise(333_139_875) })).discount).toBe(302_491_007);
  });

  it('gives each later instalment its exact share rounded down', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: MAX_PRICE }),
        fc.array(fc.integer({ min: 1, max: MAX_PRICE }), { minLength: 1, maxLength: 12 }),
        (total, shares) => {
          const parts = splitByShares(paise(total), shares);
          const sum = shares.reduce((a, b) => a + b, 0);
          for (const [index, part] of parts.entries()) {
            const exact = BigInt(total) * BigInt(shares[index] ?? 0);
            if (index === 0) expect(BigInt(part) * BigInt(sum) >= exact).toBe(true);
            else {
              expect(BigInt(part) * BigInt(sum) <= exact).toBe(true);
              expect(BigInt(part + 1) * BigInt(sum) > exact).toBe(true);
            }
          }
          expect(parts.reduce((a, b) => a + b, 0)).toBe(total);
        },
      ),
    );
  });

  it('of a plan by amounts without a coupon has the amounts as set', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 12, max: MAX_PRICE })
          .chain((price) => arbitraryPlanInstalments(price).map((instalments) => ({ price, instalments }))),
        ({ price, instalments }) => {
          fc.pre(instalments[0]?.amount !== undefined);
          const priced = quote({ price: paise(price), product: gpsc, plan: plan(instalments), now });
          expect(priced.instalments.map((instalment) => instalment.amount)).toEqual(
            instalments.map((instalment) => rupeesToPaise(instalment.amount ?? 0)),
          );
        },
      ),
    );
  });
});
