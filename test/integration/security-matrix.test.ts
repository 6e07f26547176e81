/**
 * Walks the route table: every route × every kind of caller gets exactly the status that the
 * independent access policy (test/support/access-policy.ts, not the table's own access field) says, and every write route turns malformed, oversize and mistyped bodies into a 4xx, never a 5xx.
 * A new route is covered by being declared (shared/api/<context>.ts).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_JSON_BODY_BYTES } from '#shared/constants.js';
import { routeKey, routes, type RouteDef } from '#shared/routes.js';
import { requiredAccess } from '../support/access-policy.js';
import { api, expiredToken, loginAdmin, registerStudent, tamperedToken } from '../support/api.js';

type Caller = 'guest' | 'student' | 'admin' | 'expired' | 'tampered';
const CALLERS: Caller[] = ['guest', 'student', 'admin', 'expired', 'tampered'];
const UNKNOWN_ID = '01ARZ3NDEKTSV4RRFFQ69G5FAV';

const tokens: Partial<Record<Caller, string>> = {};
beforeAll(async () => {
  const student = await registerStudent();
  tokens.student = student.token;
  tokens.admin = await loginAdmin();
  tokens.expired = await expiredToken(student.id, 'student');
  tokens.tampered = tamperedToken(student.token);
});

/** A concrete path for the route: parameters point at nothing, which is fine for checking who gets in. */
const concretePath = (route: RouteDef) => route.path.replace(/\{[^}]+\}/g, UNKNOWN_ID);

function allowed(route: RouteDef, caller: Caller): boolean {
  const access = requiredAccess(routeKey(route));
  switch (access) {
    case 'public':
      return true;
    case 'signed-in':
      return caller === 'student' || caller === 'admin';
    default:
      return caller === access;
  }
}

function expectedDenial(caller: Caller): number {
  return caller === 'student' || caller === 'admin' ? 403 : 401;
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
    it('opens for an admin session only (its link token is tested with the route)', async () => {
      const expected: Record<Caller, number[]> = {
        guest: [401],
        expired: [401],
        tampered: [401],
        student: [403],
        admin: [200, 404],
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
  const caller: Caller = route.access === 'admin' ? 'admin' : 'student';
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
