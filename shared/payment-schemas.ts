// Request bodies of the payment routes, shared with the web forms (zod/mini, like shared/schemas.ts).
import * as z from 'zod/mini';
import { DIRECT_COURSE_IDS, DIRECT_COURSES, type DirectCourseId, priceDirectCourse } from './direct-courses.js';
import { email, MESSAGES, mobileNumber, optionalText, requiredText } from './schemas.js';

const text = (label: string, max: number) => requiredText(label, max);

/** A due's id as the API carries it: the id of the payment that created it and the instalment's number. */
export const DUE_ID = /^[0-9A-HJKMNP-TV-Z]{26}-\d{1,2}$/;
const dueIdSchema = z.string({ error: 'dueId must be text' }).check(z.regex(DUE_ID, 'dueId is not a due of yours'));

/** The course of a card order: its id ('gpsc', 'upsc') or, as the spec's client sends it, its title. */
const directCourse = z.pipe(
  z.string({ error: `Course must be one of: ${DIRECT_COURSE_IDS.join(', ')}` }).check(z.trim()),
  z.transform(
    (value: string) => DIRECT_COURSE_IDS.find((id) => id === value || DIRECT_COURSES[id].title === value) ?? value,
  ),
);

/** An Indian PIN code: six digits, the first never 0 ("380 009" is taken as 380009). */
const PIN_CODE_PATTERN = /^[1-9]\d{5}$/;
const pinCode = z
  .pipe(
    z.string({ error: 'PIN code must be text' }),
    z.transform((typed: string) => typed.replace(/\s/g, '')),
  )
  .check(z.regex(PIN_CODE_PATTERN, MESSAGES.pinCode));

/** True when this order buys the printed material add-on, which is couriered. */
export function buysPrintedMaterial(order: { course: DirectCourseId; includeMaterial?: boolean | undefined }): boolean {
  return order.includeMaterial === true && priceDirectCourse(order.course, true).material > 0;
}

/** Where the printed material goes: asked for, and required, only when the order buys it. */
const DELIVERY_FIELDS = ['deliveryAddress', 'pinCode', 'email'] as const;

export const createOrderSchema = z
  .object({
    course: z.pipe(
      directCourse,
      z.enum(DIRECT_COURSE_IDS, { error: `Course must be one of: ${DIRECT_COURSE_IDS.join(', ')}` }),
    ),
    name: text('Name', 100),
    mobile: mobileNumber,
    includeMaterial: z.optional(z.boolean({ error: 'includeMaterial must be true or false' })),
    deliveryAddress: optionalText('Delivery address', 300, true),
    pinCode: z.optional(pinCode),
    email: z.optional(email),
    /** Ignored: the server prices every order. Accepted so that older clients keep working. */
    amount: z.optional(z.unknown()),
  })
  .check(
    z.superRefine((order, context) => {
      if (!buysPrintedMaterial(order)) return;
      for (const field of DELIVERY_FIELDS) {
        if (!order[field])
          context.issues.push({
            code: 'custom',
            input: order[field],
            path: [field],
            message: 'The address, PIN code and e-mail are required to send printed material',
            params: { code: 'validation.delivery_required' },
          });
      }
    }),
  );
export type CreateOrderInput = z.infer<typeof createOrderSchema>;

const gatewayId = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .check(z.trim(), z.minLength(1, `${label} is required`), z.maxLength(100, `${label} is too long`));

export const verifyPaymentSchema = z.object({
  razorpay_order_id: gatewayId('razorpay_order_id'),
  razorpay_payment_id: gatewayId('razorpay_payment_id'),
  razorpay_signature: gatewayId('razorpay_signature'),
  // The spec's client also sends these; the server uses what it stored with the order instead.
  name: z.optional(z.unknown()),
  mobile: z.optional(z.unknown()),
  course: z.optional(z.unknown()),
  amount: z.optional(z.unknown()),
});
export type VerifyPaymentInput = z.infer<typeof verifyPaymentSchema>;

export const courseIdSchema = z.object({ courseId: text('courseId', 64) });

export const submitUtrSchema = z.object({
  courseId: text('courseId', 64),
  utrNumber: z
    .string({ error: 'UTR number is required' })
    .check(z.maxLength(64, 'UTR must be exactly 12 letters or digits')),
  /** A due of this course the UTR pays, instead of buying the course. */
  dueId: z.optional(dueIdSchema),
});

export const seriesUtrSchema = z.object({
  utrNumber: z
    .string({ error: 'UTR number is required' })
    .check(z.maxLength(64, 'UTR must be exactly 12 letters or digits')),
  /** A due of this series the UTR pays, instead of buying the series. */
  dueId: z.optional(dueIdSchema),
});

export const rejectPaymentSchema = z.optional(z.object({ reason: optionalText('Reason', 500, true) }));
