/**
 * Accounts and limits as a classroom and an attacker meet them, against DynamoDB Local: no reply ever
 * carries a password or its hash; a sign-up sent again answers as the first did; a class of sixty
 * signs up from one Wi-Fi; the per-address limits stop a script (and count an IPv6 caller by its /64,
 * see test/unit/client-address.test.ts); card orders are limited per address and per mobile number.
 */
import { inject, beforeAll, describe, expect, it } from 'vitest';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { api, freshAddress, loginAdmin, uniqueEmail } from '../support/api.js';
import { useEmulators } from '../support/domain.js';
import { freshMobile } from '../support/payments.js';

let db: typeof import('#lib/db.js');
let users: typeof import('#domain/users/users.js');

beforeAll(async () => {
  useEmulators();
  db = await import('#lib/db.js');
  users = await import('#domain/users/users.js');
  await loginAdmin();
});

/** A limit's counter as the reserve step keeps it, filled so the next turns are the last ones. */
async function fillLimit(pk: string, count: number) {
  await db.db().send(
    new PutCommand({
      TableName: db.tableName(),
      Item: {
        pk,
        sk: 'LIMIT',
        entity: 'RateLimit',
        count,
        windowStart: Date.now(),
        ttl: Math.ceil(Date.now() / 1000) + 7200,
      },
    }),
  );
}

const register = (body: Record<string, unknown>, from = freshAddress()) =>
  api<{ token: string; student: Record<string, unknown> }>('POST', '/api/auth/student/register', { body, from });

describe('no reply carries a password or its hash', () => {
  it('register, both logins, the profile and the language choice', async () => {
    const password = 'Secret-pass-Ω42';
    const student = { name: 'Asha Mehta', email: uniqueEmail('nopass'), mobile: '9812345678', password };
    const admin = inject('admin');
    const replies = [await register(student)];
    const token = replies[0]!.body.token;
    replies.push(
      await api('POST', '/api/auth/student/login', { body: { email: student.email, password }, from: freshAddress() }),
    );
    replies.push(
      await api('POST', '/api/auth/admin/login', {
        body: { email: admin.email, password: admin.password },
        from: freshAddress(),
      }),
    );
    replies.push(await api('GET', '/api/auth/profile', { token }));
    replies.push(await api('PUT', '/api/auth/profile/language', { token, body: { language: 'gu' } }));
    for (const reply of replies) {
      expect(reply.status).toBe(200);
      const text = JSON.stringify(reply.body);
      expect(text).not.toContain(password);
      expect(text).not.toContain(admin.password);
      expect(text).not.toMatch(/scrypt\$|password|sessionVersion/i);
    }
  });
});

describe('a sign-up sent again', () => {
  it('answers as the first did (same account, a working session), twice at once too; another password is 409', async () => {
    const body = { name: 'Retry Student', email: uniqueEmail('retry'), mobile: '9822222222', password: 'retry-pass-1' };
    const from = freshAddress();
    const [a, b] = await Promise.all([register(body, from), register(body, from)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.student._id).toBe(b.body.student._id);
    const again = await register(body, from);
    expect(again.status).toBe(200);
    expect(again.body.student._id).toBe(a.body.student._id);
    expect((await api('GET', '/api/auth/profile', { token: again.body.token })).status).toBe(200);
    expect((await register({ ...body, password: 'someone-else-2' }, from)).body).toMatchObject({ code: 'email_taken' });
    expect((await register({ ...body, name: 'Someone Else' }, from)).body).toMatchObject({ code: 'email_taken' });
  });
});

describe('a class signing up on one Wi-Fi', () => {
  it('60 students from one address at once all get their accounts; a sign-up answered busy made none, and sent again as the browser does, gets in', async () => {
    const from = freshAddress();
    const bodies = Array.from({ length: 60 }, (_, i) => ({
      name: `Batch Student ${i}`,
      email: uniqueEmail('batch'),
      mobile: '9833333333',
      password: 'batch-pass-1',
    }));
    const replies = await Promise.all(bodies.map((body) => register(body, from)));
    // On a loaded machine some may be asked to try again; none of those may have made its account.
    const busy = bodies.filter((_, i) => replies[i]!.status !== 200);
    for (const reply of replies.filter((each) => each.status !== 200))
      expect(reply).toMatchObject({ status: 503, body: { code: 'busy_try_again' } });
    for (const body of busy) expect(await users.findUserByEmail(body.email), body.email).toBeUndefined();
    const ids = replies.filter((reply) => reply.status === 200).map((reply) => reply.body.student._id);
    for (const body of busy) {
      const again = await register(body, from);
      expect(again.status).toBe(200);
      ids.push(again.body.student._id);
    }
    expect(new Set(ids).size).toBe(60);
  }, 180_000);

  it('a script is stopped: the 300th sign-up from one address in an hour passes, the 301st is 429', async () => {
    const from = freshAddress();
    await fillLimit(`REGISTERFROM#${from}`, 299);
    expect(
      (
        await register(
          { name: 'Last One', email: uniqueEmail('limit'), mobile: '9844444444', password: 'limit-pass-1' },
          from,
        )
      ).status,
    ).toBe(200);
    const refused = await register(
      { name: 'One Too Many', email: uniqueEmail('limit'), mobile: '9844444444', password: 'limit-pass-1' },
      from,
    );
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 'too_many_registrations' });
  });
});

describe('card orders', () => {
  const order = (mobile: string, from: string) =>
    api('POST', '/api/create-order', { body: { course: 'gpsc', name: 'Order Limit', mobile }, from });

  it('200 orders from one address at once: at most 100 made, the rest 429 too_many_orders', async () => {
    const from = freshAddress();
    const replies = await Promise.all(Array.from({ length: 200 }, () => order(freshMobile(), from)));
    const made = replies.filter((reply) => reply.status === 200).length;
    expect(made).toBe(100);
    expect(
      replies.filter((reply) => reply.status === 429).every((reply) => reply.body.code === 'too_many_orders'),
    ).toBe(true);
  }, 120_000);

  it('one mobile number gets 8 orders an hour, from any address; a ninth is 429', async () => {
    const mobile = freshMobile();
    const replies = [];
    for (let i = 0; i < 9; i++) replies.push(await order(mobile, freshAddress()));
    expect(replies.map((reply) => reply.status)).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 429]);
    // And an address is stopped at its hundredth order in the hour.
    const from = freshAddress();
    await fillLimit(`ORDERFROM#${from}`, 99);
    expect((await order(freshMobile(), from)).status).toBe(200);
    expect((await order(freshMobile(), from)).status).toBe(429);
  });
});

describe("an admin's known device", () => {
  it("keeps the admin's logins apart from guesses made on the same network: the guesser is stopped, the admin with the device gets in", async () => {
    const { email, password } = inject('admin');
    const office = freshAddress();
    const first = await api<{ token: string; deviceToken?: string }>('POST', '/api/auth/admin/login', {
      body: { email, password },
      from: office,
    });
    expect(first.status).toBe(200);
    expect(first.body.deviceToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    // Someone on the same Wi-Fi guesses until the address and account are stopped.
    const guesses = [];
    for (let i = 0; i < 12; i++)
      guesses.push(
        (await api('POST', '/api/auth/admin/login', { body: { email, password: `guess-${i}` }, from: office })).status,
      );
    expect(guesses).toContain(429);
    expect((await api('POST', '/api/auth/admin/login', { body: { email, password }, from: office })).status).toBe(429);
    // A device token of no account, or of another e-mail, is no known device.
    expect(
      (
        await api('POST', '/api/auth/admin/login', {
          body: { email, password, deviceToken: 'not.a.token' },
          from: office,
        })
      ).status,
    ).toBe(429);
    const known = await api<{ token: string }>('POST', '/api/auth/admin/login', {
      body: { email, password, deviceToken: first.body.deviceToken },
      from: office,
    });
    expect(known.status).toBe(200);
    expect((await api('GET', '/api/auth/profile', { token: known.body.token })).status).toBe(200);
  });
});
