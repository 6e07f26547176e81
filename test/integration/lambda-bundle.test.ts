/**
 * A route's function as it is built for Lambda (esbuild, minified ESM, with the SDK's default credential
 * chain replaced by the environment's credentials: infra/lambda/env-credentials.ts), run in a Node
 * process of its own against DynamoDB Local: it answers a public route and a signed-in one, takes its
 * credentials from the environment (and fails clearly without them), and carries none of the chain it
 * replaced.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { localEnvironment } from '#infra/local/stack.js';
import { ENV_CREDENTIALS_MODULE, SDK_CREDENTIAL_CHAIN } from '#infra/constructs/project-function.js';
import { registerStudent } from '../support/api.js';

const run = promisify(execFile);
const folder = mkdtempSync(join(tmpdir(), 'lambda-bundle-'));

/** Bundles one handler with the options the stack gives every function (infra/constructs/project-function.ts). */
async function bundle(handler: string): Promise<string> {
  const outfile = join(folder, handler.replace(/\W/g, '_'), 'index.mjs');
  await build({
    entryPoints: [join('functions', 'handlers', `${handler}.ts`)],
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'node',
    target: 'node22',
    charset: 'utf8',
    mainFields: ['module', 'main'],
    banner: { js: "import { createRequire } from 'module';const require = createRequire(import.meta.url);" },
    alias: { [SDK_CREDENTIAL_CHAIN]: ENV_CREDENTIALS_MODULE },
    outfile,
    logLevel: 'silent',
  });
  return outfile;
}

/** Invokes the bundle's handler once, in a fresh Node process, with this environment and an HTTP API event. */
async function invoke(file: string, env: Record<string, string>, event: Record<string, unknown>) {
  const stamp = `${Date.now()}-${Math.random().toString(36).slice(2)}`;
  const driver = join(folder, `invoke-${stamp}.mjs`);
  // The reply goes to a file of its own: the function's log lines go to stdout, as in Lambda.
  const replyFile = join(folder, `reply-${stamp}.json`);
  writeFileSync(
    driver,
    `import { writeFileSync } from 'node:fs';
     const { handler } = await import(${JSON.stringify(file)});
     const reply = await handler(${JSON.stringify(event)}, { awsRequestId: 'bundle-test', getRemainingTimeInMillis: () => 10000 });
     writeFileSync(${JSON.stringify(replyFile)}, JSON.stringify(reply));`,
  );
  await run(process.execPath, [driver], { env: { PATH: process.env.PATH ?? '', ...env } });
  return JSON.parse(readFileSync(replyFile, 'utf8')) as { statusCode: number; body: string };
}

const httpEvent = (routeKey: string, path: string, headers: Record<string, string> = {}) => ({
  version: '2.0',
  routeKey,
  rawPath: path,
  rawQueryString: '',
  headers,
  requestContext: { http: { method: routeKey.split(' ')[0], path, sourceIp: '203.0.113.7' }, requestId: 'r1' },
  isBase64Encoded: false,
});

let environment: Record<string, string>;
beforeAll(() => {
  environment = {
    ...localEnvironment({
      dynamoEndpoint: inject('dynamoEndpoint'),
      s3Endpoint: inject('s3Endpoint'),
      jwtSecret: inject('jwtSecret'),
    }),
    LOG_FORMAT: 'json',
  };
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('a function as built for Lambda', () => {
  it('answers the public course list from DynamoDB with the credentials of its environment', {
    timeout: 60_000,
  }, async () => {
    const file = await bundle('catalogue/course-list');
    const code = readFileSync(file, 'utf8');
    expect(code).toContain('No AWS credentials in the environment');
    expect(code).not.toMatch(/fromSSO|fromIni|fromInstanceMetadata|credential-provider-sso/);
    const reply = await invoke(
      file,
      { ...environment, ROUTE_KEY: 'GET /api/courses' },
      httpEvent('GET /api/courses', '/api/courses'),
    );
    expect(reply.statusCode, reply.body).toBe(200);
    expect(JSON.parse(reply.body)).toMatchObject({ success: true, courses: expect.any(Array) });

    const { AWS_ACCESS_KEY_ID: _key, AWS_SECRET_ACCESS_KEY: _secret, ...withoutCredentials } = environment;
    const refused = await invoke(
      file,
      { ...withoutCredentials, ROUTE_KEY: 'GET /api/courses' },
      httpEvent('GET /api/courses', '/api/courses'),
    );
    expect(refused.statusCode).toBe(500);
  });

  it('checks a student session against the account, as every signed-in route does', { timeout: 60_000 }, async () => {
    const student = await registerStudent();
    const file = await bundle('accounts/profile');
    const reply = await invoke(
      file,
      { ...environment, ROUTE_KEY: 'GET /api/auth/profile' },
      httpEvent('GET /api/auth/profile', '/api/auth/profile', { authorization: `Bearer ${student.token}` }),
    );
    expect(reply.statusCode, reply.body).toBe(200);
    expect(JSON.parse(reply.body)).toMatchObject({ user: { _id: student.id, role: 'student' } });
  });
});
