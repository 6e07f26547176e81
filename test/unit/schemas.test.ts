import { describe, expect, it } from 'vitest';
import {
  cleanFeatures,
  courseInputSchema,
  firstIssue,
  loginSchema,
  MESSAGES,
  registerSchema,
} from '#shared/schemas.js';

describe('cleanFeatures', () => {
  it('trims, drops empty entries and keeps the first of each repeat in order', () => {
    expect(cleanFeatures(['  a ', '', 'b', 'a', '  ', 'b ', 'c'])).toEqual(['a', 'b', 'c']);
  });
  it('keeps features that differ in case', () => {
    expect(cleanFeatures(['Notes', 'notes'])).toEqual(['Notes', 'notes']);
  });
});

describe('registerSchema', () => {
  const valid = { name: 'Asha', email: 'asha@example.com', mobile: '9876543210', password: 'secret' };
  it('accepts a valid registration and trims text', () => {
    expect(registerSchema.parse({ ...valid, name: '  Asha  ', email: ' asha@example.com ' })).toEqual(valid);
  });
  it.each([
    [{ mobile: '987654321' }, MESSAGES.mobileDigits],
    [{ mobile: '+91987654321' }, MESSAGES.mobileDigits],
    [{ password: 'five5' }, MESSAGES.passwordTooShort],
    [{ email: 'asha@' }, MESSAGES.emailInvalid],
    [{ name: '' }, 'Name is required'],
  ])('rejects %o', (override, message) => {
    const result = registerSchema.safeParse({ ...valid, ...override });
    expect(result.success).toBe(false);
    expect(firstIssue(result.error!)).toBe(message);
  });
  it('says which field is missing when the body has none', () => {
    const result = registerSchema.safeParse({});
    expect(firstIssue(result.error!)).toBe('Name is required');
  });
});

describe('loginSchema', () => {
  it('requires both fields with one message', () => {
    expect(firstIssue(loginSchema.safeParse({ email: 'a@b.co', password: '' }).error!)).toBe(MESSAGES.loginRequired);
    expect(firstIssue(loginSchema.safeParse({ password: 'x' }).error!)).toBe(MESSAGES.loginRequired);
  });
});

describe('courseInputSchema', () => {
  const valid = { title: 'T', description: 'D', price: 100 };
  it('fills the spec defaults', () => {
    expect(courseInputSchema.parse(valid)).toEqual({ ...valid, category: 'gpsc', duration: '12 months', features: [] });
  });
  it('treats a blank duration as the default', () => {
    expect(courseInputSchema.parse({ ...valid, duration: '  ' }).duration).toBe('12 months');
  });
  it.each([
    [{ price: -5 }, 'Price must be 0 or more'],
    [{ price: 10.5 }, 'Price must be a whole number of rupees'],
    [{ price: Number.NaN }, 'Price is required and must be a number'],
    [{ category: 'neet' }, 'Category must be one of: gpsc, upsc, ssc, neet11, neet12, talati, ethics'],
    [{ title: '   ' }, 'Title is required'],
  ])('rejects %o', (override, message) => {
    expect(firstIssue(courseInputSchema.safeParse({ ...valid, ...override }).error!)).toBe(message);
  });
});
