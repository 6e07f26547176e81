/**
 * In AWS the API answers only what came through CloudFront: requests without the origin header, or
 * with a wrong value, get 403 before any handler code; during a rotation the previous value passes too.
 */
import { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiHandler } from '#functions/handlers/api-handler.js';
import { resetConfig } from '#lib/config.js';
import { clearSecretCache } from '#lib/secrets.js';
import { courseList } from '#shared/api/catalogue.js';

const ARN = 'arn:aws:secretsmanager:ap-south-1:1:secret:origin';
const saved = { ...process.env };
let stages: Record<string, string | undefined>;

beforeEach(() => {
  resetConfig();
  clearSecretCache();
  stages = { AWSCURRENT: 'current-origin-value', AWSPREVIOUS: 'previous-origin-value' };
  vi.spyOn(SecretsManagerClient.prototype, 'send').mockImplementation(async (command) => {
    const stage = (command.input as { VersionStage?: string }).VersionStage ?? 'AWSCURRENT';
    if (stages[stage] === undefined)
      throw Object.assign(new Error('no such version'), { name: 'ResourceNotFoundException' });
    return { SecretString: stages[stage] } as never;
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  process.env = { ...saved };
  resetConfig();
  clearSecretCache();
});

function handlerWith(env: Record<string, string>) {
  process.env = { ...saved, TABLE_NAME: 't', ...env };
  return apiHandler(courseList, async () => ({ courses: [] }));
}

const call = (handler: ReturnType<typeof handlerWith>, headers: Record<string, string>) =>
  handler(
    {
      headers,
      requestContext: { requestId: 'r1', http: { method: 'GET', sourceIp: '203.0.113.9' } },
    } as unknown as APIGatewayProxyEventV2,
    {
      awsRequestId: 'r1',
    } as Context,
  );

describe('origin header', () => {
  it('refuses a request without it, or with a wrong value, with 403 and no handler work', async () => {
    const handler = handlerWith({ ORIGIN_SECRET_ARN: ARN });
    for (const headers of [{}, { 'x-origin-verify': 'guess' }, { 'x-origin-verify': '' }] as Record<string, string>[]) {
      const reply = await call(handler, headers);
      expect(reply.statusCode).toBe(403);
      expect(JSON.parse(reply.body!)).toMatchObject({ success: false, code: 'forbidden' });
    }
  });

  it('lets the current value through, and the previous one while a rotation settles', async () => {
    const handler = handlerWith({ ORIGIN_SECRET_ARN: ARN });
    expect((await call(handler, { 'x-origin-verify': 'current-origin-value' })).statusCode).toBe(200);
    expect((await call(handler, { 'x-origin-verify': 'previous-origin-value' })).statusCode).toBe(200);
  });

  it('has no previous value to accept before the first rotation', async () => {
    stages.AWSPREVIOUS = undefined;
    const handler = handlerWith({ ORIGIN_SECRET_ARN: ARN });
    expect((await call(handler, { 'x-origin-verify': 'current-origin-value' })).statusCode).toBe(200);
    expect((await call(handler, { 'x-origin-verify': 'previous-origin-value' })).statusCode).toBe(403);
  });

  it('checks nothing where no origin secret is set (locally)', async () => {
    expect((await call(handlerWith({}), {})).statusCode).toBe(200);
  });
});

describe('route wiring', () => {
  it('stops a function at load when the stack wired it to another route', () => {
    expect(() => handlerWith({ ROUTE_KEY: 'DELETE /api/test-series/{id}' })).toThrow(
      'This function serves DELETE /api/test-series/{id}, but its handler is for GET /api/courses',
    );
    expect(() => handlerWith({ ROUTE_KEY: 'GET /api/courses' })).not.toThrow();
  });
});
