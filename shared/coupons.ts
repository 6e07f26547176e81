// Coupons: a percentage or an amount off a course's or test series' price, for some products or all,
// limited in uses and in time. The admin's coupon form and POST /api/admin/coupons share this schema;
// the server prices a checkout with a coupon in functions/domain/payments/pricing.ts.
import * as z from 'zod/mini';
import { isRupeeAmount, type Paise, rupeesToPaise } from './money.js';
import { isPercent } from './percent.js';
import { MAX_PRICE_RUPEES, requiredText, wholeNumber } from './schemas.js';

export const MAX_COUPON_USES = 1_000_000;
export const MAX_USES_PER_STUDENT = 100;
/** More courses or test series than the institute offers; a coupon for all of them needs no list. */
export const MAX_COUPON_PRODUCTS = 200;

/** 3 to 24 letters, digits and hyphens, starting and ending with a letter or digit ('TOPPER-2026'). */
const COUPON_CODE_TEXT = /^[A-Za-z0-9][A-Za-z0-9-]{1,22}[A-Za-z0-9]$/;

/**
 * A code as a student typed it → the code it is stored under: trimmed and in upper case, so 'topper50'
 * and ' TOPPER50 ' find the same coupon; undefined when it cannot be a coupon code at all. Checked
 * before upper-casing: 'ß'.toUpperCase() is 'SS', and only ASCII letters may become a code.
 */
export function normaliseCouponCode(text: string): string | undefined {
  const trimmed = text.trim();
  return COUPON_CODE_TEXT.test(trimmed) ? trimmed.toUpperCase() : undefined;
}

/** The discount: a percentage of the price (at most two decimals), or an amount in paise capped at the price. */
export type CouponDiscount =
  | { percentOff: number; amountOffPaise?: undefined }
  | { amountOffPaise: Paise; percentOff?: undefined };

/**
 * A coupon as the server keeps it. With `courseIds` it prices only those courses, with `seriesIds` only
 * those test series (with both, those of each); with neither, every course and test series. Valid from
 * `validFrom` (included) until `validUntil` (excluded), ISO timestamps in UTC; `maxUses` counts every
 * student's uses, `perStudent` one student's.
 */
export type Coupon = CouponDiscount & {
  code: string;
  courseIds?: string[];
  seriesIds?: string[];
  maxUses?: number;
  perStudent?: number;
  validFrom?: string;
  validUntil?: string;
  /** Paused by an admin: priced as if it did not exist. */
  paused?: boolean;
};

const couponCode = z.pipe(
  z.string({ error: 'Coupon code is required' }).check(
    z.trim(),
    z.refine((text: string) => COUPON_CODE_TEXT.test(text), {
      error: 'A coupon code is 3 to 24 letters, digits or hyphens, starting and ending with a letter or digit',
      params: { code: 'validation.coupon_code' },
    }),
  ),
  z.transform((text: string) => text.toUpperCase()),
);

/** Course or test-series ids: at least one (leave the list out for all), each once. */
const productIds = (label: string) =>
  z.pipe(
    z
      .array(requiredText(`A ${label} id`, 64), { error: `${label} ids must be a list` })
      .check(
        z.minLength(1, `Choose at least one ${label}, or leave the list out for every ${label}`),
        z.maxLength(MAX_COUPON_PRODUCTS, `A coupon can name at most ${MAX_COUPON_PRODUCTS} of them`),
      ),
    z.transform((ids: string[]) => [...new Set(ids)]),
  );

/** An instant with its time zone ('2026-06-01T00:00:00+05:30'), kept as UTC ('2026-05-31T18:30:00.000Z'). */
const timestamp = (label: string) =>
  z.pipe(
    z.string({ error: `${label} must be a date and time` }).check(
      z.iso.datetime({
        offset: true,
        error: `${label} must be a date and time with its time zone, such as 2026-06-01T00:00:00+05:30`,
      }),
    ),
    z.transform((text: string) => new Date(text).toISOString()),
  );

const percentOff = z
  .number({ error: 'Percent off must be a number' })
  .check(
    z.minimum(1, { error: 'Percent off must be at least 1', abort: true }),
    z.maximum(100, { error: 'Percent off can be at most 100', abort: true }),
    z.refine(isPercent, 'Percent off can have at most two decimals'),
  );

const amountOff = z
  .number({ error: 'Amount off must be a number' })
  .check(
    z.gt(0, { error: 'Amount off must be more than 0', abort: true }),
    z.maximum(MAX_PRICE_RUPEES, { error: 'Amount off is too large', abort: true }),
    z.refine(isRupeeAmount, 'Amount off can have at most two decimals'),
  );

/** The coupon's fields beside its code, each as the create form gives it. */
const limits = {
  courseIds: productIds('course'),
  seriesIds: productIds('test series'),
  maxUses: wholeNumber('Maximum uses', 1, MAX_COUPON_USES),
  perStudent: wholeNumber('Uses per student', 1, MAX_USES_PER_STUDENT),
  validFrom: timestamp('Valid from'),
  validUntil: timestamp('Valid until'),
};

const discountIssue = {
  error: 'Give a coupon either a percentage off or an amount off, not both',
  params: { code: 'validation.coupon_discount' },
};

const startsBeforeItEnds = z.refine<{ validFrom?: string | null; validUntil?: string | null }>(
  (coupon) => !coupon.validFrom || !coupon.validUntil || coupon.validFrom < coupon.validUntil,
  { error: 'A coupon must start before it ends', path: ['validUntil'], params: { code: 'validation.coupon_dates' } },
);

/**
 * POST /api/admin/coupons. Exactly one of `percentOff` (1 to 100, at most two decimals: 12.5 % is a
 * discount institutes give) and `amountOff` (rupees, exact to the paisa). Custom issues carry their
 * code from shared/error-codes.ts in `params.code`.
 */
export const couponInputSchema = z
  .object({
    code: couponCode,
    percentOff: z.optional(percentOff),
    amountOff: z.optional(amountOff),
    courseIds: z.optional(limits.courseIds),
    seriesIds: z.optional(limits.seriesIds),
    maxUses: z.optional(limits.maxUses),
    perStudent: z.optional(limits.perStudent),
    validFrom: z.optional(limits.validFrom),
    validUntil: z.optional(limits.validUntil),
  })
  .check(
    z.refine((coupon) => (coupon.percentOff === undefined) !== (coupon.amountOff === undefined), discountIssue),
    startsBeforeItEnds,
  );
export type CouponInput = z.infer<typeof couponInputSchema>;
export type CouponFormValues = z.input<typeof couponInputSchema>;

/** A checked coupon input as the server keeps it: the amount off in paise, not yet paused. */
export function couponFromInput(input: CouponInput): Coupon {
  const { percentOff, amountOff, ...rest } = input;
  const discount: CouponDiscount =
    percentOff !== undefined ? { percentOff } : { amountOffPaise: rupeesToPaise(amountOff ?? 0) };
  return { ...rest, ...discount };
}

/** A limit an edit may take away: null means every product, no limit, no start or no end. */
const removable = <Schema extends z.ZodMiniType>(schema: Schema) => z.optional(z.nullable(schema));

/**
 * PATCH /api/admin/coupons/{code}: what to change, anything but the code. A field left out stays as it
 * is, a limit sent as null is taken away, a discount sent replaces the one of the other kind, and
 * `{ paused }` alone pauses or resumes the coupon. Checks that need the stored coupon (dates against
 * the one kept, `maxUses` against the uses made) are the server's.
 */
export const couponEditSchema = z
  .object({
    percentOff: z.optional(percentOff),
    amountOff: z.optional(amountOff),
    courseIds: removable(limits.courseIds),
    seriesIds: removable(limits.seriesIds),
    maxUses: removable(limits.maxUses),
    perStudent: removable(limits.perStudent),
    validFrom: removable(limits.validFrom),
    validUntil: removable(limits.validUntil),
    paused: z.optional(z.boolean({ error: 'Paused must be true or false' })),
  })
  .check(
    z.refine((edit) => edit.percentOff === undefined || edit.amountOff === undefined, discountIssue),
    startsBeforeItEnds,
  );
export type CouponEdit = z.infer<typeof couponEditSchema>;
export type CouponEditValues = z.input<typeof couponEditSchema>;

/** A coupon as the admin's screen reads it: amounts in rupees, with how often it was used and the discount it gave. */
export interface AdminCoupon {
  code: string;
  percentOff?: number;
  /** Rupees, exact to the paisa. */
  amountOff?: number;
  courseIds?: string[];
  seriesIds?: string[];
  maxUses?: number;
  perStudent?: number;
  validFrom?: string;
  validUntil?: string;
  paused: boolean;
  /** Every student's uses so far. */
  uses: number;
  /** The discount every use gave, in rupees. */
  discountGiven: number;
  createdAt: string;
  updatedAt: string;
}
