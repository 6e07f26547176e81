/**
 * Uses of one reset link at the same moment while the machine's password hashing is busy: locally every
 * handler shares one process and its hashing threads, so in a sign-up rush each hash waits its turn.
 * The handler runs here as Lambda runs it (middy, the route's deadline from the context) against
 * DynamoDB Local; the hashing is made to take turns, each turn a fixed time, as a busy machine gives it.
 * The uses that lose must be told the link was used (410), never run out of time (503).
 */
import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2, Context } from 'aws-lambda';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { registerStudent, api, freshAddress } from '../support/api.js';
import { useEmulators } from '../support/domain.js';

/** Each hash waits for the one before it, then takes this long on top of the real scrypt. */
const HASH_TURN_MS = 1000;
/** The time the handler is given: room for one hash, not for five in turn. */
const FUNCTION_MS = 4500;

vi.mock('#lib/passwords.js', async (importOriginal) => {
  const real = await importOriginal<typeof import('#lib/passwords.js')>();
  let line: Promise<unknown> = Promise.resolve();
  const hashPassword = (password: string): Promise<string> => {
    const turn = line.then(async () => {
      await new Promise((resolve) => setTimeout(resolve, HASH_TURN_MS));
      return real.hashPassword(password);
    });
    line = turn.catch(() => undefined);
    return turn;
  };
  return { ...real, hashPassword };
});

type Handler = (event: APIGatewayProxyEventV2, context: Context) => Promise<APIGatewayProxyResultV2>;
let handler: Handler;
let domain: {
  users: typeof import('#domain/users/users.js');
  resets: typeof import('#domain/accounts/password-reset.js');
  adapter: typeof import('#infra/local/adapter.js');
  routes: typeof import('#shared/routes.js');
  iam: typeof import('#infra/local/local-iam.js');
  db: typeof import('#lib/db.js');
};

beforeAll(async () => {
  useEmulators();
  domain = {
    users: await import('#domain/users/users.js'),
    resets: await import('#domain/accounts/password-reset.js'),
    adapter: await import('#infra/local/adapter.js'),
    routes: await import('#shared/routes.js'),
    iam: await import('#infra/local/local-iam.js'),
    db: await import('#lib/db.js'),
  };
  // The handler's calls are checked against its route's bindings, as the stack checks them.
  domain.iam.enforceLocalIam({ dynamo: domain.db.db(), s3: { middlewareStack: { add: () => undefined } } });
  handler = (await import('#functions/handlers/accounts/password-reset.js')).handler as unknown as Handler;
});

function context(): Context {
  const started = Date.now();
  return {
    awsRequestId: `race-${Math.random()}`,
    getRemainingTimeInMillis: () => Math.max(0, FUNCTION_MS - (Date.now() - started)),
  } as Context;
}

async function use(token: string, password: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const url = new URL('http://localhost/api/auth/password-reset');
  const match = domain.adapter.matchRoute('POST', url.pathname)!;
  const event = domain.adapter.toEvent({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json' },
    body: Buffer.from(JSON.stringify({ token, password })),
    ...match,
    sourceIp: '127.0.0.1',
  });
  const route = domain.routes.routeKey(match.route);
  const result = (await domain.iam.runWithBindings(route, domain.routes.bindingsOf(match.route), () =>
    handler(event, context()),
  )) as { statusCode: number; body: string };
  return { status: result.statusCode, body: JSON.parse(result.body) as Record<string, unknown> };
}

describe('five uses of one reset link at once, hashing busy', () => {
  it('lets one through and tells the other four the link was used (410), none out of time (503)', async () => {
    const student = await registerStudent();
    const token = await domain.resets.issueResetToken((await domain.users.getUser(student.id))!);
    const passwords = ['busy-racer-one', 'busy-racer-two', 'busy-racer-three', 'busy-racer-four', 'busy-racer-five'];
    const replies = await Promise.all(passwords.map((password) => use(token, password)));
    const statuses = replies.map((reply) => reply.status);
    expect(
      statuses.filter((status) => status === 200),
      JSON.stringify(replies),
    ).toHaveLength(1);
    expect(
      statuses.filter((status) => status === 410),
      JSON.stringify(replies),
    ).toHaveLength(4);
    for (const reply of replies)
      if (reply.status === 410) expect(reply.body).toMatchObject({ success: false, code: 'reset_link_used' });
    const winner = passwords[statuses.indexOf(200)]!;
    const login = await api('POST', '/api/auth/student/login', {
      body: { email: student.email, password: winner },
      from: freshAddress(),
    });
    expect(login.status).toBe(200);
  }, 30_000);

  it('frees the link when the use holding it never finishes: a use after the claim lapses sets its password', async () => {
    const student = await registerStudent();
    const token = await domain.resets.issueResetToken((await domain.users.getUser(student.id))!);
    // A use that claimed the link and died (a crash before its transaction): written as it leaves the item.
    const { UpdateCommand } = await import('@aws-sdk/lib-dynamodb');
    await domain.db.db().send(
      new UpdateCommand({
        TableName: domain.db.tableName(),
        Key: domain.resets.resetKeys.link(domain.resets.hashResetToken(token)),
        UpdateExpression: 'SET claimedUntil = :until',
        ExpressionAttributeValues: { ':until': Date.now() + 1000 },
      }),
    );
    const started = Date.now();
    const reply = await use(token, 'after-the-lapse');
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    const again = await use(token, 'once-more-pass');
    expect(again).toMatchObject({ status: 410, body: { code: 'reset_link_used' } });
  }, 30_000);
});
