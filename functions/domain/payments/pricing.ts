import { type Coupon, type CouponDiscount, normaliseCouponCode } from '#shared/coupons.js';
import { checkPlanAgainstPrice, type FeePlan, instalmentShares, scaled, splitByShares } from '#shared/fee-plans.js';
import { todayInIndia } from '#shared/india-time.js';
import { paise, type Paise, subtractPaise } from '#shared/money.js';
import { HUNDRED_PERCENT, percentToHundredths } from '#shared/percent.js';
import { Conflict, InvalidInput } from '#lib/errors.js';

/**
 * What a checkout costs, priced by the server: the price, a coupon's discount, and the instalments of
 * a fee plan with their due dates. Pure: the caller reads the product, the coupon, its uses and the
 * plan, and counts the coupon's use (with a condition) in the transaction that takes the money, which
 * stays the last word when students race for a coupon's last use.
 */

export interface PricedProduct {
  kind: 'course' | 'test-series';
  id: string;
}

/** How often the coupon was used, by everyone and by the student asking. */
export interface CouponUse {
  totalUses: number;
  usesByThisStudent: number;
}

export interface QuoteRequest {
  price: Paise;
  product: PricedProduct;
  /** The code the student typed; absent when none was asked for. */
  couponCode?: string;
  /** The coupon stored under that code; undefined when there is none. */
  coupon?: Coupon;
  /** Needed when the coupon limits its uses (`maxUses`, `perStudent`). */
  couponUse?: CouponUse;
  /** The plan the student chose (one of the product's); absent: the whole fee now. */
  plan?: FeePlan;
  now: Date;
  /** The signed-in student; without one (a visitor's quote) uses per student are not checked. */
  studentId?: string;
}

export interface QuotedInstalment {
  amount: Paise;
  /** The India (Asia/Kolkata) calendar date it is due, 'yyyy-mm-dd'. */
  dueOn: string;
}

export interface Quote {
  price: Paise;
  discount: Paise;
  /** The coupon that gave the discount. */
  coupon?: { code: string } & CouponDiscount;
  plan?: { _id: string; name: string };
  /** price − discount: what the student pays in all (a receipt's amount is each payment of it). */
  total: Paise;
  /** The first instalment, or the total without a plan; 0 with a 100% coupon. */
  payNow: Paise;
  /** A plan's instalments that cost something, the first paid now; empty without a plan. */
  instalments: QuotedInstalment[];
}

const couponRefused = (code: ConstructorParameters<typeof InvalidInput>[0]) =>
  new InvalidInput(code, undefined, { field: 'couponCode' });

function covers(coupon: Coupon, product: PricedProduct): boolean {
  if (coupon.courseIds === undefined && coupon.seriesIds === undefined) return true;
  const ids = product.kind === 'course' ? coupon.courseIds : coupon.seriesIds;
  return ids?.includes(product.id) ?? false;
}

/** Checks in a fixed order, so one coupon always fails the same way; the first rule broken is the answer. */
function checkCoupon(request: QuoteRequest & { couponCode: string }): Coupon {
  const { coupon, couponUse, now } = request;
  if (!coupon || coupon.paused || coupon.code !== normaliseCouponCode(request.couponCode)) {
    throw couponRefused('coupon_invalid');
  }
  if (coupon.validFrom !== undefined && now.getTime() < Date.parse(coupon.validFrom)) {
    throw couponRefused('coupon_not_yet_valid');
  }
  if (coupon.validUntil !== undefined && now.getTime() >= Date.parse(coupon.validUntil)) {
    throw couponRefused('coupon_expired');
  }
  if (!covers(coupon, request.product)) throw couponRefused('coupon_not_for_this_course');
  const checksStudent = coupon.perStudent !== undefined && request.studentId !== undefined;
  if ((coupon.maxUses !== undefined || checksStudent) && !couponUse) {
    throw new Error(`The uses of coupon ${coupon.code} are needed to price it`);
  }
  const uses = couponUse ?? { totalUses: 0, usesByThisStudent: 0 };
  if (coupon.maxUses !== undefined && uses.totalUses >= coupon.maxUses) throw couponRefused('coupon_used_up');
  if (checksStudent && uses.usesByThisStudent >= (coupon.perStudent ?? 0)) throw couponRefused('coupon_already_used');
  return coupon;
}

/** A percentage of the price rounded half up to the paisa; an amount off capped at the price. */
export function discountOf(coupon: CouponDiscount, price: Paise): Paise {
  if (coupon.percentOff === undefined) return paise(Math.min(coupon.amountOffPaise, price));
  const hundredths = percentToHundredths(coupon.percentOff);
  if (hundredths === undefined) throw new Error(`Not a percentage with at most two decimals: ${coupon.percentOff}`);
  return scaled(price, hundredths, HUNDRED_PERCENT, 'half-up');
}

/** The India calendar date of `now`, `days` later. */
export function indiaDateAfter(now: Date, days: number): string {
  const today = Date.parse(`${todayInIndia(now)}T00:00:00Z`);
  return new Date(today + days * 86_400_000).toISOString().slice(0, 10);
}

function instalmentsOf(plan: FeePlan, price: Paise, total: Paise, now: Date): QuotedInstalment[] {
  if (checkPlanAgainstPrice(plan, price)) throw new Conflict('fee_plan_total_mismatch');
  // A plan by amounts adds up to the price: scaling its amounts to the total takes a coupon's discount
  // off every instalment in proportion (without one, each amount is exactly as the admin set it).
  const shares = instalmentShares(plan) ?? [];
  return splitByShares(total, shares)
    .map((amount, index) => ({ amount, dueOn: indiaDateAfter(now, plan.instalments[index]?.dueAfterDays ?? 0) }))
    .filter((instalment) => instalment.amount > 0);
}

export function quote(request: QuoteRequest): Quote {
  const { price, couponCode, plan, now } = request;
  if (couponCode === undefined && request.coupon)
    throw new Error('A coupon is priced only when its code was asked for');
  const coupon = couponCode === undefined ? undefined : checkCoupon({ ...request, couponCode });
  const discount = coupon ? discountOf(coupon, price) : paise(0);
  const total = subtractPaise(price, discount);
  const instalments = plan ? instalmentsOf(plan, price, total, now) : [];
  return {
    price,
    discount,
    ...(coupon
      ? {
          coupon:
            coupon.percentOff === undefined
              ? { code: coupon.code, amountOffPaise: coupon.amountOffPaise }
              : { code: coupon.code, percentOff: coupon.percentOff },
        }
      : {}),
    ...(plan ? { plan: { _id: plan._id, name: plan.name } } : {}),
    total,
    payNow: plan ? (instalments[0]?.amount ?? paise(0)) : total,
    instalments,
  };
}

export { splitByShares };
