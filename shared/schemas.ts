import { z } from 'zod';
import {
  COURSE_CATEGORIES,
  DEFAULT_COURSE_CATEGORY,
  DEFAULT_COURSE_DURATION,
  MIN_PASSWORD_LENGTH,
  MOBILE_DIGITS,
} from './constants.js';

/** Messages the web forms show verbatim (spec section 5). */
export const MESSAGES = {
  passwordsDoNotMatch: 'Passwords do not match',
  passwordTooShort: `Password must be at least ${MIN_PASSWORD_LENGTH} characters`,
  mobileDigits: `Mobile number must be exactly ${MOBILE_DIGITS} digits`,
  emailInvalid: 'Please enter a valid email address',
  loginRequired: 'Email and password are required',
} as const;

const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

const email = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(254, MESSAGES.emailInvalid)
  .pipe(z.email(MESSAGES.emailInvalid));

export const registerSchema = z.object({
  name: requiredText('Name', 100),
  email,
  mobile: z
    .string({ error: 'Mobile number is required' })
    .trim()
    .regex(new RegExp(`^\\d{${MOBILE_DIGITS}}$`), MESSAGES.mobileDigits),
  password: z
    .string({ error: 'Password is required' })
    .min(MIN_PASSWORD_LENGTH, MESSAGES.passwordTooShort)
    .max(128, 'Password must be at most 128 characters'),
});
export type RegisterInput = z.infer<typeof registerSchema>;

export const loginSchema = z.object({
  email: z.string({ error: MESSAGES.loginRequired }).trim().min(1, MESSAGES.loginRequired).max(254),
  password: z.string({ error: MESSAGES.loginRequired }).min(1, MESSAGES.loginRequired).max(128),
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
    .int('Price must be a whole number of rupees')
    .min(0, 'Price must be 0 or more')
    .max(10_000_000, 'Price is too large'),
  category: z
    .enum(COURSE_CATEGORIES, { error: `Category must be one of: ${COURSE_CATEGORIES.join(', ')}` })
    .default(DEFAULT_COURSE_CATEGORY),
  duration: z
    .string()
    .trim()
    .max(50, 'Duration must be at most 50 characters')
    .optional()
    .transform((value) => value || DEFAULT_COURSE_DURATION),
  features: z
    .array(z.string().max(300, 'Each feature must be at most 300 characters'), { error: 'Features must be a list of text' })
    .max(50, 'At most 50 features')
    .default([])
    .transform(cleanFeatures),
  thumbnail: z.url('Thumbnail must be a URL').max(2000).optional(),
});
export type CourseInput = z.infer<typeof courseInputSchema>;
export type CourseFormValues = z.input<typeof courseInputSchema>;

/** The first problem in a failed parse, as one sentence a person can act on. */
export function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  return issue ? issue.message : 'Invalid request';
}
