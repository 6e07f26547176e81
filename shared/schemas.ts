// zod/mini: the same schemas as full zod, but a bundle pays only for what it uses (14 KB instead of
// ~450 KB with every locale), which keeps each Lambda under its size budget.
import * as z from 'zod/mini';
import { en } from 'zod/locales';
import {
  COURSE_CATEGORIES,
  DEFAULT_COURSE_CATEGORY,
  DEFAULT_COURSE_DURATION,
  MIN_PASSWORD_LENGTH,
  MOBILE_DIGITS,
} from './constants.js';

z.config(en());

/** Messages the web forms show verbatim (spec section 5). */
export const MESSAGES = {
  passwordsDoNotMatch: 'Passwords do not match',
  passwordTooShort: `Password must be at least ${MIN_PASSWORD_LENGTH} characters`,
  mobileDigits: `Mobile number must be exactly ${MOBILE_DIGITS} digits`,
  emailInvalid: 'Please enter a valid email address',
  loginRequired: 'Email and password are required',
} as const;

const requiredText = (label: string, max: number) =>
  z.string({ error: `${label} is required` }).check(
    z.trim(),
    z.minLength(1, `${label} is required`),
    z.maxLength(max, `${label} must be at most ${max} characters`),
  );

const email = z.pipe(
  z.string({ error: 'Email is required' }).check(z.trim(), z.minLength(1, 'Email is required'), z.maxLength(254, MESSAGES.emailInvalid)),
  z.email(MESSAGES.emailInvalid),
);

export const registerSchema = z.object({
  name: requiredText('Name', 100),
  email,
  mobile: z
    .string({ error: 'Mobile number is required' })
    .check(z.trim(), z.regex(new RegExp(`^\\d{${MOBILE_DIGITS}}$`), MESSAGES.mobileDigits)),
  password: z
    .string({ error: 'Password is required' })
    .check(z.minLength(MIN_PASSWORD_LENGTH, MESSAGES.passwordTooShort), z.maxLength(128, 'Password must be at most 128 characters')),
});
export type RegisterInput = z.infer<typeof registerSchema>;

export const loginSchema = z.object({
  email: z.string({ error: MESSAGES.loginRequired }).check(z.trim(), z.minLength(1, MESSAGES.loginRequired), z.maxLength(254)),
  password: z.string({ error: MESSAGES.loginRequired }).check(z.minLength(1, MESSAGES.loginRequired), z.maxLength(128)),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** Trimmed, without empty entries and without repeats (first occurrence wins). */
export function cleanFeatures(features: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of features) {
    const feature = raw.trim();
    if (feature && !seen.has(feature)) {
      seen.add(feature);
      out.push(feature);
    }
  }
  return out;
}

export const courseInputSchema = z.object({
  title: requiredText('Title', 200),
  description: requiredText('Description', 5000),
  price: z
    .number({ error: 'Price is required and must be a number' })
    .check(
      z.refine(Number.isInteger, 'Price must be a whole number of rupees'),
      z.minimum(0, 'Price must be 0 or more'),
      z.maximum(10_000_000, 'Price is too large'),
    ),
  category: z._default(
    z.enum(COURSE_CATEGORIES, { error: `Category must be one of: ${COURSE_CATEGORIES.join(', ')}` }),
    DEFAULT_COURSE_CATEGORY,
  ),
  duration: z.pipe(
    z.optional(z.string({ error: 'Duration must be text' }).check(z.trim(), z.maxLength(50, 'Duration must be at most 50 characters'))),
    z.transform((value: string | undefined) => value || DEFAULT_COURSE_DURATION),
  ),
  features: z.pipe(
    z._default(
      z
        .array(z.string({ error: 'Each feature must be text' }).check(z.maxLength(300, 'Each feature must be at most 300 characters')), {
          error: 'Features must be a list of text',
        })
        .check(z.maxLength(50, 'At most 50 features')),
      [],
    ),
    z.transform((features: string[]) => cleanFeatures(features)),
  ),
  thumbnail: z.optional(z.url('Thumbnail must be a URL').check(z.maxLength(2000))),
});
export type CourseInput = z.infer<typeof courseInputSchema>;
export type CourseFormValues = z.input<typeof courseInputSchema>;

export type Schema = z.ZodMiniType;

/** The first problem in a failed parse, as one sentence a person can act on. */
export function firstIssue(error: { issues: readonly { message: string }[] }): string {
  const issue = error.issues[0];
  return issue ? issue.message : 'Invalid request';
}
