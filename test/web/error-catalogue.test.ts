import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../shared/error-codes';
import { ApiError } from '../../web/src/lib/api';
import english from '../../web/src/lib/catalogues/en.json';
import gujarati from '../../web/src/lib/catalogues/gu.json';
import { errorMessage } from '../../web/src/lib/error-messages';
import { translatorFor } from '../../web/src/lib/i18n';

const serverCodes = Object.keys(ERROR_CODES);

describe('error catalogue', () => {
  it.each([
    ['en', english],
    ['gu', gujarati],
  ])('%s has a message for every code the server sends, and no other', (_language, catalogue) => {
    const codes = Object.keys(catalogue)
      .filter((key) => key.startsWith('error.'))
      .map((key) => key.slice('error.'.length));
    expect(serverCodes.filter((code) => !codes.includes(code))).toEqual([]);
    expect(codes.filter((code) => !serverCodes.includes(code))).toEqual([]);
  });

  it("shows the catalogue's text for a code", () => {
    expect(errorMessage(new ApiError(409, 'email_taken', 'Email in use'), 'Registration failed')).toBe(
      'An account with this email already exists',
    );
  });

  it("in English, shows the server's text where it is more specific, or when there is no code", () => {
    const tooMany = new ApiError(
      429,
      'too_many_login_attempts',
      'Too many failed login attempts. Please try again in 3 minutes.',
    );
    expect(errorMessage(tooMany, 'Login failed')).toBe(
      'Too many failed login attempts. Please try again in 3 minutes.',
    );
    const validation = new ApiError(400, 'validation.too_long', 'Title must be at most 200 characters', 'title');
    expect(errorMessage(validation, 'Failed to create course')).toBe('Title must be at most 200 characters');
    expect(errorMessage(new ApiError(500, undefined, 'Database unavailable'), 'Login failed')).toBe(
      'Database unavailable',
    );
  });

  it("falls back to the screen's text when the server gave none", () => {
    expect(errorMessage(new ApiError(502, undefined, undefined), 'Login failed')).toBe('Login failed');
    expect(errorMessage(new ApiError(400, 'validation.required', undefined), 'Failed to create course')).toBe(
      'Failed to create course',
    );
    expect(errorMessage(new TypeError('Failed to fetch'), 'Registration failed')).toBe('Registration failed');
  });

  it('in Gujarati, shows the Gujarati message for every code, never the English server text', async () => {
    const i18n = await translatorFor('gu');
    const t = (id: Parameters<typeof i18n._>[0], values?: Record<string, string | number>) => i18n._(id, values);
    expect(
      errorMessage(
        new ApiError(409, 'email_taken', 'An account with this email already exists'),
        'નોંધણી થઈ શકી નથી',
        t,
        'gu',
      ),
    ).toBe('આ ઈમેલથી એકાઉન્ટ પહેલેથી બનેલું છે');
    const tooMany = new ApiError(
      429,
      'too_many_login_attempts',
      'Too many failed login attempts. Please try again in 3 minutes.',
    );
    expect(errorMessage(tooMany, 'લૉગિન થઈ શક્યું નથી', t, 'gu')).toBe(
      'લૉગિનના ઘણા બધા નિષ્ફળ પ્રયાસો થયા છે. કૃપા કરીને થોડી મિનિટો પછી ફરી પ્રયાસ કરો.',
    );
    expect(errorMessage(new ApiError(502, undefined, undefined), 'લૉગિન થઈ શક્યું નથી', t, 'gu')).toBe('લૉગિન થઈ શક્યું નથી');
  });
});
