/**
 * The admin rules of the independent access policy, one by one: what each one covers, where it stops,
 * and that each says why (its reason is what a failing access test prints).
 */
import { describe, expect, it } from 'vitest';
import { ADMIN_RULES, expectedAccess } from '../support/access-policy.js';

describe('the admin rules', () => {
  it('each say why, in words of their own', () => {
    const reasons = ADMIN_RULES.map((rule) => rule.why);
    for (const why of reasons) expect(why.length, why).toBeGreaterThan(20);
    expect(new Set(reasons).size).toBe(reasons.length);
  });

  it('make the list of a lecture’s uploads admin-only, not only the uploads under it', () => {
    expect(expectedAccess('GET /api/courses/{id}/videos/uploads')).toBe('admin');
    expect(expectedAccess('GET /api/courses/{id}/videos/uploads/{uploadId}')).toBe('admin');
  });

  it('name the UPI decisions exactly: a route that only begins like one is left to be decided', () => {
    expect(expectedAccess('POST /api/upi-payments/{id}/approve')).toBe('admin');
    expect(expectedAccess('POST /api/upi-payments/{id}/reject')).toBe('admin');
    expect(expectedAccess('GET /api/upi-payments/{id}/rejection-reason')).toBeUndefined();
    expect(expectedAccess('GET /api/upi-payments/{id}/approved')).toBeUndefined();
  });

  it('read a path from its start: the same words further down another path are not the route they name', () => {
    expect(expectedAccess('GET /api/partners/api/courses/{id}/videos/uploads')).toBeUndefined();
    expect(expectedAccess('GET /api/partners/api/upi-payments/{id}/approve')).toBeUndefined();
  });
});
