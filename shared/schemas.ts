// zod/mini: the same schemas as full zod, but a bundle pays only for what it uses (14 KB instead of
// ~450 KB with every locale), which keeps each Lambda under its size budget.
import * as z from 'zod/mini';
import { en } from 'zod/locales';
import {
  COURSE_CATEGORIES,
  DEFAULT_COURSE_CATEGORY,
  DEFAULT_COURSE_DURATION,
  DEFAULT_TEST_SERIES_DURATION,
  MIN_PASSWORD_LENGTH,
  MOBILE_DIGITS,
  TEST_SERIES_CATEGORIES,
} from './constants.js';
import { isRupeeAmount } from './money.js';
import { mobileDigitsOf } from './mobile.js';
import { LANGUAGES } from './site-pages.js';

import { isCleanText } from './text.js';

z.config(en());

/** Messages the web forms show verbatim (spec section 5). */
export const MESSAGES = {
  passwordsDoNotMatch: 'Passwords do not match',
  passwordTooShort: `Password must be at least ${MIN_PASSWORD_LENGTH} characters`,
  mobileDigits: `Mobile number must be exactly ${MOBILE_DIGITS} digits`,
  emailInvalid: 'Please enter a valid email address',
  loginRequired: 'Email and password are required',
  pinCode: 'PIN code must be 6 digits',
} as const;

export { isCleanText };

const cleanText = (label: string, multiline = false) =>
  z.refine<string>(
    (text) => isCleanText(text, { multiline }),
    `${label} contains invisible or invalid characters; please retype it`,
  );

export const requiredText = (label: string, max: number, multiline = false) =>
  z
    .string({ error: `${label} is required` })
    .check(
      z.trim(),
      z.minLength(1, `${label} is required`),
      z.maxLength(max, `${label} must be at most ${max} characters`),
      cleanText(label, multiline),
    );

export const optionalText = (label: string, max: number, multiline = false) =>
  z.optional(
    z
      .string({ error: `${label} must be text` })
      .check(z.trim(), z.maxLength(max, `${label} must be at most ${max} characters`), cleanText(label, multiline)),
  );

/** An optional text where an empty one means none. */
const blankAsAbsent = (text: ReturnType<typeof optionalText>) =>
  z.optional(
    z.pipe(
      text,
      z.transform((value: string | undefined) => (value ? value : undefined)),
    ),
  );

/** A whole number in [min, max]: never a float, an unsafe integer or anything storage cannot hold. */
export const wholeNumber = (label: string, min: number, max: number, messages: { min?: string; max?: string } = {}) =>
  z
    .number({ error: `${label} must be a number` })
    .check(
      z.refine(Number.isSafeInteger, `${label} must be a whole number`),
      z.minimum(min, messages.min ?? `${label} must be ${min} or more`),
      z.maximum(max, messages.max ?? `${label} must be at most ${max}`),
    );

/** True when `value` has at most `decimals` digits after the point (so 1e-131 has too many). */
export function hasAtMostDecimals(value: number, decimals: number): boolean {
  return Number.isFinite(value) && Math.abs(value) < 1e15 && Number(value.toFixed(decimals)) === value;
}

/**
 * A link an admin may set: an https address, or a path on this site ('/gpsc'). A path starts with
 * exactly one '/' and has no backslash (browsers read '/\\evil.com' as '//evil.com'); nothing that
 * could run script (javascript:, data:, vbscript:) or leave the page insecure (http:, file:).
 */
export function isSafeLink(value: string): boolean {
  if (value.includes('\\') || /\s/.test(value) || !isCleanText(value)) return false;
  if (value.startsWith('/')) return !value.startsWith('//');
  if (!/^https:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.length > 0 && !url.username && !url.password;
  } catch {
    return false;
  }
}

const safeLink = (label: string, example: string) =>
  z
    .string({ error: `${label} must be text` })
    .check(
      z.trim(),
      z.maxLength(2000, `${label} is too long`),
      z.refine(isSafeLink, `${label} must be an https:// address or a site path such as ${example}`),
    );

export const email = z.pipe(
  z
    .string({ error: 'Email is required' })
    .check(z.trim(), z.minLength(1, 'Email is required'), z.maxLength(254, MESSAGES.emailInvalid)),
  z.email(MESSAGES.emailInvalid),
);

/**
 * A mobile as the student typed it, spaces, hyphens, +91 or a leading 0 and all: its ten digits are
 * what is checked and stored.
 */
export const mobileNumber = z
  .pipe(
    z.string({ error: 'Mobile number is required' }),
    z.transform((typed: string) => mobileDigitsOf(typed) ?? typed.trim()),
  )
  .check(z.regex(new RegExp(`^\\d{${MOBILE_DIGITS}}$`), MESSAGES.mobileDigits));

export const registerSchema = z.object({
  name: requiredText('Name', 100),
  email,
  mobile: mobileNumber,
  password: z.string({ error: 'Password is required' }).check(
    z.minLength(MIN_PASSWORD_LENGTH, MESSAGES.passwordTooShort),
    z.maxLength(128, 'Password must be at most 128 characters'),
    z.refine(
      (password: string) => isCleanText(password),
      'Password contains invisible or invalid characters; please retype it',
    ),
  ),
});
export type RegisterInput = z.infer<typeof registerSchema>;

export const loginSchema = z.object({
  email: z
    .string({ error: MESSAGES.loginRequired })
    .check(z.trim(), z.minLength(1, MESSAGES.loginRequired), z.maxLength(254)),
  password: z.string({ error: MESSAGES.loginRequired }).check(z.minLength(1, MESSAGES.loginRequired), z.maxLength(128)),
  /** Admin login: the token a successful login on this device handed out (a known device). */
  deviceToken: z.optional(z.string({ error: 'deviceToken must be text' }).check(z.maxLength(2000))),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** Asking for a password reset link: the account's e-mail and the language the e-mail and its link are in. */
export const passwordResetRequestSchema = z.object({
  email,
  language: z.optional(z.enum(LANGUAGES, { error: `Language must be one of ${LANGUAGES.join(', ')}` })),
});
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

/** The secret part of a reset link, as the e-mail carried it. */
const resetToken = z
  .string({ error: 'The reset link has no token' })
  .check(z.minLength(1, 'The reset link has no token'), z.maxLength(200, 'The reset link is not valid'));
export const passwordResetCheckSchema = z.object({ token: resetToken });
/** A new password through a reset link: the same rules as at registration. */
export const passwordResetSchema = z.object({ token: resetToken, password: registerSchema.shape.password });

/** A signed-in student's new password: the current one proves it is them. */
export const passwordChangeSchema = z.object({
  currentPassword: z
    .string({ error: 'Current password is required' })
    .check(z.minLength(1, 'Current password is required'), z.maxLength(128, 'Current password is not correct')),
  newPassword: registerSchema.shape.password,
});
export type PasswordChange = z.infer<typeof passwordChangeSchema>;

/** A student's own name and mobile, with the rules of registration. */
export const accountDetailsSchema = z.object({ name: registerSchema.shape.name, mobile: registerSchema.shape.mobile });
export type AccountDetails = z.infer<typeof accountDetailsSchema>;

/** The language a signed-in person chose for the site (PUT /api/auth/profile/language). */
export const languageChoiceSchema = z.object({
  language: z.enum(LANGUAGES, { error: `Language must be one of ${LANGUAGES.join(', ')}` }),
});

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

const featureList = z
  .array(
    z
      .string({ error: 'Each feature must be text' })
      .check(z.maxLength(300, 'Each feature must be at most 300 characters'), cleanText('A feature')),
    {
      error: 'Features must be a list of text',
    },
  )
  .check(z.maxLength(50, 'At most 50 features'));

/** A list of short texts, trimmed, without empty entries or repeats. */
const featuresField = z.pipe(
  z._default(featureList, []),
  z.transform((features: string[]) => cleanFeatures(features)),
);

/** The same, optional: a list with nothing in it means none. */
const optionalFeaturesField = z.optional(
  z.pipe(
    featureList,
    z.transform((features: string[]) => {
      const cleaned = cleanFeatures(features);
      return cleaned.length > 0 ? cleaned : undefined;
    }),
  ),
);

/** Free text such as '12 months'; blank means the default. */
const durationField = (fallback: string) =>
  z.pipe(
    optionalText('Duration', 50),
    z.transform((value: string | undefined) => value || fallback),
  );

/** ₹1 crore: above any fee here, and far inside what shared/money.ts converts exactly. */
export const MAX_PRICE_RUPEES = 10_000_000;

/** Prices are rupees in the API and forms; each check stops the rest, so one price gets one message. */
const priceNumber = () => z.number({ error: 'Price is required and must be a number' });
const priceAtLeastZero = () => z.minimum(0, { error: 'Price must be 0 or more', abort: true });
const priceAtMostMax = () => z.maximum(MAX_PRICE_RUPEES, { error: 'Price is too large', abort: true });

/** Course prices are whole rupees. */
const coursePrice = priceNumber().check(
  z.refine(Number.isInteger, { error: 'Price must be a whole number of rupees', abort: true }),
  priceAtLeastZero(),
  priceAtMostMax(),
);

/** Test-series prices may have paise (spec: step 0.01); the decimal check is shared/money.ts's, not float arithmetic. */
const testSeriesPrice = priceNumber().check(
  priceAtLeastZero(),
  priceAtMostMax(),
  z.refine(isRupeeAmount, 'Price can have at most two decimals'),
);

export const courseInputSchema = z.object({
  title: requiredText('Title', 200),
  description: requiredText('Description', 5000, true),
  price: coursePrice,
  category: z._default(
    z.enum(COURSE_CATEGORIES, { error: `Category must be one of: ${COURSE_CATEGORIES.join(', ')}` }),
    DEFAULT_COURSE_CATEGORY,
  ),
  duration: durationField(DEFAULT_COURSE_DURATION),
  features: featuresField,
  thumbnail: z.optional(safeLink('Thumbnail', '/images/gpsc.png')),
  // Optional: shown instead of the title, description and features to visitors who chose Gujarati.
  titleGu: blankAsAbsent(optionalText('Gujarati title', 200)),
  descriptionGu: blankAsAbsent(optionalText('Gujarati description', 5000, true)),
  featuresGu: optionalFeaturesField,
});
export type CourseInput = z.infer<typeof courseInputSchema>;
export type CourseFormValues = z.input<typeof courseInputSchema>;

export type Schema = z.ZodMiniType;

/** The first problem in a failed parse, as one sentence a person can act on. */
export function firstIssue(error: { issues: readonly { message: string }[] }): string {
  const issue = error.issues[0];
  return issue ? issue.message : 'Invalid request';
}

export const testSeriesInputSchema = z.object({
  title: requiredText('Title', 200),
  description: requiredText('Description', 5000, true),
  price: testSeriesPrice,
  category: z.enum(TEST_SERIES_CATEGORIES, { error: `Category must be one of: ${TEST_SERIES_CATEGORIES.join(', ')}` }),
  duration: durationField(DEFAULT_TEST_SERIES_DURATION),
  numberOfTests: z
    .number({ error: 'Number of tests is required and must be a number' })
    .check(
      z.refine(Number.isSafeInteger, 'Number of tests must be a whole number'),
      z.minimum(1, 'Number of tests must be at least 1'),
      z.maximum(10_000, 'Number of tests must be at most 10,000'),
    ),
  features: featuresField,
  isActive: z._default(z.boolean({ error: 'isActive must be true or false' }), true),
  // Optional: shown instead of the English to visitors who chose Gujarati.
  titleGu: blankAsAbsent(optionalText('Gujarati title', 200)),
  descriptionGu: blankAsAbsent(optionalText('Gujarati description', 5000, true)),
  featuresGu: featuresField,
});
export type TestSeriesInput = z.infer<typeof testSeriesInputSchema>;
export type TestSeriesFormValues = z.input<typeof testSeriesInputSchema>;

export const AD_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export const AD_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

export const adImageUploadSchema = z.object({
  contentType: z.enum(AD_IMAGE_TYPES, { error: 'The image must be a PNG, JPEG, WebP or GIF file' }),
  size: z
    .number({ error: 'The image size is required' })
    .check(
      z.refine(Number.isSafeInteger, 'The image size must be whole bytes'),
      z.minimum(1, 'The image file is empty'),
      z.maximum(AD_IMAGE_MAX_BYTES, 'The image must be at most 5 MB'),
    ),
});

/** A site path ('/gpsc') or an https address; nothing that could run script. */
const redirectUrl = z
  .string({ error: 'Redirect URL is required' })
  .check(
    z.trim(),
    z.minLength(1, 'Redirect URL is required'),
    z.maxLength(2000, 'Redirect URL is too long'),
    z.refine(isSafeLink, 'Redirect URL must be a site path such as /gpsc or an https:// address'),
  );

/** The key the image upload returned; the server checks it is one of its own. */
const adImageKey = z
  .string({ error: 'Upload an image first' })
  .check(z.regex(/^public\/ads\/[0-9A-Z]{26}\.(png|jpg|webp|gif)$/, 'Upload an image first'));
// Optional: shown instead of the title and description to visitors who chose Gujarati.
const adTitleGu = blankAsAbsent(optionalText('Gujarati title', 200));
const adDescriptionGu = blankAsAbsent(optionalText('Gujarati description', 1000, true));

export const adInputSchema = z.object({
  title: requiredText('Title', 200),
  description: optionalText('Description', 1000, true),
  imageKey: adImageKey,
  redirectUrl,
  isActive: z._default(z.boolean({ error: 'isActive must be true or false' }), true),
  titleGu: adTitleGu,
  descriptionGu: adDescriptionGu,
});
export type AdInput = z.infer<typeof adInputSchema>;

/** An edit of an ad: its texts and link as they should be now; an image key only when a new image was uploaded. */
export const adUpdateSchema = z.object({
  title: requiredText('Title', 200),
  description: optionalText('Description', 1000, true),
  imageKey: z.optional(adImageKey),
  redirectUrl,
  titleGu: adTitleGu,
  descriptionGu: adDescriptionGu,
});
export type AdUpdate = z.infer<typeof adUpdateSchema>;

export const adActiveSchema = z.object({ isActive: z.boolean({ error: 'isActive must be true or false' }) });

/** Study notes are PDFs of at most 50 MB, uploaded straight to storage and checked by the server after. */
export const NOTE_CONTENT_TYPE = 'application/pdf';
export const NOTE_MAX_BYTES = 50 * 1024 * 1024;
const noteVideoId = z.optional(
  z
    .string({ error: 'The lecture id must be text' })
    .check(z.regex(/^[0-9A-Za-z]{1,64}$/, 'The lecture id is not valid')),
);

export const noteUploadSchema = z.object({
  contentType: z.literal(NOTE_CONTENT_TYPE, { error: 'Notes must be a PDF file' }),
  size: z
    .number({ error: 'The file size is required' })
    .check(
      z.refine(Number.isSafeInteger, 'The file size must be whole bytes'),
      z.minimum(1, 'The file is empty'),
      z.maximum(NOTE_MAX_BYTES, 'Notes can be at most 50 MB'),
    ),
});

/** The notes as saved once their file is uploaded: the key the upload returned, titles and, for a lecture's notes, its id. */
export const noteInputSchema = z.object({
  fileKey: z
    .string({ error: 'Upload the PDF first' })
    .check(z.regex(/^uploads\/notes\/[0-9A-Za-z]{1,64}\/[0-9A-Z]{26}\.pdf$/, 'Upload the PDF first')),
  title: requiredText('Title', 200),
  titleGu: blankAsAbsent(optionalText('Gujarati title', 200)),
  videoId: noteVideoId,
});
export type NoteInput = z.infer<typeof noteInputSchema>;

export const VIDEO_CONTENT_TYPES = [
  'video/mp4',
  'video/webm',
  'video/x-msvideo',
  'video/avi',
  'video/quicktime',
] as const;
/** S3 allows 10,000 parts; 5 GB in parts of at least 8 MiB fits with room to spare. */
export const MAX_VIDEO_BYTES = 5 * 1024 ** 3;

/** The extension of a stored video comes from its checked type, never from the name the browser sent. */
export const VIDEO_EXTENSIONS: Record<(typeof VIDEO_CONTENT_TYPES)[number], string> = {
  'video/mp4': 'mp4',
  'video/webm': 'webm',
  'video/x-msvideo': 'avi',
  'video/avi': 'avi',
  'video/quicktime': 'mov',
};
/** Curriculum positions; far more than any course has. */
export const MAX_VIDEO_ORDER = 100_000;
export const MAX_VIDEO_SECONDS = 24 * 3600;

export const videoUploadStartSchema = z.object({
  title: requiredText('Title', 200),
  description: optionalText('Description', 5000, true),
  duration: z.optional(
    z.number({ error: 'Duration must be a number of seconds' }).check(
      z.minimum(0, 'Duration must be 0 or more'),
      z.maximum(MAX_VIDEO_SECONDS, 'Duration is too long (at most 24 hours)'),
      z.refine(
        (seconds: number) => hasAtMostDecimals(seconds, 3),
        'Duration can have at most three decimals (milliseconds)',
      ),
    ),
  ),
  order: z.optional(wholeNumber('Order', 0, MAX_VIDEO_ORDER)),
  fileName: requiredText('File name', 255),
  contentType: z.enum(VIDEO_CONTENT_TYPES, { error: 'Only video files can be uploaded: MP4, WebM, AVI or MOV' }),
  size: z
    .number({ error: 'The file size is required' })
    .check(
      z.refine(Number.isSafeInteger, 'The file size must be whole bytes'),
      z.minimum(1, 'The file is empty'),
      z.maximum(MAX_VIDEO_BYTES, 'Videos can be at most 5 GB'),
    ),
});
export type VideoUploadStart = z.infer<typeof videoUploadStartSchema>;

/** A lecture's texts as an admin edits them after the upload; its place changes through the order route. */
export const videoEditSchema = z.object({
  title: requiredText('Title', 200),
  description: optionalText('Description', 5000, true),
});
export type VideoEdit = z.infer<typeof videoEditSchema>;

/** More lectures than a course has; the ids of this many fit well inside one request body. */
export const MAX_ORDERED_VIDEOS = 1000;

/** A course's lectures in their new order: every video id of the course, each once. */
export const videoOrderSchema = z.object({
  videoIds: z
    .array(
      z
        .string({ error: 'Each video id must be text' })
        .check(z.minLength(1, 'A video id is empty'), z.maxLength(64, 'A video id is too long')),
      {
        error: 'videoIds must be a list of video ids',
      },
    )
    .check(
      z.maxLength(MAX_ORDERED_VIDEOS, `At most ${MAX_ORDERED_VIDEOS} videos can be ordered`),
      z.refine((ids: string[]) => new Set(ids).size === ids.length, 'Each video can appear only once in the order'),
    ),
});

export const partUrlsSchema = z.object({
  partNumbers: z
    .array(
      z
        .number()
        .check(
          z.refine(Number.isInteger, 'Part numbers are whole numbers'),
          z.minimum(1, 'Part numbers start at 1'),
          z.maximum(10_000, 'At most 10,000 parts'),
        ),
      {
        error: 'partNumbers must be a list of part numbers',
      },
    )
    .check(z.minLength(1, 'Ask for at least one part'), z.maxLength(100, 'Ask for at most 100 parts at a time')),
});

export const completeUploadSchema = z.object({
  parts: z
    .array(
      z.object({
        partNumber: z
          .number({ error: 'Part numbers are whole numbers' })
          .check(
            z.refine(Number.isSafeInteger, 'Part numbers are whole numbers'),
            z.minimum(1, 'Part numbers start at 1'),
            z.maximum(10_000, 'At most 10,000 parts'),
          ),
        /** What S3 answered for the part: a quoted hex digest; nothing that could bend the XML sent to S3. */
        etag: z
          .string({ error: 'Each part needs its ETag' })
          .check(
            z.minLength(1, 'Each part needs its ETag'),
            z.maxLength(200, 'A part ETag is too long'),
            z.regex(/^"?[A-Za-z0-9-]+"?$/, 'A part ETag is not valid'),
          ),
      }),
      { error: 'parts must be a list of {partNumber, etag}' },
    )
    .check(z.minLength(1, 'No parts were uploaded'), z.maxLength(10_000, 'At most 10,000 parts')),
});
