import { describe, expect, it } from 'vitest';
import { errorReply } from '#lib/api-handler.js';
import {
  Conflict,
  type DomainError,
  Gone,
  InvalidInput,
  NotAllowed,
  NotAuthenticated,
  NotFound,
  RateLimited,
  TooLarge,
  UnsupportedType,
} from '#lib/errors.js';

function bodyOf(reply: ReturnType<typeof errorReply>): unknown {
  return JSON.parse(reply.body as string);
}

describe('errorReply', () => {
  it.each([
    ['InvalidInput', new InvalidInput('body_not_json'), 400, 'body_not_json', 'Request body is not valid JSON'],
    ['NotAuthenticated', new NotAuthenticated('unauthenticated'), 401, 'unauthenticated', 'Please log in to continue'],
    ['NotAllowed', new NotAllowed('admin_only'), 403, 'admin_only', 'Admin access required'],
    ['NotFound', new NotFound('course_not_found'), 404, 'course_not_found', 'Course not found'],
    ['Conflict', new Conflict('email_taken'), 409, 'email_taken', 'An account with this email already exists'],
    [
      'Gone',
      new Gone('upload_not_found'),
      410,
      'upload_not_found',
      'This upload is not in progress: it finished, was cancelled or expired. Start it again.',
    ],
    ['TooLarge', new TooLarge('body_too_large'), 413, 'body_too_large', 'Request body is too large'],
    [
      'UnsupportedType',
      new UnsupportedType('unsupported_media_type'),
      415,
      'unsupported_media_type',
      'Send the request body as JSON (Content-Type: application/json)',
    ],
    [
      'RateLimited',
      new RateLimited('too_many_login_attempts', 60),
      429,
      'too_many_login_attempts',
      'Too many failed login attempts. Please try again later.',
    ],
  ] satisfies [string, DomainError, number, string, string][])(
    'answers %s with %i',
    (_name, error, status, code, message) => {
      const reply = errorReply(error);
      expect(reply.statusCode).toBe(status);
      expect(reply.headers?.['content-type']).toBe('application/json; charset=utf-8');
      expect(bodyOf(reply)).toEqual({ success: false, error: message, code });
    },
  );

  it('names the field of a validation issue and keeps its own message', () => {
    const reply = errorReply(
      new InvalidInput('validation.decimals', 'Price can have at most two decimals', { field: 'price' }),
    );
    expect(reply.statusCode).toBe(400);
    expect(bodyOf(reply)).toEqual({
      success: false,
      error: 'Price can have at most two decimals',
      code: 'validation.decimals',
      field: 'price',
    });
  });

  it('tells a rate-limited caller when to come back, in whole seconds', () => {
    expect(errorReply(new RateLimited('too_many_login_attempts', 900)).headers?.['retry-after']).toBe('900');
    expect(errorReply(new RateLimited('too_many_login_attempts', 12.2)).headers?.['retry-after']).toBe('13');
    expect(errorReply(new RateLimited('too_many_login_attempts', 0)).headers?.['retry-after']).toBe('1');
  });

  it('sends no retry-after for other errors', () => {
    expect(errorReply(new NotFound('course_not_found')).headers).not.toHaveProperty('retry-after');
  });

  it('never sends the cause of an error', () => {
    const reply = errorReply(
      new Conflict('already_enrolled', undefined, { cause: new Error('TransactionCanceledException: secret detail') }),
    );
    expect(reply.body).not.toContain('secret detail');
    expect(bodyOf(reply)).toEqual({
      success: false,
      error: 'You are already enrolled in this course',
      code: 'already_enrolled',
    });
  });
});
