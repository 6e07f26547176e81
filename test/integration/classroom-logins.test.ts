/**
 * A class logging in together from the institute's Wi-Fi (one client address) while a password
 * guesser sits on the same network, against DynamoDB Local: the class gets in, the guesser is stopped.
 */
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { LOGIN_MAX_FAILURES_PER_ADDRESS, REGISTRATIONS_PER_ADDRESS_PER_HOUR } from '#shared/constants.js';
import { api, freshAddress, uniqueEmail } from '../support/api.js';
import { useEmulators } from '../support/domain.js';

let domain: {
  users: typeof import('#domain/users/users.js');
  passwords: typeof import('#lib/passwords.js');
  failures: typeof import('#domain/accounts/address-failures.js');
  db: typeof import('#lib/db.js');
};

beforeAll(async () => {
  useEmulators();
  domain = {
    users: await import('#domain/users/users.js'),
    passwords: await import('#lib/passwords.js'),
    failures: await import('#domain/accounts/address-failures.js'),
    db: await import('#lib/db.js'),
  };
});

const PASSWORD = 'class-pass-1';

/** Accounts made through the domain with one hash of PASSWORD: a class's sign-ups are not what these tests are about. */
async function classOf(size: number): Promise<{ email: string }[]> {
  const passwordHash = await domain.passwords.hashPassword(PASSWORD);
  return Promise.all(
    Array.from({ length: size }, (_, i) =>
      domain.users.createUser({
        name: `Class Student ${i}`,
        email: uniqueEmail('class'),
        mobile: '9812300000',
        role: 'student',
        passwordHash,
      }),
    ),
  );
}

const login = (email: string, password: string, from: string) =>
  api<{ token?: string }>('POST', '/api/auth/student/login', { body: { email, password }, from });
const statusesOf = (replies: { status: number }[]) => replies.map((reply) => reply.status);

/** Wrong passwords from an address, recorded as a failed check records them (no password hashed): a guesser's work so far. */
async function spendFailures(address: string, failures: number) {
  for (let i = 0; i < failures; i++) await domain.failures.addressFailed(address, false);
}

async function oneByOne<T>(count: number, call: (i: number) => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  for (let i = 0; i < count; i++) results.push(await call(i));
  return results;
}

describe('a class on one Wi-Fi with a guesser among them', () => {
  it('30 correct logins at once all get in, while 10 wrong passwords for one account stop that account (429) at this address only', async () => {
    const wifi = freshAddress();
    const [victim, ...students] = await classOf(31);
    const [classReplies, guesses] = await Promise.all([
      Promise.all(students.map((student) => login(student.email, PASSWORD, wifi))),
      oneByOne(12, (i) => login(victim!.email, `guess-${i}`, wifi)),
    ]);
    expect(statusesOf(classReplies)).toEqual(students.map(() => 200));
    expect(statusesOf(guesses)).toEqual([...Array(10).fill(401), 429, 429]);
    expect(guesses[10]!.body).toMatchObject({ code: 'too_many_login_attempts' });
    // The owner, with the right password: still refused on this network, let in from home.
    expect((await login(victim!.email, PASSWORD, wifi)).status).toBe(429);
    expect((await login(victim!.email, PASSWORD, freshAddress())).status).toBe(200);
  }, 180_000);
});

describe("the address's allowance", () => {
  it('is spent only by failures: 30 correct logins at once on an address one failure short of the limit all get in, and that failure is still there', async () => {
    const wifi = freshAddress();
    await spendFailures(wifi, LOGIN_MAX_FAILURES_PER_ADDRESS - 1);
    const students = await classOf(30);
    const replies = await Promise.all(students.map((student) => login(student.email, PASSWORD, wifi)));
    expect(statusesOf(replies)).toEqual(students.map(() => 200));
    expect((await login(uniqueEmail('nobody'), 'a-guess', wifi)).status).toBe(401);
    const refused = await login(uniqueEmail('nobody'), 'a-guess', wifi);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 'too_many_login_attempts' });
  }, 180_000);

  it('used up by a guesser, still lets in the accounts that logged in or signed up from that address; others get 429 there and get in elsewhere', async () => {
    const wifi = freshAddress();
    const students = await classOf(10);
    expect(statusesOf(await Promise.all(students.map((student) => login(student.email, PASSWORD, wifi))))).toEqual(
      students.map(() => 200),
    );
    const signUp = {
      name: 'Wifi Sign Up',
      email: uniqueEmail('signup'),
      mobile: '9812300001',
      password: 'signup-pass-1',
    };
    expect((await api('POST', '/api/auth/student/register', { body: signUp, from: wifi })).status).toBe(200);
    const [newcomer] = await classOf(1);

    await spendFailures(wifi, LOGIN_MAX_FAILURES_PER_ADDRESS);
    expect((await login(uniqueEmail('nobody'), 'a-guess', wifi)).status).toBe(429);

    const known = await Promise.all([
      ...students.map((student) => login(student.email, PASSWORD, wifi)),
      login(signUp.email, signUp.password, wifi),
    ]);
    expect(statusesOf(known)).toEqual(known.map(() => 200));
    // A known account's wrong password is still a failure (the account's own limit counts it).
    expect((await login(students[0]!.email, 'mistyped', wifi)).status).toBe(401);
    const stranger = await login(newcomer!.email, PASSWORD, wifi);
    expect(stranger.status).toBe(429);
    expect(stranger.body).toMatchObject({ code: 'too_many_login_attempts' });
    expect((await login(newcomer!.email, PASSWORD, freshAddress())).status).toBe(200);
  }, 180_000);
});

describe("the institute's own network (TRUSTED_NETWORKS)", () => {
  let hosts = 0;
  const trustedAddress = () => {
    const [a, b] = inject('trustedNetwork').split('.');
    const n = (process.pid % 200) * 250 + hosts++;
    return `${a}.${b}.${Math.floor(n / 250) % 256}.${(n % 250) + 1}`;
  };

  it("skips the address's limits: a newcomer gets in where failures are used up, sign-ups pass a full hour; one account's guesses still stop at 10", async () => {
    const office = trustedAddress();
    await spendFailures(office, LOGIN_MAX_FAILURES_PER_ADDRESS + 5);
    const [newcomer, victim] = await classOf(2);
    expect((await login(newcomer!.email, PASSWORD, office)).status).toBe(200);
    expect(statusesOf(await oneByOne(12, (i) => login(victim!.email, `guess-${i}`, office)))).toEqual([
      ...Array(10).fill(401),
      429,
      429,
    ]);

    await domain.db.db().send(
      new PutCommand({
        TableName: domain.db.tableName(),
        Item: {
          pk: `REGISTERFROM#${office}`,
          sk: 'LIMIT',
          entity: 'RateLimit',
          count: REGISTRATIONS_PER_ADDRESS_PER_HOUR,
          windowStart: Date.now(),
          ttl: Math.ceil(Date.now() / 1000) + 7200,
        },
      }),
    );
    const body = {
      name: 'Office Sign Up',
      email: uniqueEmail('office'),
      mobile: '9812300002',
      password: 'office-pass-1',
    };
    expect((await api('POST', '/api/auth/student/register', { body, from: office })).status).toBe(200);
  }, 180_000);
});
