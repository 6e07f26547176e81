import type { CheckoutQuote, CheckoutQuoteInput } from '#shared/checkout.js';
import type { FeePlan } from '#shared/fee-plans.js';
import { type Paise, paiseToRupees } from '#shared/money.js';
import { NotFound } from '#lib/errors.js';
import { getCourseRecord, getTestSeriesRecord } from '../catalogue/index.js';
import { heldCheckoutOrder, withoutHold } from './checkout-hold.js';
import { couponUseOf } from './coupon-uses.js';
import { findCoupon } from './coupons.js';
import { type PricedProduct, type Quote, quote, type QuoteRequest } from './pricing.js';

/**
 * The product a checkout is for, as priced: a course or an active test series, each with its fee plans.
 * The price is always the stored one; the client's is never read.
 */
export interface CheckoutProduct extends PricedProduct {
  title: string;
  price: Paise;
  plans: FeePlan[];
}

export async function checkoutProduct(
  input: Pick<CheckoutQuoteInput, 'courseId' | 'seriesId'>,
): Promise<CheckoutProduct> {
  if (input.courseId !== undefined) {
    const course = await getCourseRecord(input.courseId);
    return { kind: 'course', id: course._id, title: course.title, price: course.pricePaise, plans: course.plans ?? [] };
  }
  const series = await getTestSeriesRecord(input.seriesId ?? '');
  if (!series.isActive) throw new NotFound('test_series_not_found');
  return {
    kind: 'test-series',
    id: series._id,
    title: series.title,
    price: series.pricePaise,
    plans: series.plans ?? [],
  };
}

/** The plan asked for, which must be one of the product's. */
export function chosenPlan(product: CheckoutProduct, planId: string | undefined): FeePlan | undefined {
  if (planId === undefined) return undefined;
  const plan = product.plans.find((candidate) => candidate._id === planId);
  if (!plan) throw new NotFound('fee_plan_not_found');
  return plan;
}

/** A quote as the API gives it: rupees, exact to the paisa. */
export function quoteForApi(product: CheckoutProduct, priced: Quote): CheckoutQuote {
  const { coupon } = priced;
  return {
    product: { kind: product.kind, _id: product.id, title: product.title },
    price: paiseToRupees(priced.price),
    discount: paiseToRupees(priced.discount),
    ...(coupon
      ? {
          coupon: {
            code: coupon.code,
            ...(coupon.percentOff !== undefined
              ? { percentOff: coupon.percentOff }
              : { amountOff: paiseToRupees(coupon.amountOffPaise) }),
          },
        }
      : {}),
    ...(priced.plan ? { plan: priced.plan } : {}),
    total: paiseToRupees(priced.total),
    payNow: paiseToRupees(priced.payNow),
    instalments: priced.instalments.map((instalment) => ({
      amount: paiseToRupees(instalment.amount),
      dueOn: instalment.dueOn,
    })),
  };
}

/** The coupon a code names and, when it limits its uses, how often it was used (by everyone and by this student). */
export async function couponTerms(
  couponCode: string | undefined,
  studentId: string,
): Promise<Pick<QuoteRequest, 'couponCode' | 'coupon' | 'couponUse'>> {
  if (!couponCode) return {};
  const coupon = await findCoupon(couponCode);
  const limited = coupon && (coupon.maxUses !== undefined || coupon.perStudent !== undefined);
  return {
    couponCode,
    ...(coupon ? { coupon } : {}),
    ...(limited ? { couponUse: await couponUseOf(coupon.code, studentId) } : {}),
  };
}

/**
 * Prices a checkout for a student: the product's stored price, the coupon as its rules and uses allow
 * (the use the student's own open order holds counted as theirs, as the order route hands it over),
 * the plan's instalments.
 */
export async function quoteCheckout(
  input: CheckoutQuoteInput,
  studentId: string,
  now = new Date(),
): Promise<CheckoutQuote> {
  const product = await checkoutProduct(input);
  const plan = chosenPlan(product, input.planId);
  const coupon = await couponTerms(input.couponCode, studentId);
  const held = coupon.couponUse ? await heldCheckoutOrder(studentId, product.kind, product.id) : undefined;
  const priced = quote({
    price: product.price,
    product,
    ...withoutHold(coupon, held),
    ...(plan ? { plan } : {}),
    now,
    studentId,
  });
  return quoteForApi(product, priced);
}
