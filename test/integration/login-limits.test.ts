/**
 * Login and sign-up limits: reserved before the password check so a parallel burst gets at most the
 * limit, counted per (login form, e-mail, client address) so nobody elsewhere can lock the owner out,
 * plus a per-address ceiling across e-mails. Different client addresses are different loopback
 * addresses (127.x.y.z), as the adapter sees them.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  LOGIN_MAX_FAILURES,
  LOGIN_MAX_FAILURES_PER_ADDRESS,
  REGISTRATIONS_PER_ADDRESS_PER_HOUR,
} from '#shared/constants.js';
import { api, freshAddress, registerStudent, uniqueEmail } from '../support/api.js';
import { useEmulators } from '../support/domain.js';

let createAdmin: typeof import('#infra/local/seed.js').createAdmin;
beforeAll(async () => {
  useEmulators();
  ({ createAdmin } = await import('#infra/local/seed.js'));
});

const login = (
  role: 'student' | 'admin',
  email: string,
  password: string,
  from: string,
  headers: Record<string, string> = {},
) => api<{ token?: string }>('POST', `/api/auth/${role}/login`, { body: { email, password }, from, headers });

/** Runs `count` calls, `width` at a time (scrypt on a loaded CI machine is slow; a burst is still concurrent). */
async function inBatches<T>(count: number, width: number, call: (i: number) => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  for (let start = 0; start < count; start += width) {
    results.push(
      ...(await Promise.all(Array.from({ length: Math.min(width, count - start) }, (_, j) => call(start + j)))),
    );
  }
  return results;
}

const statuses = (replies: { status: number }[]) => replies.map((r) => r.status);
const count = (list: number[], status: number) => list.filter((s) => s === status).length;

async function newAdmin() {
  const credentials = { name: 'Owner Admin', email: uniqueEmail('owner'), password: 'owner-pass-123' };
  await createAdmin(credentials);
  return credentials;
}

/*
 * Bursts: a few turns are spent one by one first, so that the parallel part races for the last few
 * turns. Every request that gets a turn runs scrypt, and this machine's tests share two cores: ten
 * scrypts at once would outlast the adapter's 10 s budget per request, and that would test the CPU.
 */
describe('a parallel burst', () => {
  it('gets at most 10 password checks per window: the right password in a burst of wrong ones is not checked past the limit', async () => {
    const student = await registerStudent();
    const from = freshAddress();
    const spent = statuses(await inBatches(6, 1, (i) => login('student', student.email, `wrong-${i}`, from)));
    expect(spent).toEqual([401, 401, 401, 401, 401, 401]);
    const replies = await Promise.all(
      Array.from({ length: 14 }, (_, i) =>
        login('student', student.email, i === 13 ? student.password : `wrong-b${i}`, from),
      ),
    );
    const list = statuses(replies);
    expect(
      list.every((s) => [200, 401, 429].includes(s)),
      JSON.stringify(list),
    ).toBe(true);
    expect(count(list, 401) + count(list, 200), JSON.stringify(list)).toBeLessThanOrEqual(LOGIN_MAX_FAILURES - 6);
    expect(count(list, 429)).toBeGreaterThanOrEqual(10);
  }, 180_000);

  it('of 40 wrong passwords at once gets 429 for all past the limit', async () => {
    const student = await registerStudent();
    const from = freshAddress();
    await inBatches(7, 1, (i) => login('student', student.email, `wrong-${i}`, from));
    const list = statuses(
      await Promise.all(Array.from({ length: 40 }, (_, i) => login('student', student.email, `wrong-b${i}`, from))),
    );
    expect(count(list, 401), JSON.stringify(list)).toBeLessThanOrEqual(LOGIN_MAX_FAILURES - 7);
    expect(count(list, 429), JSON.stringify(list)).toBeGreaterThanOrEqual(40 - (LOGIN_MAX_FAILURES - 7));
  }, 180_000);
});

describe('nobody elsewhere can lock the owner out', () => {
  it('wrong admin passwords from another address do not stop the owner', async () => {
    const admin = await newAdmin();
    const attacker = freshAddress();
    const attack = statuses(
      await inBatches(LOGIN_MAX_FAILURES + 2, 4, (i) => login('admin', admin.email, `guess-${i}`, attacker)),
    );
    // Which of the concurrent guesses get the last turns is a race: count, do not look at the order.
    expect(count(attack, 401), JSON.stringify(attack)).toBe(LOGIN_MAX_FAILURES);
    expect(count(attack, 429), JSON.stringify(attack)).toBe(2);
    const owner = await login('admin', admin.email, admin.password, freshAddress());
    expect(owner.status).toBe(200);
  }, 120_000);

  it('the student login never counts against an admin account, even from the same address', async () => {
    const admin = await newAdmin();
    const shared = freshAddress();
    await inBatches(LOGIN_MAX_FAILURES + 1, 4, (i) => login('student', admin.email, `guess-${i}`, shared));
    expect((await login('admin', admin.email, admin.password, shared)).status).toBe(200);
  }, 120_000);

  it('a successful login clears only its own address: the attacker stays locked', async () => {
    const student = await registerStudent();
    const attacker = freshAddress();
    await inBatches(LOGIN_MAX_FAILURES, 4, (i) => login('student', student.email, `guess-${i}`, attacker));
    expect((await login('student', student.email, student.password, freshAddress())).status).toBe(200);
    const still = await login('student', student.email, student.password, attacker);
    expect(still.status).toBe(429);
    expect(still.body).toMatchObject({ success: false, code: 'too_many_login_attempts' });
  }, 120_000);

  it('a forged viewer-address header does not give an attacker fresh turns', async () => {
    const student = await registerStudent();
    const attacker = freshAddress();
    await inBatches(LOGIN_MAX_FAILURES, 4, (i) =>
      login('student', student.email, `guess-${i}`, attacker, { 'x-viewer-address': `203.0.113.${i + 1}` }),
    );
    const next = await login('student', student.email, 'guess-x', attacker, {
      'x-viewer-address': '198.51.100.77',
      'cloudfront-viewer-address': '198.51.100.78:443',
    });
    expect(next.status).toBe(429);
  }, 120_000);
});

describe('one address across many e-mails', () => {
  it(`is limited to ${LOGIN_MAX_FAILURES_PER_ADDRESS} failures per window`, async () => {
    const from = freshAddress();
    const list = statuses(
      await inBatches(LOGIN_MAX_FAILURES_PER_ADDRESS, 3, () =>
        login('student', uniqueEmail('nobody'), 'whatever', from),
      ),
    );
    expect(count(list, 401)).toBe(LOGIN_MAX_FAILURES_PER_ADDRESS);
    const email = uniqueEmail('nobody');
    expect((await login('student', email, 'whatever', from)).status).toBe(429);
    expect((await login('student', email, 'whatever', freshAddress())).status).toBe(401);
  }, 180_000);
});

describe('registration', () => {
  it(`allows ${REGISTRATIONS_PER_ADDRESS_PER_HOUR} sign-ups per address per hour, even in a burst`, async () => {
    const from = freshAddress();
    const body = () => ({
      name: 'Burst Student',
      email: uniqueEmail('burst'),
      mobile: '9876543210',
      password: 'secret123',
    });
    const register = () => api('POST', '/api/auth/student/register', { body: body(), from });
    // Most of the hour's turns taken through the API, the rest of the way by the counter itself (each
    // sign-up hashes a password: hundreds of them would take this machine minutes).
    expect(statuses(await inBatches(8, 2, register))).toEqual(Array(8).fill(200));
    await spendTurns(`REGISTERFROM#${from}`, REGISTRATIONS_PER_ADDRESS_PER_HOUR - 10);
    const replies = await Promise.all(Array.from({ length: 6 }, register));
    const list = statuses(replies);
    expect(count(list, 200), JSON.stringify(list)).toBe(2);
    expect(count(list, 429), JSON.stringify(list)).toBe(4);
    expect(replies.find((r) => r.status === 429)?.body).toMatchObject({
      success: false,
      code: 'too_many_registrations',
    });
    expect((await api('POST', '/api/auth/student/register', { body: body(), from: freshAddress() })).status).toBe(200);
  }, 180_000);
});

/** Adds `turns` to a limit's counter in its open window, as that many reserved sign-ups would. */
async function spendTurns(pk: string, turns: number) {
  const { UpdateCommand } = await import('@aws-sdk/lib-dynamodb');
  const { db, tableName } = await import('#lib/db.js');
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: { pk, sk: 'LIMIT' },
      UpdateExpression: 'ADD #count :turns',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: { '#count': 'count' },
      ExpressionAttributeValues: { ':turns': turns },
    }),
  );
}
