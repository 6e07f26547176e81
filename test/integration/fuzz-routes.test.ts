import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { isErrorCode } from '#shared/error-codes.js';
import { routeKey, routes, type RouteDef } from '#shared/routes.js';
import { api, loginAdmin, registerStudent } from '../support/api.js';

/**
 * Generated bodies, path ids and headers against every route of the route table, through the local
 * adapter, as a guest, a student and an admin: never a 5xx, and every error is
 * `{ success: false, error: <text>, code: <known code> }`. Bounded (RUNS per route) so the suite
 * stays quick on two cores; a failure prints the seed and the shrunk request to replay it.
 */
const RUNS = 40;

let tokens: Record<'guest' | 'student' | 'admin', string | undefined>;
let courseId: string;

beforeAll(async () => {
  const admin = await loginAdmin();
  const student = await registerStudent();
  tokens = { guest: undefined, student: student.token, admin };
  const reply = await api<{ course: { _id: string } }>('POST', '/api/courses', {
    token: admin,
    body: { title: 'Fuzz target', description: 'Routes get ids of a real course too', price: 10 },
  });
  courseId = reply.body.course._id;
});

/** Strings people and attackers send: control characters, lone surrogates, script links, odd paths. */
const nastyString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    'a\u0000b',
    '\u001b[31m',
    'x\ud800',
    '\udc00',
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '/\\evil.com',
    '//evil.com',
    'https://example.com/a.png',
    '/gpsc',
    'video/mp4',
    'image/png',
    'gpsc',
    'public/ads/01ARZ3NDEKTSV4RRFFQ69G5FAV.png',
    'a@b.co',
    '9876543210',
    '"etag"',
    '"x"</ETag><Part>',
    'x'.repeat(6000),
  ),
);

/** Numbers that break storage or arithmetic: extremes, subnormals, unsafe integers, negative zero. */
const nastyNumber = fc.oneof(
  fc.integer({ min: -5, max: 20 }),
  fc.double(),
  fc.constantFrom(
    0,
    -0,
    1,
    1e-300,
    5e-324,
    1e-131,
    1e125,
    2 ** 53 + 2,
    Number.MAX_VALUE,
    10_000_000,
    5 * 1024 ** 3,
    0.1,
    99.99,
  ),
);

const leaf = fc.oneof(nastyString, nastyNumber, fc.boolean(), fc.constant(null));
const value = fc.oneof(
  { depthSize: 'small' },
  leaf,
  fc.array(leaf, { maxLength: 4 }),
  fc.array(fc.record({ partNumber: nastyNumber, etag: nastyString }, { requiredKeys: [] }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), leaf, { maxKeys: 3 }),
);

/** Every field any schema reads, each present or not, with a nasty value. */
const FIELDS = [
  'title',
  'description',
  'price',
  'category',
  'duration',
  'features',
  'thumbnail',
  'numberOfTests',
  'isActive',
  'fileName',
  'contentType',
  'size',
  'order',
  'partNumbers',
  'parts',
  'email',
  'password',
  'name',
  'mobile',
  'imageKey',
  'redirectUrl',
  '__proto__',
  'constructor',
] as const;
const shapedBody = fc.record(
  Object.fromEntries(FIELDS.map((field) => [field, value])) as Record<(typeof FIELDS)[number], typeof value>,
  { requiredKeys: [] },
);

/** The raw request body: shaped JSON, any JSON, or text that is not JSON at all. */
const rawBody = fc.oneof(
  shapedBody.map((body) => JSON.stringify(body)),
  fc.jsonValue({ maxDepth: 3 }).map((body) => JSON.stringify(body)),
  fc.constantFrom(
    '',
    ' ',
    '{',
    'null',
    '[]',
    '"x"',
    '1e999',
    '{"price":1e-300}',
    '{"order":9007199254740993}',
    '\u0000',
  ),
  fc.string({ maxLength: 60 }),
);

const pathId = fc.oneof(
  fc.constant('REAL'),
  fc.stringMatching(/^[0-9A-HJKMNP-TV-Z]{26}$/),
  fc.string({ minLength: 1, maxLength: 30 }),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 30 }),
  fc.constantFrom('..', '%', 'null', 'undefined', '__proto__', 'x'.repeat(1500), 'COURSE#x', 'a b', 'ग'),
);

const contentType = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/problem+json',
  '',
);
const role = fc.constantFrom('guest', 'student', 'admin', 'forged');
const extraHeaders = fc.dictionary(
  fc.constantFrom('x-forwarded-for', 'accept', 'origin', 'x-amz-date', 'range'),
  fc.string({ maxLength: 20 }).map((s) => s.replace(/[^\x20-\x7e]/g, '')),
  { maxKeys: 2 },
);

function concretePath(route: RouteDef, ids: string[]): string {
  let i = 0;
  return route.path.replace(/\{[^}]+\}/g, () => {
    const id = ids[i++] ?? 'x';
    return encodeURIComponent(id === 'REAL' ? courseId : id);
  });
}

describe('every route, generated requests', () => {
  it.each((routes as readonly RouteDef[]).map((route) => [routeKey(route), route] as const))(
    '%s: no 5xx, every error well formed',
    async (_, route) => {
      await fc.assert(
        fc.asyncProperty(
          role,
          fc.array(pathId, { minLength: 2, maxLength: 2 }),
          rawBody,
          contentType,
          extraHeaders,
          async (who, ids, body, type, headers) => {
            const token = who === 'forged' ? 'not.a.token' : tokens[who];
            const reply = await api(route.method, concretePath(route, ids), {
              token,
              // A body on routes without one too (fetch cannot send one with GET).
              ...(route.body || (route.method !== 'GET' && body.length % 3 === 0) ? { rawBody: body } : {}),
              headers: { ...headers, ...(type ? { 'content-type': type } : {}) },
            });
            const context = `${route.method} ${concretePath(route, ids)} as ${who}: ${reply.status} ${JSON.stringify(reply.body).slice(0, 300)}`;
            expect(reply.status, context).toBeLessThan(500);
            if (reply.status >= 400) {
              expect(reply.body.success, context).toBe(false);
              expect(typeof reply.body.error === 'string' && reply.body.error.length > 0, context).toBe(true);
              expect(isErrorCode((reply.body as { code?: unknown }).code), context).toBe(true);
            } else if (reply.headers.get('content-disposition')?.startsWith('attachment')) {
              // A file (the question sheet's template): said to be one, and not JSON.
              expect(reply.headers.get('content-type'), context).not.toMatch(/json/);
            } else {
              expect(reply.body.success, context).toBe(true);
            }
          },
        ),
        { numRuns: RUNS, endOnFailure: true },
      );
    },
    120_000,
  );
});
