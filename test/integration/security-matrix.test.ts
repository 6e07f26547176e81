/**
 * Walks the route table: every route × every kind of caller (a guest, a student, the owner, the
 * accountant, faculty with and without a limit to some courses, an expired and a tampered token) gets
 * exactly the status that the independent access policy (test/support/access-policy.ts, not the
 * table's own access field) says: never a 2xx it should not, and every write route turns malformed, oversize and mistyped bodies into a 4xx, never a 5xx.
 * A new route is covered by being declared (shared/api/<context>.ts).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_JSON_BODY_BYTES } from '#shared/constants.js';
import { routeKey, routes, type RouteDef } from '#shared/routes.js';
import type { StaffRole } from '#shared/types.js';
import { limitedToOwnCourses, requiredAccess } from '../support/access-policy.js';
import { api, expiredToken, loginAdmin, loginStaff, registerStudent, tamperedToken } from '../support/api.js';
import { useEmulators } from '../support/domain.js';

type Staff = 'owner' | 'accountant' | 'faculty' | 'limited faculty';
type Caller = 'guest' | 'student' | Staff | 'expired' | 'tampered';
const STAFF: Staff[] = ['owner', 'accountant', 'faculty', 'limited faculty'];
const CALLERS: Caller[] = ['guest', 'student', ...STAFF, 'expired', 'tampered'];
const UNKNOWN_ID = '01ARZ3NDEKTSV4RRFFQ69G5FAV';
/** The one course a limited faculty member teaches: the paths here name another (UNKNOWN_ID). */
const ASSIGNED_COURSE = '01ARZ3NDEKTSV4RRFFQ69G5FAW';

const isStaff = (caller: Caller): caller is Staff => (STAFF as Caller[]).includes(caller);
const roleOf = (caller: Staff): StaffRole => (caller === 'limited faculty' ? 'faculty' : caller);

const tokens: Partial<Record<Caller, string>> = {};
beforeAll(async () => {
  useEmulators();
  const student = await registerStudent();
  tokens.student = student.token;
  // The seeded admin, with no staff role on its account: an owner, as every admin was before roles.
  tokens.owner = await loginAdmin();
  tokens.accountant = (await loginStaff('accountant')).token;
  tokens.faculty = (await loginStaff('faculty')).token;
  tokens['limited faculty'] = (await loginStaff('faculty', [ASSIGNED_COURSE])).token;
  tokens.expired = await expiredToken(student.id, 'student');
  tokens.tampered = tamperedToken(student.token);
});

/** A concrete path for the route: parameters point at nothing, which is fine for checking who gets in. */
const concretePath = (route: RouteDef) => route.path.replace(/\{[^}]+\}/g, UNKNOWN_ID);

function allowed(route: RouteDef, caller: Caller): boolean {
  const key = routeKey(route);
  const access = requiredAccess(key);
  if (access === 'public') return true;
  if (access === 'signed-in') return caller === 'student' || isStaff(caller);
  if (access === 'student') return caller === 'student';
  if (!isStaff(caller) || !access.includes(roleOf(caller))) return false;
  // The paths name a course that is not the limited faculty member's.
  return !(caller === 'limited faculty' && limitedToOwnCourses(key));
}

function expectedDenial(caller: Caller): number {
  return caller === 'student' || isStaff(caller) ? 403 : 401;
}

const table = routes as readonly RouteDef[];

describe.each(table.map((route) => [routeKey(route), route] as const))('%s', (_key, route) => {
  it.each(CALLERS)('caller: %s', async (caller) => {
    const reply = await api(route.method, concretePath(route), {
      token: tokens[caller],
      ...(route.body ? { body: {} } : {}),
    });
    expect(reply.status).toBeLessThan(500);
    if (allowed(route, caller)) {
      expect([401, 403]).not.toContain(requiredAccess(routeKey(route)) === 'public' ? 0 : reply.status);
    } else {
      expect(reply.status).toBe(expectedDenial(caller));
      expect(reply.body).toMatchObject({ success: false, error: expect.any(String) });
    }
    if (reply.status >= 400) expect(reply.body).toMatchObject({ success: false, error: expect.any(String) });
  });

  if (route.linkOrAdmin) {
    it('opens for the session of staff who handle money only (its link token is tested with the route)', async () => {
      const expected: Record<Caller, number[]> = {
        guest: [401],
        expired: [401],
        tampered: [401],
        student: [403],
        owner: [200, 404],
        accountant: [200, 404],
        faculty: [403],
        'limited faculty': [403],
      };
      for (const caller of CALLERS) {
        const reply = await api(route.method, concretePath(route), { token: tokens[caller] });
        expect(expected[caller], caller).toContain(reply.status);
      }
    });
  } else if (route.access === 'public') {
    it('answers the same whatever token comes with it', async () => {
      const statuses = new Set<number>();
      for (const caller of CALLERS) {
        const reply = await api(route.method, concretePath(route), {
          token: tokens[caller],
          ...(route.body ? { body: {} } : {}),
        });
        statuses.add(reply.status);
      }
      expect([...statuses]).toHaveLength(1);
    });
  }
});

const writeRoutes = table.filter((route) => route.body);
const badBodies: [string, { rawBody: string; headers?: Record<string, string> }, number][] = [
  ['malformed JSON', { rawBody: '{"title": "oops",' }, 400],
  ['oversize body', { rawBody: JSON.stringify({ title: 'x'.repeat(MAX_JSON_BODY_BYTES + 1) }) }, 413],
  ['empty body', { rawBody: '' }, 400],
  ['JSON null', { rawBody: 'null' }, 400],
  ['JSON array', { rawBody: '[1,2,3]' }, 400],
  ['a string instead of an object', { rawBody: '"hello"' }, 400],
  [
    'not JSON content type',
    { rawBody: 'title=x', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
    415,
  ],
];

describe.each(writeRoutes.map((route) => [routeKey(route), route] as const))('%s with a bad body', (_key, route) => {
  const caller: Caller = typeof route.access === 'string' ? 'student' : 'owner';
  it.each(badBodies)('%s → %i', async (_name, request, status) => {
    const reply = await api(route.method, concretePath(route), {
      token: route.access === 'public' ? undefined : tokens[caller],
      ...request,
    });
    expect(reply.status).toBe(status);
    expect(reply.body).toMatchObject({ success: false, error: expect.any(String) });
    expect(JSON.stringify(reply.body)).not.toMatch(/at .+\.(ts|js):\d+/);
  });
});

describe('unknown API paths', () => {
  it('get a JSON 404', async () => {
    const reply = await api('GET', '/api/no-such-thing');
    expect(reply.status).toBe(404);
    expect(reply.body.success).toBe(false);
  });
});
