import { describe, expect, it } from 'vitest';
import {
  adInputSchema,
  completeUploadSchema,
  courseInputSchema,
  firstIssue,
  hasAtMostDecimals,
  isCleanText,
  isSafeLink,
  registerSchema,
  testSeriesInputSchema,
  videoUploadStartSchema,
} from '#shared/schemas.js';

/** Every number a body can carry must be one storage can hold exactly; every text one a person typed. */
describe('numbers', () => {
  const upload = { title: 'T', fileName: 'a.mp4', contentType: 'video/mp4', size: 10 };
  it.each([
    [{ order: 1e125 }, 'Order must be a whole number'],
    // What JSON.parse makes of 9007199254740993: a float past the safe range.
    [{ order: JSON.parse('9007199254740993') as number }, 'Order must be a whole number'],
    [{ order: 100_001 }, 'Order must be at most 100000'],
    [{ order: 1.5 }, 'Order must be a whole number'],
    [{ duration: 1e-131 }, 'Duration can have at most three decimals (milliseconds)'],
    [{ duration: 5e-324 }, 'Duration can have at most three decimals (milliseconds)'],
    [{ duration: 86_401 }, 'Duration is too long (at most 24 hours)'],
    [{ size: 2 ** 53 + 2 }, 'The file size must be whole bytes'],
  ])('refuses an upload with %o', (override, message) => {
    const result = videoUploadStartSchema.safeParse({ ...upload, ...override });
    expect(result.success).toBe(false);
    expect(firstIssue(result.error!)).toBe(message);
  });

  it('keeps durations with milliseconds and plain orders', () => {
    expect(videoUploadStartSchema.parse({ ...upload, duration: 95.125, order: 100_000 })).toMatchObject({
      duration: 95.125,
      order: 100_000,
    });
  });

  it.each([1e-300, 5e-324, 0.001, 1e300])('refuses the test-series price %d', (price) => {
    const result = testSeriesInputSchema.safeParse({
      title: 'T',
      description: 'D',
      price,
      category: 'gpsc',
      numberOfTests: 5,
    });
    expect(result.success).toBe(false);
  });

  it('hasAtMostDecimals', () => {
    expect(hasAtMostDecimals(0.1, 2)).toBe(true);
    expect(hasAtMostDecimals(199.99, 2)).toBe(true);
    expect(hasAtMostDecimals(1e-131, 3)).toBe(false);
    expect(hasAtMostDecimals(Number.NaN, 3)).toBe(false);
    expect(hasAtMostDecimals(1e20, 0)).toBe(false);
  });
});

describe('links', () => {
  it.each([
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'file:///etc/passwd',
    'vbscript:msgbox(1)',
    'http://example.com/a.png',
    '/\\evil.com',
    '//evil.com',
    '\\\\evil.com',
    'https://',
    'https:/\\evil.com',
    'https://user:pw@example.com/',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    '/a b',
  ])('refuses %j', (link) => {
    expect(isSafeLink(link)).toBe(false);
    expect(courseInputSchema.safeParse({ title: 'T', description: 'D', price: 1, thumbnail: link }).success).toBe(
      false,
    );
    expect(
      adInputSchema.safeParse({ title: 'T', imageKey: 'public/ads/01ARZ3NDEKTSV4RRFFQ69G5FAV.png', redirectUrl: link })
        .success,
    ).toBe(false);
  });

  it.each(['https://cdn.example.com/gpsc.png', '/gpsc', '/testSeries?x=1#top', '/'])('accepts %j', (link) => {
    expect(isSafeLink(link)).toBe(true);
    expect(courseInputSchema.parse({ title: 'T', description: 'D', price: 1, thumbnail: link }).thumbnail).toBe(link);
  });

  it('says what is allowed', () => {
    const result = adInputSchema.safeParse({
      title: 'T',
      imageKey: 'public/ads/01ARZ3NDEKTSV4RRFFQ69G5FAV.png',
      redirectUrl: '/\\evil.com',
    });
    expect(firstIssue(result.error!)).toBe('Redirect URL must be a site path such as /gpsc or an https:// address');
  });
});

describe('text', () => {
  const course = { title: 'T', description: 'D', price: 1 };
  it.each([
    [{ title: 'a\u0000b' }, 'Title contains invisible or invalid characters; please retype it'],
    [{ title: 'a\u001bb' }, 'Title contains invisible or invalid characters; please retype it'],
    [{ title: 'line\nbreak' }, 'Title contains invisible or invalid characters; please retype it'],
    [{ title: 'broken \ud800 pair' }, 'Title contains invisible or invalid characters; please retype it'],
    [{ description: 'nul \u0000' }, 'Description contains invisible or invalid characters; please retype it'],
    [{ description: 'lone \udc00' }, 'Description contains invisible or invalid characters; please retype it'],
    [{ features: ['ok', 'bad\u0007'] }, 'A feature contains invisible or invalid characters; please retype it'],
    [{ duration: '12\u0000 months' }, 'Duration contains invisible or invalid characters; please retype it'],
  ])('refuses a course with %o', (override, message) => {
    expect(firstIssue(courseInputSchema.safeParse({ ...course, ...override }).error!)).toBe(message);
  });

  it('keeps line breaks and tabs in descriptions, and emoji and Gujarati anywhere', () => {
    const parsed = courseInputSchema.parse({
      ...course,
      title: 'ગુજરાત 📚',
      description: 'Line one\nLine two\r\n\tindented',
    });
    expect(parsed).toMatchObject({ title: 'ગુજરાત 📚', description: 'Line one\nLine two\r\n\tindented' });
  });

  it('covers names, file names, passwords and ETags too', () => {
    expect(
      registerSchema.safeParse({ name: 'A\u0000', email: 'a@b.co', mobile: '9876543210', password: 'secret' }).success,
    ).toBe(false);
    expect(
      registerSchema.safeParse({ name: 'A', email: 'a@b.co', mobile: '9876543210', password: 'secret\ud800' }).success,
    ).toBe(false);
    expect(
      videoUploadStartSchema.safeParse({ title: 'T', fileName: 'a\u0000.mp4', contentType: 'video/mp4', size: 1 })
        .success,
    ).toBe(false);
    expect(completeUploadSchema.safeParse({ parts: [{ partNumber: 1, etag: '"abc"</ETag><x>' }] }).success).toBe(false);
    expect(
      completeUploadSchema.safeParse({ parts: [{ partNumber: 1, etag: '"9b2cf535f27731c974343645a3985328"' }] })
        .success,
    ).toBe(true);
  });

  it('isCleanText', () => {
    expect(isCleanText('plain')).toBe(true);
    expect(isCleanText('a\nb')).toBe(false);
    expect(isCleanText('a\nb\tc', { multiline: true })).toBe(true);
    expect(isCleanText('a\u0085b', { multiline: true })).toBe(false);
    expect(isCleanText('😀')).toBe(true);
    expect(isCleanText('\ude00\ud83d')).toBe(false);
  });
});
