/**
 * `npm run smoke -- --url https://<site>`: a short check of a deployed (or local) site that changes
 * nothing. The pages answer (home, the course list, a course from the API's list, test series), the
 * API answers, a guest is refused where the route table says so, and every reply carries the security
 * headers CloudFront adds (shared/security-headers.ts). Prints each check; exits 1 if any failed.
 *
 * `npm run smoke -- --local` starts `npm start` on free ports with a throwaway data folder, checks it,
 * and stops it (what CI runs).
 */
import { pathToFileURL } from 'node:url';
import { HSTS_MAX_AGE_SECONDS, REFERRER_POLICY } from '#shared/security-headers.js';

export interface CheckResult {
  name: string;
  ok: boolean;
  detail?: string;
  skipped?: boolean;
}

const TIMEOUT_MS = 20_000;

/** Text as React writes it into HTML. */
const htmlText = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');

async function get(
  base: string,
  path: string,
  init: RequestInit = {},
): Promise<{ status: number; headers: Headers; text: string }> {
  const response = await fetch(new URL(path, base), {
    redirect: 'manual',
    signal: AbortSignal.timeout(TIMEOUT_MS),
    ...init,
  });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

/** What is wrong with a reply's security headers, or nothing. */
export function headerProblems(headers: Headers): string[] {
  const problems: string[] = [];
  const hsts = /max-age=(\d+)/.exec(headers.get('strict-transport-security') ?? '');
  if (!hsts || Number(hsts[1]) < Math.min(HSTS_MAX_AGE_SECONDS, 31_536_000))
    problems.push(
      `strict-transport-security is '${headers.get('strict-transport-security') ?? ''}', not a year or more`,
    );
  if (headers.get('x-content-type-options') !== 'nosniff') problems.push('x-content-type-options is not nosniff');
  if (headers.get('x-frame-options')?.toUpperCase() !== 'DENY') problems.push('x-frame-options is not DENY');
  if (headers.get('referrer-policy') !== REFERRER_POLICY) problems.push(`referrer-policy is not ${REFERRER_POLICY}`);
  const csp = headers.get('content-security-policy') ?? '';
  for (const directive of ["default-src 'self'", "frame-ancestors 'none'", "object-src 'none'"])
    if (!csp.includes(directive)) problems.push(`content-security-policy lacks ${directive}`);
  return problems;
}

export async function runSmoke(base: string, print: (line: string) => void = console.log): Promise<CheckResult[]> {
  const results: CheckResult[] = [];
  const check = async (name: string, run: () => Promise<string | undefined | { skip: string }>) => {
    let result: CheckResult;
    try {
      const outcome = await run();
      result =
        outcome && typeof outcome === 'object'
          ? { name, ok: true, skipped: true, detail: outcome.skip }
          : { name, ok: outcome === undefined, detail: outcome };
    } catch (error) {
      result = { name, ok: false, detail: (error as Error).message };
    }
    results.push(result);
    print(
      `${result.skipped ? 'skip' : result.ok ? ' ok ' : 'FAIL'}  ${name}${result.detail ? `: ${result.detail}` : ''}`,
    );
  };
  /** A page's problem, or nothing; `shows` must appear in it. */
  const page = (path: string, shows?: string) => async () => {
    const reply = await get(base, path, { headers: { accept: 'text/html' } });
    if (reply.status !== 200) return `answered ${reply.status}`;
    if (!/text\/html/.test(reply.headers.get('content-type') ?? ''))
      return `is ${reply.headers.get('content-type')}, not HTML`;
    if (!/<html/i.test(reply.text)) return 'has no <html>';
    if (shows !== undefined && !reply.text.includes(htmlText(shows))) return `does not show '${shows}'`;
    return headerProblems(reply.headers).join('; ') || undefined;
  };
  const refused = (method: string, path: string, body?: unknown) => async () => {
    const reply = await get(base, path, {
      method,
      ...(body === undefined ? {} : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
    });
    if (reply.status !== 401) return `answered ${reply.status}, not 401`;
    return headerProblems(reply.headers).join('; ') || undefined;
  };

  await check('GET / (home page)', page('/'));
  await check('GET /courses', page('/courses'));
  await check('GET /testSeries', page('/testSeries'));
  let firstCourse: { _id: string; title: string } | undefined;
  await check('GET /api/courses', async () => {
    const reply = await get(base, '/api/courses');
    if (reply.status !== 200) return `answered ${reply.status}`;
    const body = JSON.parse(reply.text) as { success?: boolean; courses?: { _id: string; title: string }[] };
    if (body.success !== true || !Array.isArray(body.courses)) return 'is not { success: true, courses: [...] }';
    firstCourse = body.courses[0];
    return headerProblems(reply.headers).join('; ') || undefined;
  });
  await check('GET /course/{id} (the first course of the list, with its title)', async () => {
    if (!firstCourse) return { skip: 'the API lists no course' };
    return page(`/course/${encodeURIComponent(firstCourse._id)}`, firstCourse.title)();
  });
  await check('a guest is refused the profile (GET /api/auth/profile: 401)', refused('GET', '/api/auth/profile'));
  await check(
    'a guest is refused the admin dashboard (GET /api/admin/dashboard: 401)',
    refused('GET', '/api/admin/dashboard'),
  );
  await check('a guest is refused a write (POST /api/courses: 401)', refused('POST', '/api/courses', {}));
  return results;
}

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  if (index < 0) return undefined;
  const value = process.argv[index + 1];
  return value && !value.startsWith('--') ? value : '';
}

async function main(): Promise<number> {
  const url = argument('url');
  const local = argument('local') !== undefined;
  if (!url && !local) {
    console.error(
      'Usage: npm run smoke -- --url https://<site>   (or --local: start npm start on free ports and check it)',
    );
    return 2;
  }
  let stop: (() => Promise<void>) | undefined;
  let base = url!;
  if (local) {
    const { startLocalSite } = await import('./support/local-site.js');
    console.log('Starting the local site (npm start) on free ports with a throwaway data folder...');
    const site = await startLocalSite();
    base = `http://localhost:${site.port}`;
    stop = site.stop;
  }
  try {
    console.log(`Smoke check of ${base}`);
    const results = await runSmoke(base);
    const failed = results.filter((result) => !result.ok);
    console.log(
      failed.length ? `${failed.length} of ${results.length} checks failed` : `${results.length} checks passed`,
    );
    return failed.length ? 1 : 0;
  } finally {
    await stop?.();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
