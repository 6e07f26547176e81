/**
 * The route table against the independent policy (test/support/access-policy.ts): a route whose
 * access drifts from what the policy says, or a route the policy does not know, fails here.
 */
import { describe, expect, it } from 'vitest';
import { routeKey, routes, type RouteDef } from '#shared/routes.js';
import { ADMIN_RULES, EXPLICIT_ACCESS, expectedAccess, requiredAccess } from '../support/access-policy.js';

const table = routes as readonly RouteDef[];

describe('access policy', () => {
  it.each(table.map((route) => [routeKey(route), route] as const))(
    '%s has the access the policy gives it',
    (key, route) => {
      expect(route.access).toBe(requiredAccess(key));
    },
  );

  it('makes the routes that were once opened by mistake admin-only again', () => {
    expect(expectedAccess('DELETE /api/test-series/{id}')).toBe('admin');
    expect(expectedAccess('POST /api/courses')).toBe('admin');
  });

  it.each([
    'GET /api/admin/dashboard',
    'GET /api/courses/test/all',
    'GET /api/stats',
    'GET /api/payments',
    'GET /api/export/excel',
    'GET /api/export/excel/{exportId}',
    'GET /api/admin/students',
    'GET /api/admin/students/{id}',
    'POST /api/admin/students/{id}/offline-payments',
    'GET /api/admin/payments',
    'PUT /api/courses/{id}',
    'POST /api/courses/{id}/videos/uploads',
    'GET /api/courses/{id}/videos/uploads/{uploadId}/parts',
    'POST /api/upi-payments/{id}/approve',
  ])('a rule makes %s admin-only, whether or not the route exists yet', (key) => {
    expect(expectedAccess(key)).toBe('admin');
  });

  it('does not let a rule make a student route admin-only, or list a route a rule already decides', () => {
    for (const key of [
      'PUT /api/courses/{id}/videos/{videoId}/progress',
      'GET /api/courses/{id}/progress',
      'GET /api/payments/mine',
      'GET /api/payments/enrollments',
    ]) {
      expect(expectedAccess(key), key).toBe('student');
    }
    for (const key of Object.keys(EXPLICIT_ACCESS)) {
      const [method, path] = key.split(' ') as [string, string];
      expect(
        ADMIN_RULES.filter((rule) => rule.applies(method, path)).map((rule) => rule.why),
        key,
      ).toEqual([]);
    }
  });

  it('knows nothing of a route nobody has decided on', () => {
    expect(expectedAccess('GET /api/something-new')).toBeUndefined();
    expect(() => requiredAccess('GET /api/something-new')).toThrow(/decide who may call it/);
  });
});
