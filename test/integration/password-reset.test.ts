/**
 * A way back into an account, and a student's own account: reset links that say nothing about who
 * has an account, work once for 30 minutes and end every old session; limits per e-mail and per
 * address; a signed-in student's password, name and mobile.
 */
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_RESETS_PER_ADDRESS_PER_HOUR, PASSWORD_RESETS_PER_EMAIL_PER_HOUR } from '#shared/constants.js';
import { api, freshAddress, loginAdmin, registerStudent, uniqueEmail } from '../support/api.js';
import { useEmulators } from '../support/domain.js';

let domain: {
  db: typeof import('#lib/db.js');
  users: typeof import('#domain/users/users.js');
  resets: typeof import('#domain/accounts/password-reset.js');
  seed: typeof import('#infra/local/seed.js');
};

beforeAll(async () => {
  useEmulators();
  domain = {
    db: await import('#lib/db.js'),
    users: await import('#domain/users/users.js'),
    resets: await import('#domain/accounts/password-reset.js'),
    seed: await import('#infra/local/seed.js'),
  };
});

const MINUTE = 60_000;

const requestLink = (email: string, from = freshAddress()) =>
  api('POST', '/api/auth/password-reset/request', { body: { email, language: 'gu' }, from });
const checkLink = (token: string) =>
  api<{ role?: string }>('POST', '/api/auth/password-reset/check', { body: { token } });
const useLink = (token: string, password: string) =>
  api<{ role?: string }>('POST', '/api/auth/password-reset', { body: { token, password } });
const studentLogin = (email: string, password: string) =>
  api<{ token?: string }>('POST', '/api/auth/student/login', { body: { email, password }, from: freshAddress() });

/** A link for the account, issued as the request route issues it (the token is what the e-mail carries). */
async function linkFor(id: string, issuedAt = Date.now()): Promise<string> {
  const user = await domain.users.getUser(id);
  return domain.resets.issueResetToken(user!, issuedAt);
}

async function timed<T>(call: () => Promise<T>): Promise<{ reply: T; ms: number }> {
  const started = performance.now();
  const reply = await call();
  return { reply, ms: performance.now() - started };
}

describe('asking for a reset link', () => {
  it('answers an unknown e-mail exactly as a known one: same status, same body, about the same time', async () => {
    const student = await registerStudent();
    const known = await timed(() => requestLink(student.email));
    const unknown = await timed(() => requestLink(uniqueEmail('nobody')));
    expect(known.reply.status).toBe(200);
    expect(unknown.reply.status).toBe(known.reply.status);
    expect(unknown.reply.body).toEqual(known.reply.body);
    expect(known.reply.body).toEqual({ success: true });
    // Both wait for the same answer time, so the work done for a real account does not show.
    for (const { ms } of [known, unknown]) {
      expect(ms).toBeGreaterThanOrEqual(domain.resets.RESET_REQUEST_ANSWER_MS - 50);
      expect(ms).toBeLessThan(domain.resets.RESET_REQUEST_ANSWER_MS + 800);
    }
    expect(Math.abs(known.ms - unknown.ms)).toBeLessThan(500);
  });

  it('stores only a hash of the token, with an expiry the table removes', async () => {
    const student = await registerStudent();
    const token = await linkFor(student.id);
    const items = await domain.db.queryAll({
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': `RESET#${domain.resets.hashResetToken(token)}` },
    });
    expect(items).toHaveLength(1);
    expect(JSON.stringify(items[0])).not.toContain(token);
    expect(items[0]).toMatchObject({ userId: student.id, role: 'student' });
    expect(items[0]!.ttl).toBeGreaterThan(Date.now() / 1000 + 30 * 60);
  });

  it('refuses a bad e-mail with a 400 before anything else', async () => {
    const reply = await api('POST', '/api/auth/password-reset/request', {
      body: { email: 'not-an-email' },
      from: freshAddress(),
    });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ success: false, code: 'validation.email' });
  });
});

describe('limits', () => {
  it(`sends at most ${PASSWORD_RESETS_PER_EMAIL_PER_HOUR} links an hour for one e-mail, whoever asks, known or not`, async () => {
    for (const email of [(await registerStudent()).email, uniqueEmail('nobody')]) {
      const replies = await Promise.all(
        Array.from({ length: PASSWORD_RESETS_PER_EMAIL_PER_HOUR + 2 }, () => requestLink(email)),
      );
      const statuses = replies.map((reply) => reply.status);
      expect(
        statuses.filter((status) => status === 200),
        JSON.stringify(statuses),
      ).toHaveLength(PASSWORD_RESETS_PER_EMAIL_PER_HOUR);
      const refused = replies.filter((reply) => reply.status === 429);
      expect(refused).toHaveLength(2);
      expect(refused[0]!.body).toMatchObject({ success: false, code: 'too_many_reset_requests' });
      expect(refused[0]!.body.error).toMatch(/^Too many password reset requests\. Please try again in \d+ minutes?\.$/);
      expect(Number(refused[0]!.headers.get('retry-after'))).toBeGreaterThan(0);
    }
  });

  it(`takes at most ${PASSWORD_RESETS_PER_ADDRESS_PER_HOUR} requests an hour from one address, across e-mails`, async () => {
    const from = freshAddress();
    const replies = await Promise.all(
      Array.from({ length: PASSWORD_RESETS_PER_ADDRESS_PER_HOUR + 3 }, () => requestLink(uniqueEmail('someone'), from)),
    );
    const statuses = replies.map((reply) => reply.status);
    expect(
      statuses.filter((status) => status === 200),
      JSON.stringify(statuses),
    ).toHaveLength(PASSWORD_RESETS_PER_ADDRESS_PER_HOUR);
    expect(statuses.filter((status) => status === 429)).toHaveLength(3);
    // Another address is not held up by this one.
    expect((await requestLink(uniqueEmail('someone'))).status).toBe(200);
  }, 60_000);
});

describe('a reset link', () => {
  it('works once: sets the new password, ends every old session, and cannot be used again', async () => {
    const student = await registerStudent();
    const otherSession = (await studentLogin(student.email, student.password)).body.token!;
    const token = await linkFor(student.id);

    expect(await checkLink(token)).toMatchObject({ status: 200, body: { success: true, role: 'student' } });
    const reset = await useLink(token, 'brand-new-pass');
    expect(reset.status).toBe(200);
    expect(reset.body).toEqual({ success: true, role: 'student' });

    for (const old of [student.token, otherSession]) {
      const profile = await api('GET', '/api/auth/profile', { token: old });
      expect(profile.status).toBe(401);
      expect(profile.body).toMatchObject({ code: 'session_revoked' });
    }
    expect((await studentLogin(student.email, student.password)).status).toBe(401);
    expect((await studentLogin(student.email, 'brand-new-pass')).status).toBe(200);

    const again = await useLink(token, 'third-password');
    expect(again.status).toBe(410);
    expect(again.body).toMatchObject({ success: false, code: 'reset_link_used' });
    expect((await checkLink(token)).body).toMatchObject({ code: 'reset_link_used' });
    expect((await studentLogin(student.email, 'third-password')).status).toBe(401);
  });

  it('of two uses at the same moment, lets exactly one through', async () => {
    const student = await registerStudent();
    const token = await linkFor(student.id);
    const replies = await Promise.all([useLink(token, 'first-racer'), useLink(token, 'second-racer')]);
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 410]);
    const winner = replies[0]!.status === 200 ? 'first-racer' : 'second-racer';
    expect((await studentLogin(student.email, winner)).status).toBe(200);
  });

  it('is no longer valid once the password changed another way, as its use would say', async () => {
    const student = await registerStudent();
    const token = await linkFor(student.id);
    expect((await checkLink(token)).status).toBe(200);
    const change = await api('PUT', '/api/account/password', {
      token: student.token,
      body: { currentPassword: student.password, newPassword: 'changed-by-the-student' },
      from: freshAddress(),
    });
    expect(change.status).toBe(200);
    const check = await checkLink(token);
    expect(check.status).toBe(410);
    expect(check.body).toMatchObject({ success: false, code: 'reset_link_used' });
    const use = await useLink(token, 'never-set-pass');
    expect(use.status).toBe(410);
    expect(use.body).toMatchObject({ success: false, code: 'reset_link_used' });
  });

  it('is no longer valid once another link set the password', async () => {
    const student = await registerStudent();
    const first = await linkFor(student.id);
    const second = await linkFor(student.id);
    expect((await useLink(first, 'first-link-pass')).status).toBe(200);
    expect(await checkLink(second)).toMatchObject({ status: 410, body: { code: 'reset_link_used' } });
  });

  it('works for 30 minutes and no longer', async () => {
    const student = await registerStudent();
    const nearlyOld = await linkFor(student.id, Date.now() - 29 * MINUTE);
    expect((await checkLink(nearlyOld)).status).toBe(200);
    const old = await linkFor(student.id, Date.now() - 30 * MINUTE - 1000);
    for (const reply of [await checkLink(old), await useLink(old, 'too-late-pass')]) {
      expect(reply.status).toBe(410);
      expect(reply.body).toMatchObject({
        success: false,
        code: 'reset_link_expired',
        error: 'This password reset link has expired. Please ask for a new one.',
      });
    }
    expect((await studentLogin(student.email, student.password)).status).toBe(200);
  });

  it('is refused when it expires between the check and the use (the clock the code is given)', async () => {
    const student = await registerStudent();
    const token = await linkFor(student.id);
    expect((await domain.resets.checkResetLink(token)).role).toBe('student');
    await expect(domain.resets.resetPassword(token, 'later-pass', Date.now() + 31 * MINUTE)).rejects.toMatchObject({
      code: 'reset_link_expired',
    });
    await expect(domain.resets.checkResetLink(token, Date.now() + 31 * MINUTE)).rejects.toMatchObject({
      code: 'reset_link_expired',
    });
  });

  it('written as expired in the table is refused', async () => {
    const student = await registerStudent();
    const token = 'a-token-the-test-made-up-for-an-expired-link';
    const expiresAt = Date.now() - MINUTE;
    await domain.db.db().send(
      new PutCommand({
        TableName: domain.db.tableName(),
        Item: {
          pk: `RESET#${domain.resets.hashResetToken(token)}`,
          sk: 'RESET',
          userId: student.id,
          role: 'student',
          sessionVersion: 0,
          expiresAt,
          ttl: Math.ceil(expiresAt / 1000) + 3600,
        },
      }),
    );
    expect((await useLink(token, 'never-set-pass')).body).toMatchObject({ code: 'reset_link_expired' });
  });

  it('ends when the password changes another way first (another link, or the student)', async () => {
    const student = await registerStudent();
    const first = await linkFor(student.id);
    const second = await linkFor(student.id);
    expect((await useLink(first, 'first-link-pass')).status).toBe(200);
    const late = await useLink(second, 'second-link-pass');
    expect(late.status).toBe(410);
    expect(late.body).toMatchObject({ code: 'reset_link_used' });
    expect((await studentLogin(student.email, 'first-link-pass')).status).toBe(200);
  });

  it('that was never issued is not valid', async () => {
    const reply = await checkLink('x'.repeat(43));
    expect(reply.status).toBe(404);
    expect(reply.body).toMatchObject({ success: false, code: 'reset_link_invalid' });
    expect((await useLink('y'.repeat(43), 'whatever-pass')).status).toBe(404);
  });

  it('takes a new password only by the rules of registration', async () => {
    const student = await registerStudent();
    const token = await linkFor(student.id);
    const short = await useLink(token, '12345');
    expect(short.status).toBe(400);
    expect(short.body).toMatchObject({ code: 'validation.password_too_short', field: 'password' });
    expect((await checkLink(token)).status).toBe(200);
  });

  it("resets an admin's password the same way, and says it is an admin's", async () => {
    const admin = { name: 'Reset Admin', email: uniqueEmail('admin'), password: 'admin-old-pass' };
    const created = await domain.seed.createAdmin(admin);
    const session = (
      await api<{ token: string }>('POST', '/api/auth/admin/login', { body: admin, from: freshAddress() })
    ).body.token;
    const token = await linkFor(created._id);
    expect((await checkLink(token)).body).toMatchObject({ role: 'admin' });
    expect((await useLink(token, 'admin-new-pass')).body).toEqual({ success: true, role: 'admin' });
    expect((await api('GET', '/api/admin/courses', { token: session })).status).toBe(401);
    const login = await api('POST', '/api/auth/admin/login', {
      body: { email: admin.email, password: 'admin-new-pass' },
      from: freshAddress(),
    });
    expect(login.status).toBe(200);
  });
});

describe("a student's own account", () => {
  const changePassword = (token: string, currentPassword: string, newPassword: string, from = freshAddress()) =>
    api<{ token?: string; user?: { name: string } }>('PUT', '/api/account/password', {
      token,
      body: { currentPassword, newPassword },
      from,
    });

  it('changes the password with the current one: other sessions end, this one goes on with the new token', async () => {
    const student = await registerStudent();
    const otherDevice = (await studentLogin(student.email, student.password)).body.token!;
    const reply = await changePassword(student.token, student.password, 'changed-pass-1');
    expect(reply.status).toBe(200);
    expect(reply.body.user).toMatchObject({ email: student.email });
    expect(reply.body.user).not.toHaveProperty('passwordHash');
    expect((await api('GET', '/api/auth/profile', { token: reply.body.token })).status).toBe(200);
    expect((await api('GET', '/api/auth/profile', { token: otherDevice })).status).toBe(401);
    expect((await api('GET', '/api/auth/profile', { token: student.token })).status).toBe(401);
    expect((await studentLogin(student.email, 'changed-pass-1')).status).toBe(200);
    expect((await studentLogin(student.email, student.password)).status).toBe(401);
  });

  it('refuses a wrong current password, and counts it as a failed login', async () => {
    const student = await registerStudent();
    const from = freshAddress();
    const wrong = await changePassword(student.token, 'not-my-password', 'changed-pass-2', from);
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ success: false, code: 'wrong_current_password', field: 'currentPassword' });
    expect((await api('GET', '/api/auth/profile', { token: student.token })).status).toBe(200);
    const replies = [];
    for (let i = 0; i < 10; i++)
      replies.push((await changePassword(student.token, `guess-${i}`, 'changed-pass-2', from)).status);
    expect(replies.slice(0, 9)).toEqual(Array(9).fill(400));
    expect(replies[9]).toBe(429);
  }, 60_000);

  it('is for students: an admin token is refused', async () => {
    const reply = await changePassword(await loginAdmin(), 'admin-password-1', 'whatever-new');
    expect(reply.status).toBe(403);
  });

  it('changes the name and mobile, and the admins find the student by the new ones only', async () => {
    const oldName = `Kiran Oldname${Date.now()}`;
    const student = await registerStudent({ name: oldName, mobile: '9000011111' });
    const newName = `Kiran Newname${Date.now()}`;
    const reply = await api<{ user?: { name: string; mobile: string } }>('PUT', '/api/account/details', {
      token: student.token,
      body: { name: `  ${newName} `, mobile: '9000022222' },
    });
    expect(reply.status).toBe(200);
    expect(reply.body.user).toMatchObject({ name: newName, mobile: '9000022222', email: student.email });
    expect(
      (await api<{ user: { name: string; mobile: string } }>('GET', '/api/auth/profile', { token: student.token })).body
        .user,
    ).toMatchObject({ name: newName, mobile: '9000022222' });

    const admin = await loginAdmin();
    const find = async (q: string) =>
      (
        await api<{ students: { _id: string }[] }>('GET', `/api/admin/students?q=${encodeURIComponent(q)}`, {
          token: admin,
        })
      ).body.students.map((s) => s._id);
    expect(await find(newName)).toContain(student.id);
    expect(await find(newName.split(' ')[1]!)).toContain(student.id);
    expect(await find(oldName.split(' ')[1]!)).not.toContain(student.id);
    expect(await find(student.email)).toContain(student.id);
  });

  it('refuses details that break the rules of registration', async () => {
    const student = await registerStudent();
    const reply = await api('PUT', '/api/account/details', {
      token: student.token,
      body: { name: 'Ravi', mobile: '12345' },
    });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ code: 'validation.mobile_digits', field: 'mobile' });
  });

  it('keeps both of two changes at once consistent with the search', async () => {
    const student = await registerStudent({ name: `Mira First${Date.now()}` });
    const names = [`Mira Second${Date.now()}`, `Mira Third${Date.now()}`];
    const replies = await Promise.all(
      names.map((name) =>
        api('PUT', '/api/account/details', { token: student.token, body: { name, mobile: '9000033333' } }),
      ),
    );
    expect(replies.map((reply) => reply.status)).toEqual([200, 200]);
    const final = (await api<{ user: { name: string } }>('GET', '/api/auth/profile', { token: student.token })).body
      .user.name;
    const entries = await domain.db.queryAll({
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :mira)',
      ExpressionAttributeValues: { ':pk': 'STUDENTSEARCH', ':mira': 'mira ' },
    });
    const mine = entries.filter((entry) => entry.userId === student.id).map((entry) => String(entry.sk).split('#')[0]);
    expect(mine).toEqual([final.toLowerCase()]);
  });
});
