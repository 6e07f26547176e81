/**
 * The route table against the independent policy (test/support/access-policy.ts): a route whose
 * access drifts from what the policy says, or a route the policy does not know, fails here.
 */
import { describe, expect, it } from 'vitest';
import { routeKey, routes, type RouteDef } from '#shared/routes.js';
import {
  comparable,
  EXPLICIT_ACCESS,
  expectedAccess,
  limitedToOwnCourses,
  requiredAccess,
  STAFF_RULES,
} from '../support/access-policy.js';

const table = routes as readonly RouteDef[];

describe('access policy', () => {
  it.each(table.map((route) => [routeKey(route), route] as const))(
    '%s has the access the policy gives it',
    (key, route) => {
      expect(comparable(route.access)).toEqual(comparable(requiredAccess(key)));
    },
  );

  it.each(table.map((route) => [routeKey(route), route] as const))(
    '%s names its course for limited faculty exactly when the policy says it is about one course',
    (key, route) => {
      expect(route.courseParam === 'id', key).toBe(limitedToOwnCourses(key));
    },
  );

  it('lets the owner call every staff route', () => {
    for (const route of table)
      if (typeof route.access !== 'string') expect(route.access, routeKey(route)).toContain('owner');
  });

  it('makes the routes that were once opened by mistake staff-only again', () => {
    expect(expectedAccess('DELETE /api/test-series/{id}')).toEqual(['owner']);
    expect(expectedAccess('POST /api/courses')).toEqual(['faculty', 'owner']);
  });

  it.each([
    ['GET /api/admin/dashboard', ['accountant', 'owner']],
    ['GET /api/stats', ['accountant', 'owner']],
    ['GET /api/payments', ['accountant', 'owner']],
    ['GET /api/export/excel', ['accountant', 'owner']],
    ['GET /api/export/excel/{exportId}', ['accountant', 'owner']],
    ['GET /api/admin/students', ['accountant', 'owner']],
    ['GET /api/admin/students/{id}', ['accountant', 'owner']],
    ['POST /api/admin/students/{id}/offline-payments', ['accountant', 'owner']],
    ['GET /api/admin/payments', ['accountant', 'owner']],
    ['POST /api/admin/payments/{id}/refund', ['accountant', 'owner']],
    ['POST /api/upi-payments/{id}/approve', ['accountant', 'owner']],
    ['PATCH /api/admin/coupons/{code}', ['accountant', 'owner']],
    ['PUT /api/courses/{id}', ['faculty', 'owner']],
    ['POST /api/courses/{id}/videos/uploads', ['faculty', 'owner']],
    ['GET /api/courses/{id}/videos/uploads/{uploadId}/parts', ['faculty', 'owner']],
    ['PUT /api/admin/tests/{testId}/questions/{questionId}', ['faculty', 'owner']],
    ['GET /api/admin/tests/{testId}/results', ['faculty', 'owner']],
    ['GET /api/staff/doubts', ['faculty', 'owner']],
    ['POST /api/doubts/{doubtId}/answer', ['faculty', 'owner']],
    ['PUT /api/admin/site-settings', ['owner']],
    ['POST /api/admin/staff', ['owner']],
    ['GET /api/admin/audit', ['owner']],
    ['DELETE /api/courses/{id}', ['owner']],
    ['GET /api/admin/courses', ['accountant', 'faculty', 'owner']],
  ])('a rule gives %s to %j, whether or not the route exists yet', (key, roles) => {
    expect(expectedAccess(key)).toEqual(roles);
  });

  it('does not let a rule make a student route staff-only, or list a route a rule already decides', () => {
    for (const key of [
      'PUT /api/courses/{id}/videos/{videoId}/progress',
      'GET /api/courses/{id}/progress',
      'GET /api/payments/mine',
      'GET /api/payments/enrollments',
    ]) {
      expect(expectedAccess(key), key).toBe('student');
    }
    // A student's doubt on a lecture is not a catalogue write, though its path is under a course.
    expect(expectedAccess('POST /api/courses/{id}/videos/{videoId}/doubts')).toBe('student');
    for (const key of Object.keys(EXPLICIT_ACCESS)) {
      const [method, path] = key.split(' ') as [string, string];
      expect(
        STAFF_RULES.filter((rule) => rule.applies(method, path)).map((rule) => rule.why),
        key,
      ).toEqual([]);
    }
  });

  it('knows nothing of a route nobody has decided on', () => {
    expect(expectedAccess('GET /api/something-new')).toBeUndefined();
    expect(() => requiredAccess('GET /api/something-new')).toThrow(/decide who may call it/);
  });
});
