import { describe, expect, it } from 'vitest';
import type { StaffRole } from '#shared/types.js';
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
  // Written down from the product's roles, not from the code: the owner runs the institute, the
  // accountant handles money, faculty teach, students learn.
  const money = { access: ['owner', 'accountant'] } as const;
  const content = { access: ['owner', 'faculty'], courseParam: 'id' } as const;
  it.each([
    [{ access: 'signed-in' }, { role: 'student' }, undefined],
    [{ access: 'signed-in' }, { role: 'admin', staffRole: 'faculty' }, undefined],
    [{ access: 'student' }, { role: 'student' }, undefined],
    [{ access: 'student' }, { role: 'admin' }, 'student_only'],
    [money, { role: 'admin' }, undefined],
    [money, { role: 'admin', staffRole: 'owner' }, undefined],
    [money, { role: 'admin', staffRole: 'accountant' }, undefined],
    [money, { role: 'admin', staffRole: 'faculty' }, 'role_not_allowed'],
    [money, { role: 'student' }, 'admin_only'],
    [content, { role: 'admin', staffRole: 'accountant' }, 'role_not_allowed'],
    [content, { role: 'admin', staffRole: 'faculty' }, undefined],
    [content, { role: 'admin', staffRole: 'faculty', courseIds: ['c1'] }, undefined],
    [content, { role: 'admin', staffRole: 'faculty', courseIds: ['c2'] }, 'course_not_assigned'],
    [content, { role: 'admin', staffRole: 'faculty', courseIds: [] }, 'course_not_assigned'],
    [content, { role: 'admin', staffRole: 'owner', courseIds: ['c2'] }, undefined],
    [{ access: ['owner'] }, { role: 'admin', staffRole: 'accountant' }, 'role_not_allowed'],
  ] as const)('%j lets %j in, or refuses with %s', (route, caller, refusal) => {
    const claims = caller as { role: 'student' | 'admin'; staffRole?: StaffRole; courseIds?: readonly string[] };
    expect(
      accessRefusal(route, { ...claims, courseIds: claims.courseIds && [...claims.courseIds] }, { id: 'c1' }),
    ).toBe(refusal);
  });
});
