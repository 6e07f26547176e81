/**
 * A sign-up that runs out of time answers busy_try_again having written nothing, against DynamoDB
 * Local: never an error for an account it made. The domain is called here under a deadline as the
 * handler's is (runWithDeadline), so the time left is the test's to choose.
 */
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { REGISTRATIONS_PER_ADDRESS_PER_HOUR } from '#shared/constants.js';
import { api, freshAddress, uniqueEmail } from '../support/api.js';
import { useEmulators } from '../support/domain.js';

let domain: {
  auth: typeof import('#domain/accounts/auth.js');
  users: typeof import('#domain/users/users.js');
  passwords: typeof import('#lib/passwords.js');
  deadline: typeof import('#lib/deadline.js');
  db: typeof import('#lib/db.js');
};

beforeAll(async () => {
  useEmulators();
  domain = {
    auth: await import('#domain/accounts/auth.js'),
    users: await import('#domain/users/users.js'),
    passwords: await import('#lib/passwords.js'),
    deadline: await import('#lib/deadline.js'),
    db: await import('#lib/db.js'),
  };
});

afterEach(() => vi.useRealTimers());

const signUp = () => ({
  name: 'Late Student',
  email: uniqueEmail('late'),
  mobile: '9845600000',
  password: 'late-pass-1',
});
const registerWithin = (ms: number, input: ReturnType<typeof signUp>, address: string) =>
  domain.deadline.runWithDeadline(ms, () => domain.auth.registerStudent(input, address));

async function expectBusyAndNothingWritten(attempt: Promise<unknown>, email: string) {
  await expect(attempt).rejects.toMatchObject({ code: 'busy_try_again' });
  expect(await domain.users.findUserByEmail(email)).toBeUndefined();
}

describe('a sign-up out of time', () => {
  it('with too little time left to hash and write, writes nothing and gives the address its sign-up back', async () => {
    const address = freshAddress();
    // The hour's last sign-up from this address: a late one that kept its turn would leave none.
    await domain.db.db().send(
      new PutCommand({
        TableName: domain.db.tableName(),
        Item: {
          pk: `REGISTERFROM#${address}`,
          sk: 'LIMIT',
          entity: 'RateLimit',
          count: REGISTRATIONS_PER_ADDRESS_PER_HOUR - 1,
          windowStart: Date.now(),
          ttl: Math.ceil(Date.now() / 1000) + 7200,
        },
      }),
    );
    const late = signUp();
    await expectBusyAndNothingWritten(registerWithin(4000, late, address), late.email);
    expect((await api('POST', '/api/auth/student/register', { body: signUp(), from: address })).status).toBe(200);
  });

  it('waiting behind a queue of hashes that outlasts its deadline, gives up and writes nothing', async () => {
    const queue = Array.from({ length: 20 }, () => domain.passwords.hashPassword('someone-else'));
    const late = signUp();
    // Time for a hash and the write, with two seconds to spare: not for twenty hashes ahead of it, two at a time.
    await expectBusyAndNothingWritten(registerWithin(1500 + 3000 + 2000, late, freshAddress()), late.email);
    await Promise.all(queue);
  }, 120_000);

  it('whose hash ends after the deadline (the function has answered busy meanwhile, as a timeout does), writes nothing', async () => {
    const late = signUp();
    const attempt = registerWithin(20_000, late, freshAddress());
    attempt.catch(() => undefined);
    await vi.waitFor(() => expect(domain.passwords.hashingLoad().running).toBe(1), { timeout: 10_000, interval: 2 });
    // The clock jumps past the deadline while the password hashes.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 60_000);
    await expectBusyAndNothingWritten(attempt, late.email);
  });
});
