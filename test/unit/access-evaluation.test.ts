import { describe, expect, it } from 'vitest';
import { accessRefusal, bearerToken } from '#lib/api-handler.js';

describe('the token of a request', () => {
  it.each([
    ['Bearer abc.def.ghi', 'abc.def.ghi'],
    ['bearer abc.def.ghi', 'abc.def.ghi'],
    ['BEARER   abc.def.ghi', 'abc.def.ghi'],
    ['Bearer\tabc', 'abc'],
  ])('of "%s" is %s', (header, token) => {
    expect(bearerToken(header)).toBe(token);
  });

  it.each([
    ['no header', undefined],
    ['an empty header', ''],
    ['a header with no token', 'Bearer '],
    ['a token with no scheme', 'abc.def.ghi'],
    ['another scheme', 'Basic dXNlcjpwYXNz'],
    ['a scheme glued to the token', 'Bearerabc.def.ghi'],
    ['two tokens', 'Bearer abc def'],
    ['text before the scheme', 'x Bearer abc'],
  ])('is none for %s', (_label, header) => {
    expect(bearerToken(header)).toBeUndefined();
  });
});

describe('who may call a route that checks its caller', () => {
  // Written down from the product's roles, not from the code: admins run the institute, students learn.
  it.each([
    ['signed-in', 'student', undefined],
    ['signed-in', 'admin', undefined],
    ['student', 'student', undefined],
    ['student', 'admin', 'student_only'],
    ['admin', 'admin', undefined],
    ['admin', 'student', 'admin_only'],
  ] as const)('a %s route lets a caller signed in as %s in, or refuses them with %s', (access, role, refusal) => {
    expect(accessRefusal(access, role)).toBe(refusal);
  });
});
