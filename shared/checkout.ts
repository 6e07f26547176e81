/**
 * Checkout for every course and test series: what the student asks to be priced (a product, a coupon
 * code, a fee plan) and the quote the server answers, in rupees as everywhere in the API.
 */
import * as z from 'zod/mini';
import { FEE_PLAN_ID } from './fee-plans.js';
import { DUE_ID } from './payment-schemas.js';

const productId = (label: string) =>
  z.optional(
    z
      .string({ error: `${label} must be text` })
      .check(z.trim(), z.regex(/^[0-9A-Za-z_-]{1,64}$/, `${label} is not one this site gave`)),
  );

/** A product (`courseId` or `seriesId`, exactly one), an optional coupon code and an optional plan of the course. */
const productFields = {
  courseId: productId('courseId'),
  seriesId: productId('seriesId'),
  couponCode: z.optional(
    z.string({ error: 'Coupon code must be text' }).check(z.trim(), z.maxLength(40, 'Coupon code is too long')),
  ),
  planId: z.optional(z.string().check(z.regex(FEE_PLAN_ID, 'planId is not a plan of this course'))),
};

export const checkoutQuoteSchema = z.object(productFields).check(
  z.refine((body) => (body.courseId === undefined) !== (body.seriesId === undefined), {
    message: 'Name one course (courseId) or one test series (seriesId)',
  }),
);
export type CheckoutQuoteInput = z.infer<typeof checkoutQuoteSchema>;

/**
 * `POST /api/checkout/order`: a product as the quote takes it, or one of the student's dues (`dueId`)
 * on its own, paid at its amount (no coupon, no plan: they were settled with the first instalment).
 */
export const checkoutOrderSchema = z
  .object({
    ...productFields,
    dueId: z.optional(
      z.string({ error: 'dueId must be text' }).check(z.trim(), z.regex(DUE_ID, 'dueId is not a due of yours')),
    ),
  })
  .check(
    z.refine(
      (body) =>
        body.dueId === undefined
          ? (body.courseId === undefined) !== (body.seriesId === undefined)
          : body.courseId === undefined &&
            body.seriesId === undefined &&
            body.couponCode === undefined &&
            body.planId === undefined,
      { message: 'Name one course (courseId), one test series (seriesId) or one of your dues (dueId) alone' },
    ),
  );
export type CheckoutOrderInput = z.infer<typeof checkoutOrderSchema>;

export interface CheckoutQuote {
  product: { kind: 'course' | 'test-series'; _id: string; title: string };
  /** The full fee. */
  price: number;
  discount: number;
  coupon?: { code: string; percentOff?: number; amountOff?: number };
  plan?: { _id: string; name: string };
  /** price − discount. */
  total: number;
  /** What the order takes now: the first instalment, or the total without a plan; 0 with a 100% coupon. */
  payNow: number;
  /** The plan's instalments, the first paid now, each due on an India calendar date (yyyy-mm-dd). */
  instalments: { amount: number; dueOn: string }[];
}

/**
 * `POST /api/checkout/order`: a Razorpay order for what is paid now, in the card order's shape (the
 * amount in rupees and in paise, the checkout script), or, when nothing is to be paid (a 100% coupon),
 * the enrolment made at once with its ₹0 receipt.
 */
export type CheckoutOrderReply =
  | {
      enrolled?: false;
      key: string;
      amount: number;
      amountPaise: number;
      currency: 'INR';
      orderId: string;
      checkoutScriptUrl: string;
    }
  | { enrolled: true; receiptNumber?: string };

/** `POST /api/checkout/verify`: the receipt of the payment that enrolled or granted the product. */
export interface CheckoutVerifyReply {
  enrolled: true;
  receiptNumber: string;
  receiptToken: string;
}
