import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cameThroughCloudFront } from '#web/server/through-cloudfront.js';

const ARN = 'arn:aws:secretsmanager:ap-south-1:123456789012:secret:OriginSecret-AbCdEf';
const SESSION_TOKEN = 'session-token-of-the-function';

// Stands in for the AWS Parameters and Secrets extension's local HTTP endpoint.
let versions: Record<string, string> = {};
let server: Server;
beforeAll(async () => {
  server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const value = versions[url.searchParams.get('versionStage') ?? 'AWSCURRENT'];
    if (request.headers['x-aws-parameters-secrets-token'] !== SESSION_TOKEN)
      return void response.writeHead(401).end('not authorized');
    if (url.pathname !== '/secretsmanager/get' || url.searchParams.get('secretId') !== ARN || value === undefined)
      return void response.writeHead(400).end('no such version');
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ ARN, SecretString: value }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function inAws() {
  process.env.ORIGIN_SECRET_ARN = ARN;
  process.env.AWS_SESSION_TOKEN = SESSION_TOKEN;
  process.env.PARAMETERS_SECRETS_EXTENSION_HTTP_PORT = String((server.address() as AddressInfo).port);
}
afterEach(() => {
  for (const name of ['ORIGIN_SECRET_ARN', 'AWS_SESSION_TOKEN', 'PARAMETERS_SECRETS_EXTENSION_HTTP_PORT'])
    delete process.env[name];
});

describe('a page request straight to the execute-api address', () => {
  it("is refused without CloudFront's origin header, or with a wrong one", async () => {
    inAws();
    versions = { AWSCURRENT: 'current-origin-secret' };
    expect(await cameThroughCloudFront({})).toBe(false);
    expect(await cameThroughCloudFront(undefined)).toBe(false);
    expect(await cameThroughCloudFront({ 'x-origin-verify': 'guessed' })).toBe(false);
    expect(await cameThroughCloudFront({ 'x-origin-verify': 'current-origin-secret-and-more' })).toBe(false);
  });

  it('passes with the current value, and during a rotation with the previous one', async () => {
    inAws();
    versions = { AWSCURRENT: 'new-origin-secret', AWSPREVIOUS: 'old-origin-secret' };
    expect(await cameThroughCloudFront({ 'x-origin-verify': 'new-origin-secret' })).toBe(true);
    expect(await cameThroughCloudFront({ 'x-origin-verify': 'old-origin-secret' })).toBe(true);
    versions = { AWSCURRENT: 'new-origin-secret' };
    expect(await cameThroughCloudFront({ 'x-origin-verify': 'old-origin-secret' })).toBe(false);
  });

  it('is refused when the secret cannot be read, not let through', async () => {
    inAws();
    versions = {};
    await expect(cameThroughCloudFront({ 'x-origin-verify': 'anything' })).rejects.toThrow(/400/);
  });

  it('is not checked locally, where no origin secret is set', async () => {
    expect(await cameThroughCloudFront({})).toBe(true);
  });
});
