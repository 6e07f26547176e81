import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { contentSecurityPolicy, securityHeaders } from '#shared/security-headers.js';
import { headerProblems, runSmoke } from '../smoke.js';

/**
 * The smoke check against a small HTTP server shaped like the site: it passes a site that answers
 * as it should, and fails one that lets a guest in, drops a header, or does not answer a page.
 */
const COURSE = { _id: '01JCOURSE0000000000000000A', title: "GPSC Class 1 & 2 — Prelims 'Fast Track'" };
const GOOD_HEADERS = securityHeaders(
  contentSecurityPolicy({
    media: ['https://media.example'],
    checkout: { script: 'https://checkout.razorpay.com', api: 'https://api.razorpay.com' },
  }),
);
const escape = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');

let server: Server | undefined;
afterEach(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

async function site(
  change: { headers?: Record<string, string | undefined>; profileStatus?: number; coursePageStatus?: number } = {},
): Promise<string> {
  server = createServer((req, res: ServerResponse) => {
    for (const [name, value] of Object.entries({ ...GOOD_HEADERS, ...change.headers }))
      if (value !== undefined) res.setHeader(name, value);
    const path = (req.url ?? '/').split('?')[0]!;
    const json = (status: number, body: unknown) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (req.method === 'GET' && path === '/api/courses') return json(200, { success: true, courses: [COURSE] });
    if (path === '/api/auth/profile') return json(change.profileStatus ?? 401, { success: false });
    if (path.startsWith('/api/')) return json(401, { success: false, code: 'unauthenticated' });
    if (path === `/course/${COURSE._id}`)
      return res
        .writeHead(change.coursePageStatus ?? 200, { 'content-type': 'text/html; charset=utf-8' })
        .end(`<!doctype html><html><h1>${escape(COURSE.title)}</h1></html>`);
    res
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      .end('<!doctype html><html><body>page</body></html>');
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
}

const quiet = () => undefined;

describe('npm run smoke', () => {
  it('passes a site that answers as it should, every check named', async () => {
    const results = await runSmoke(await site(), quiet);
    expect(results.filter((result) => !result.ok)).toEqual([]);
    expect(results.map((result) => result.name)).toEqual([
      'GET / (home page)',
      'GET /courses',
      'GET /testSeries',
      'GET /api/courses',
      'GET /course/{id} (the first course of the list, with its title)',
      'a guest is refused the profile (GET /api/auth/profile: 401)',
      'a guest is refused the admin dashboard (GET /api/admin/dashboard: 401)',
      'a guest is refused a write (POST /api/courses: 401)',
    ]);
  });

  it('fails a site that lets a guest read a profile', async () => {
    const failed = (await runSmoke(await site({ profileStatus: 200 }), quiet)).filter((result) => !result.ok);
    expect(failed).toEqual([
      expect.objectContaining({
        name: 'a guest is refused the profile (GET /api/auth/profile: 401)',
        detail: 'answered 200, not 401',
      }),
    ]);
  });

  it('fails every reply that lacks a security header', async () => {
    const failed = (await runSmoke(await site({ headers: { 'x-frame-options': undefined } }), quiet)).filter(
      (result) => !result.ok,
    );
    expect(failed).toHaveLength(8);
    for (const result of failed) expect(result.detail).toContain('x-frame-options is not DENY');
  });

  it('fails a course page that does not answer', async () => {
    const failed = (await runSmoke(await site({ coursePageStatus: 500 }), quiet)).filter((result) => !result.ok);
    expect(failed.map((result) => result.detail)).toEqual(['answered 500']);
  });

  it('names each header that is wrong', () => {
    const headers = new Headers({
      ...GOOD_HEADERS,
      'strict-transport-security': 'max-age=60',
      'content-security-policy': 'default-src *',
    });
    expect(headerProblems(headers)).toEqual([
      "strict-transport-security is 'max-age=60', not a year or more",
      "content-security-policy lacks default-src 'self'",
      "content-security-policy lacks frame-ancestors 'none'",
      "content-security-policy lacks object-src 'none'",
    ]);
    expect(headerProblems(new Headers(GOOD_HEADERS))).toEqual([]);
  });
});
