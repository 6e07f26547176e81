import { describe, expect, it } from 'vitest';
import { validationIssue } from '#lib/validation-issue.js';
import { couponInputSchema } from '#shared/coupons.js';
import { feePlanInputSchema } from '#shared/fee-plans.js';
import {
  adInputSchema,
  completeUploadSchema,
  courseInputSchema,
  loginSchema,
  partUrlsSchema,
  registerSchema,
  testSeriesInputSchema,
  type Schema,
} from '#shared/schemas.js';

const registration = { name: 'Asha Patel', email: 'asha@example.com', mobile: '9876543210', password: 'secret123' };
const course = { title: 'GPSC Prelims', description: 'Complete course', price: 4999, category: 'gpsc' };
const series = { title: 'SSC mocks', description: 'Mock tests', price: 799.99, category: 'ssc', numberOfTests: 20 };
const ad = { title: 'Admissions open', imageKey: 'public/ads/01JABCDEFGHJKMNPQRSTVWXYZ0.png', redirectUrl: '/gpsc' };

function issueOf(schema: Schema, body: unknown) {
  const result = schema.safeParse(body);
  if (result.success) throw new Error(`expected ${JSON.stringify(body)} to be refused`);
  return validationIssue(result.error, body);
}

describe('validationIssue', () => {
  it('accepts the valid bodies the cases below start from', () => {
    for (const [schema, body] of [
      [registerSchema, registration],
      [courseInputSchema, course],
      [testSeriesInputSchema, series],
      [adInputSchema, ad],
    ] as const) {
      expect(schema.safeParse(body).success).toBe(true);
    }
  });

  it.each([
    [
      'a missing field',
      registerSchema,
      { ...registration, name: undefined },
      'validation.required',
      'name',
      'Name is required',
    ],
    [
      'an empty required text',
      registerSchema,
      { ...registration, name: '   ' },
      'validation.required',
      'name',
      'Name is required',
    ],
    [
      'a wrong type',
      courseInputSchema,
      { ...course, price: '100' },
      'validation.type',
      'price',
      'Price is required and must be a number',
    ],
    [
      'a list that is too short',
      partUrlsSchema,
      { partNumbers: [] },
      'validation.too_short',
      'partNumbers',
      'Ask for at least one part',
    ],
    [
      'a text that is too long',
      courseInputSchema,
      { ...course, title: 'x'.repeat(201) },
      'validation.too_long',
      'title',
      'Title must be at most 200 characters',
    ],
    [
      'a number that is too small',
      courseInputSchema,
      { ...course, price: -1 },
      'validation.too_small',
      'price',
      'Price must be 0 or more',
    ],
    [
      'a number that is too large',
      testSeriesInputSchema,
      { ...series, price: 10_000_000.01 },
      'validation.too_large',
      'price',
      'Price is too large',
    ],
    [
      'a number that is not whole',
      courseInputSchema,
      { ...course, price: 10.5 },
      'validation.not_integer',
      'price',
      'Price must be a whole number of rupees',
    ],
    [
      'too many decimals',
      testSeriesInputSchema,
      { ...series, price: 10.999 },
      'validation.decimals',
      'price',
      'Price can have at most two decimals',
    ],
    [
      'a value outside the choices',
      testSeriesInputSchema,
      { ...series, category: 'cricket' },
      'validation.choice',
      'category',
      undefined,
    ],
    [
      'an invalid e-mail',
      registerSchema,
      { ...registration, email: 'asha@' },
      'validation.email',
      'email',
      'Please enter a valid email address',
    ],
    [
      'a mobile number without 10 digits',
      registerSchema,
      { ...registration, mobile: '98765' },
      'validation.mobile_digits',
      'mobile',
      'Mobile number must be exactly 10 digits',
    ],
    [
      'a short password',
      registerSchema,
      { ...registration, password: 'five5' },
      'validation.password_too_short',
      'password',
      'Password must be at least 6 characters',
    ],
    [
      'a login without password',
      loginSchema,
      { email: 'asha@example.com', password: '' },
      'validation.login_required',
      'password',
      'Email and password are required',
    ],
    [
      'a login without e-mail',
      loginSchema,
      { password: 'secret123' },
      'validation.login_required',
      'email',
      'Email and password are required',
    ],
    [
      'a link that is neither https nor a site path',
      adInputSchema,
      { ...ad, redirectUrl: 'javascript:alert(1)' },
      'validation.link',
      'redirectUrl',
      undefined,
    ],
    [
      'a text in the wrong format',
      adInputSchema,
      { ...ad, imageKey: 'private/key.png' },
      'validation.format',
      'imageKey',
      undefined,
    ],
    [
      'a nested missing field',
      completeUploadSchema,
      { parts: [{ partNumber: 1 }] },
      'validation.required',
      'parts.0.etag',
      'Each part needs its ETag',
    ],
  ])('names %s', (_label, schema, body, code, field, message) => {
    const issue = issueOf(schema, body);
    expect(issue.code).toBe(code);
    expect(issue.field).toBe(field);
    if (message !== undefined) expect(issue.message).toBe(message);
  });

  it("answers a refinement's own code (params.code), not the generic one", () => {
    const plan = {
      name: '3 instalments',
      instalments: [
        { percent: 40, dueAfterDays: 0 },
        { percent: 30, dueAfterDays: 30 },
        { percent: 20, dueAfterDays: 60 },
      ],
    };
    expect(validationIssue(feePlanInputSchema.safeParse(plan).error!, plan).code).toBe('validation.plan_percent_total');
    const coupon = { code: 'TOPPER25', percentOff: 25, amountOff: 500 };
    expect(validationIssue(couponInputSchema.safeParse(coupon).error!, coupon).code).toBe('validation.coupon_discount');
  });

  it('gives no field when the body itself is not an object', () => {
    expect(issueOf(registerSchema, null)).toMatchObject({ code: 'validation.type', field: undefined });
  });

  it('falls back to the generic code when there is no issue to report', () => {
    expect(validationIssue({ issues: [] }, {})).toEqual({
      code: 'validation.invalid',
      field: undefined,
      message: 'Invalid request',
    });
  });
});
