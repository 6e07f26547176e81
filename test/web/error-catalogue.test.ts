import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../shared/error-codes';
import { ApiError } from '../../web/src/lib/api';
import { ERROR_CATALOGUES, errorMessage, SERVER_TEXT } from '../../web/src/lib/error-messages';

const serverCodes = Object.keys(ERROR_CODES);

describe('error catalogue', () => {
  it.each(Object.keys(ERROR_CATALOGUES))('%s has an entry for every code the server sends, and no other', (language) => {
    const catalogue = ERROR_CATALOGUES[language as keyof typeof ERROR_CATALOGUES];
    const missing = serverCodes.filter((code) => !Object.prototype.hasOwnProperty.call(catalogue, code));
    expect(missing).toEqual([]);
    expect(Object.keys(catalogue).filter((code) => !serverCodes.includes(code))).toEqual([]);
    for (const entry of Object.values(catalogue)) {
      expect(entry === SERVER_TEXT || (typeof entry === 'string' && entry.trim().length > 0)).toBe(true);
    }
  });

  it("shows the catalogue's text for a code", () => {
    expect(errorMessage(new ApiError(409, 'email_taken', 'Email in use'), 'Registration failed')).toBe('An account with this email already exists');
  });

  it("shows the server's text where the catalogue says so, or when there is no code", () => {
    const tooMany = new ApiError(429, 'too_many_login_attempts', 'Too many failed login attempts. Please try again in 3 minutes.');
    expect(errorMessage(tooMany, 'Login failed')).toBe('Too many failed login attempts. Please try again in 3 minutes.');
    const validation = new ApiError(400, 'validation.too_long', 'Title must be at most 200 characters', 'title');
    expect(errorMessage(validation, 'Failed to create course')).toBe('Title must be at most 200 characters');
    expect(errorMessage(new ApiError(500, undefined, 'Database unavailable'), 'Login failed')).toBe('Database unavailable');
  });

  it("falls back to the screen's text when the server gave none", () => {
    expect(errorMessage(new ApiError(502, undefined, undefined), 'Login failed')).toBe('Login failed');
    expect(errorMessage(new ApiError(400, 'validation.required', undefined), 'Failed to create course')).toBe('Failed to create course');
    expect(errorMessage(new TypeError('Failed to fetch'), 'Registration failed')).toBe('Registration failed');
  });
});
