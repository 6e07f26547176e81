/**
 * The staff rules of the independent access policy, one by one: what each one covers, where it stops,
 * and that each says why (its reason is what a failing access test prints).
 */
import { describe, expect, it } from 'vitest';
import { expectedAccess, limitedToOwnCourses, STAFF_RULES } from '../support/access-policy.js';

describe('the staff rules', () => {
  it('each say why, in words of their own, and name the owner among their roles', () => {
    const reasons = STAFF_RULES.map((rule) => rule.why);
    for (const why of reasons) expect(why.length, why).toBeGreaterThan(20);
    expect(new Set(reasons).size).toBe(reasons.length);
    for (const rule of STAFF_RULES) expect(rule.roles, rule.why).toContain('owner');
  });

  it('make the list of a lecture’s uploads content, not only the uploads under it', () => {
    expect(expectedAccess('GET /api/courses/{id}/videos/uploads')).toEqual(['faculty', 'owner']);
    expect(expectedAccess('GET /api/courses/{id}/videos/uploads/{uploadId}')).toEqual(['faculty', 'owner']);
  });

  it('name the UPI decisions exactly: a route that only begins like one is left to be decided', () => {
    expect(expectedAccess('POST /api/upi-payments/{id}/approve')).toEqual(['accountant', 'owner']);
    expect(expectedAccess('POST /api/upi-payments/{id}/reject')).toEqual(['accountant', 'owner']);
    expect(expectedAccess('GET /api/upi-payments/{id}/rejection-reason')).toBeUndefined();
    expect(expectedAccess('GET /api/upi-payments/{id}/approved')).toBeUndefined();
  });

  it('read a path from its start: the same words further down another path are not the route they name', () => {
    expect(expectedAccess('GET /api/partners/api/courses/{id}/videos/uploads')).toBeUndefined();
    expect(expectedAccess('GET /api/partners/api/upi-payments/{id}/approve')).toBeUndefined();
    expect(expectedAccess('GET /api/partners/api/admin/payments')).toBeUndefined();
  });

  it('keep a faculty member limited to some courses to the staff routes of those courses', () => {
    expect(limitedToOwnCourses('PUT /api/courses/{id}')).toBe(true);
    expect(limitedToOwnCourses('POST /api/admin/courses/{id}/notes')).toBe(true);
    expect(limitedToOwnCourses('GET /api/courses/{id}')).toBe(false);
    expect(limitedToOwnCourses('GET /api/courses/{id}/videos')).toBe(false);
    expect(limitedToOwnCourses('GET /api/admin/courses')).toBe(false);
    expect(limitedToOwnCourses('PUT /api/admin/tests/{testId}')).toBe(false);
  });
});
