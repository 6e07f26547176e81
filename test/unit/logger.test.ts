import type { Context } from 'aws-lambda';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addLogContext, logger, runWithLogContext, setLogSink } from '#lib/logger.js';
import { courseList } from '#shared/api/catalogue.js';
import { profile } from '#shared/api/accounts.js';

// The account check reads DynamoDB; this unit test is about log lines, so the account always exists.
vi.mock('#domain/users/sessions.js', () => ({ assertSessionCurrent: async () => undefined }));

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Line = Record<string, any>;

describe('structured log lines', () => {
  let lines: string[];
  let previousSink: (line: string) => void;
  const saved = { ...process.env };
  const parsed = (): Line[] => lines.map((line) => JSON.parse(line) as Line);

  beforeEach(() => {
    lines = [];
    previousSink = setLogSink((line) => lines.push(line));
    delete process.env.LOG_FORMAT;
    delete process.env.LOG_LEVEL;
  });
  afterEach(() => {
    setLogSink(previousSink);
    process.env = { ...saved };
  });

  it('writes one JSON line with level, message, timestamp, the request context and extra fields', () => {
    runWithLogContext({ requestId: 'req-1', route: 'GET /api/courses' }, () => {
      addLogContext({ userId: 'U1' });
      logger.info('listed', { count: 3 });
    });
    expect(lines).toHaveLength(1);
    const [line] = parsed();
    expect(line).toMatchObject({
      level: 'info',
      message: 'listed',
      requestId: 'req-1',
      route: 'GET /api/courses',
      userId: 'U1',
      count: 3,
    });
    expect(new Date(line!.timestamp).toISOString()).toBe(line!.timestamp);
  });

  it('writes an error with its name, message, stack and the chain of causes', () => {
    const root = new TypeError('socket hang up');
    logger.error('save failed', { error: new Error('could not save the payment', { cause: root }) });
    const [line] = parsed();
    expect(line!.level).toBe('error');
    expect(line!.error).toMatchObject({
      name: 'Error',
      message: 'could not save the payment',
      cause: { name: 'TypeError', message: 'socket hang up' },
    });
    expect(line!.error.stack).toContain('could not save the payment');
    expect(line!.error.cause.stack).toContain('socket hang up');
  });

  it('keeps concurrent requests apart', async () => {
    const pause = () => new Promise((resolve) => setTimeout(resolve, 5));
    const request = (requestId: string, userId: string) =>
      runWithLogContext({ requestId, route: 'GET /api/auth/profile' }, async () => {
        await pause();
        addLogContext({ userId });
        await pause();
        logger.info('done');
      });
    await Promise.all([request('A', 'user-a'), request('B', 'user-b')]);
    expect(
      parsed()
        .map((line) => `${line.requestId}:${line.userId}`)
        .sort(),
    ).toEqual(['A:user-a', 'B:user-b']);
  });

  it('drops debug lines unless LOG_LEVEL=debug', () => {
    logger.debug('hidden');
    process.env.LOG_LEVEL = 'debug';
    logger.debug('shown');
    expect(parsed().map((line) => line.message)).toEqual(['shown']);
  });

  it('prints a readable line when LOG_FORMAT=pretty', () => {
    process.env.LOG_FORMAT = 'pretty';
    runWithLogContext({ requestId: '0123456789abcdef', route: 'GET /api/courses', userId: 'U7' }, () =>
      logger.error('boom', { error: new Error('outer', { cause: new Error('inner') }) }),
    );
    expect(lines[0]).toMatch(/^\d\d:\d\d:\d\d ERROR GET \/api\/courses req=01234567 user=U7 boom\n {2}Error: outer/);
    expect(lines[0]).toContain('Caused by: Error: inner');
  });
});

describe('the API handler logs each failure once, with its context', () => {
  let lines: Line[];
  let previousSink: (line: string) => void;
  const saved = { ...process.env };

  beforeEach(() => {
    lines = [];
    previousSink = setLogSink((line) => lines.push(JSON.parse(line) as Line));
    Object.assign(process.env, { TABLE_NAME: 'coaching', JWT_SECRET: 'unit-test-key' });
    delete process.env.LOG_FORMAT;
  });
  afterEach(() => {
    setLogSink(previousSink);
    process.env = { ...saved };
  });

  const event = (headers: Record<string, string> = {}) =>
    ({
      headers,
      requestContext: { requestId: 'api-req', http: { method: 'GET', path: '/api/auth/profile' } },
    }) as never;
  const context = { awsRequestId: 'lambda-req-1' } as Context;

  it('an unexpected error: one error line with the stack and its cause, and a 500 without them', async () => {
    const { apiHandler } = await import('#functions/handlers/api-handler.js');
    const handler = apiHandler(courseList, async () => {
      throw new Error('query failed', { cause: new Error('ProvisionedThroughputExceeded') });
    });
    const result = await handler(event(), context);
    expect(result.statusCode).toBe(500);
    expect(result.body).not.toContain('query failed');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 'error',
      requestId: 'lambda-req-1',
      route: 'GET /api/courses',
      error: { message: 'query failed', cause: { message: 'ProvisionedThroughputExceeded' } },
    });
    expect(lines[0]!.error.stack).toBeDefined();
  });

  it("a domain error: one info line with the caller's id and the code, no stack", async () => {
    const { apiHandler } = await import('#functions/handlers/api-handler.js');
    const { issueToken } = await import('#lib/tokens.js');
    const { NotFound } = await import('#lib/errors.js');
    const handler = apiHandler(profile, async () => {
      throw new NotFound('course_not_found');
    });
    const token = await issueToken({ userId: 'U42', role: 'student', sessionVersion: 0 });
    const result = await handler(event({ authorization: `Bearer ${token}` }), context);
    expect(result.statusCode).toBe(404);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 'info',
      requestId: 'lambda-req-1',
      route: 'GET /api/auth/profile',
      userId: 'U42',
      code: 'course_not_found',
      status: 404,
    });
    expect(lines[0]!.error.name).toBe('NotFound');
    expect(lines[0]!.error.stack).toBeUndefined();
  });
});
