/**
 * Staff accounts, end to end against `npm start` (DynamoDB Local and all) with a real SMTP inbox
 * (MailDev): an owner invites by e-mail, the link sets the password through the reset route, the new
 * staff member signs in through the admin login; roles, faculty courses, disabling that ends tokens at
 * once, and an institute that always keeps an enabled owner, even when two owners demote each other
 * at the same moment. A site of its own: these tests demote and disable owners.
 */
import { createHash, randomBytes } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffMember } from '#shared/staff.js';
import { waitForMail } from '../support/inbox.js';
import { type LocalSite, startLocalSite } from '../support/local-site.js';

const OWNER = { email: 'staff-owner@example.com', password: 'staff-owner-pass' };
let site: LocalSite;
let inboxUrl: string;
let ownerToken: string;
let ownerId: string;
let courseIds: string[];

type Reply<T> = { status: number; body: T & { error?: string; code?: string } };

async function call<T = Record<string, unknown>>(
  method: string,
  path: string,
  options: { token?: string; body?: unknown } = {},
): Promise<Reply<T>> {
  const response = await fetch(`http://127.0.0.1:${site.port}${path}`, {
    method,
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return { status: response.status, body: (await response.json()) as T & { error?: string; code?: string } };
}

const uniqueEmail = (who: string) => `${who}.${randomBytes(4).toString('hex')}@example.com`;
const table = () =>
  DynamoDBDocumentClient.from(
    new DynamoDBClient({
      endpoint: site.dynamoEndpoint,
      region: 'ap-south-1',
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    }),
  );

const adminLogin = (email: string, password: string) =>
  call<{ token: string }>('POST', '/api/auth/admin/login', { body: { email, password } });
const invite = (body: Record<string, unknown>, token = ownerToken) =>
  call<{ staff: StaffMember; reinvited: boolean }>('POST', '/api/admin/staff', { token, body });
const change = (id: string, body: Record<string, unknown>, token = ownerToken) =>
  call<{ staff: StaffMember }>('PUT', `/api/admin/staff/${id}`, { token, body });
const staffList = async (token = ownerToken) => {
  const reply = await call<{ staff: StaffMember[] }>('GET', '/api/admin/staff', { token });
  expect(reply.status, reply.body.error).toBe(200);
  return reply.body.staff;
};
const staffMember = async (id: string) => (await staffList()).find((each) => each._id === id);

/** The token of the newest invitation link mailed to `email` (after `skip` earlier ones). */
async function invitationToken(email: string, skip = 0): Promise<string> {
  let count = 0;
  const mail = await waitForMail(
    inboxUrl,
    email,
    (each) => each.subject.startsWith('You are invited') && count++ >= skip,
  );
  const token = /#token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
  expect(token, mail.text).toBeDefined();
  return token!;
}

/** Invites, sets the password through the mailed link, signs in: a staff member who has joined. */
async function joinedStaff(role: string, extra: Record<string, unknown> = {}) {
  const email = uniqueEmail(role);
  const password = `${role}-pass-${randomBytes(3).toString('hex')}`;
  const invited = await invite({ email, name: `New ${role}`, role, ...extra });
  expect(invited.status, invited.body.error).toBe(201);
  const used = await call('POST', '/api/auth/password-reset', {
    body: { token: await invitationToken(email), password },
  });
  expect(used.status, used.body.error).toBe(200);
  const login = await adminLogin(email, password);
  expect(login.status, login.body.error).toBe(200);
  return { id: invited.body.staff._id, email, password, token: login.body.token };
}

const tokenRole = (token: string) =>
  (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { role: string }).role;

beforeAll(async () => {
  site = await startLocalSite({ SEED_ADMIN_EMAIL: OWNER.email, SEED_ADMIN_PASSWORD: OWNER.password });
  inboxUrl = site.inboxUrl!;
  const login = await adminLogin(OWNER.email, OWNER.password);
  ownerToken = login.body.token;
  ownerId = (await call<{ user: { _id: string } }>('GET', '/api/auth/profile', { token: ownerToken })).body.user._id;
  const { body } = await call<{ courses: { _id: string }[] }>('GET', '/api/courses');
  courseIds = body.courses.map((course) => course._id);
  expect(courseIds.length).toBeGreaterThanOrEqual(2);
}, 240_000);

afterAll(async () => {
  await site?.stop();
});

describe('inviting staff', () => {
  it('mails a link that sets the password through the reset route; the new member signs in as an admin', async () => {
    const email = uniqueEmail('faculty');
    const invited = await invite({ email, name: 'Meera Shah', role: 'faculty', language: 'gu' });
    expect(invited.status, invited.body.error).toBe(201);
    expect(invited.body).toMatchObject({ reinvited: false, staff: { email, role: 'faculty', invited: true } });
    // Not a usable account yet: no password anyone knows.
    expect((await adminLogin(email, 'anything-at-all')).status).toBe(401);
    expect(await staffMember(invited.body.staff._id)).toMatchObject({ invited: true, disabled: false });

    // The mail went through the outbox, sent, without the link in the stored item.
    const { Items } = await table().send(new ScanCommand({ TableName: 'coaching-local' }));
    const stored = (Items ?? []).filter(
      (item) => String(item.pk).startsWith('MAIL#staff-invite#') && item.to?.email === email,
    );
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ status: 'sent', message: { kind: 'staff-invite', expiresInDays: 7 } });
    const mail = await waitForMail(inboxUrl, email);
    expect(mail.subject).toBe('જ્ઞાનપથ એકેડેમીના સ્ટાફમાં જોડાવાનું આમંત્રણ');
    expect(JSON.stringify(stored[0])).not.toContain(mail.text.match(/#token=([A-Za-z0-9_-]+)/)![1]);

    const token = mail.text.match(/#token=([A-Za-z0-9_-]+)/)![1]!;
    // The link lives a week, not the half hour of a reset link.
    const { Item: link } = await table().send(
      new GetCommand({
        TableName: 'coaching-local',
        Key: { pk: `RESET#${createHash('sha256').update(token).digest('hex')}`, sk: 'RESET' },
      }),
    );
    expect(link!.expiresAt).toBeGreaterThan(Date.now() + 6.9 * 24 * 3600_000);
    expect((await call('POST', '/api/auth/password-reset/check', { body: { token } })).body).toMatchObject({
      role: 'admin',
    });
    const set = await call('POST', '/api/auth/password-reset', { body: { token, password: 'meera-new-pass-1' } });
    expect(set.status, set.body.error).toBe(200);
    const login = await adminLogin(email, 'meera-new-pass-1');
    expect(login.status, login.body.error).toBe(200);
    expect(tokenRole(login.body.token)).toBe('admin');
    expect(await staffMember(invited.body.staff._id)).toMatchObject({ role: 'faculty', invited: false });
    // Used once: the same link again is refused.
    expect(
      (await call('POST', '/api/auth/password-reset', { body: { token, password: 'other-pass-22' } })).status,
    ).toBe(410);
  });

  it('refuses an e-mail already in use with 409 email_taken, and sends a fresh link to one who has not joined', async () => {
    const studentEmail = uniqueEmail('ravi');
    const student = await call('POST', '/api/auth/student/register', {
      body: { name: 'Ravi Patel', email: studentEmail, mobile: '9876543210', password: 'student-pass-1' },
    });
    expect(student.status).toBe(200);
    expect((await invite({ email: studentEmail, name: 'Ravi Patel', role: 'faculty' })).body.code).toBe('email_taken');
    const joined = await joinedStaff('accountant');
    const taken = await invite({ email: joined.email.toUpperCase(), name: 'Again', role: 'owner' });
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe('email_taken');
    expect((await invite({ email: OWNER.email, name: 'Owner', role: 'faculty' })).body.code).toBe('email_taken');

    const email = uniqueEmail('pending');
    const first = await invite({ email, name: 'Pending Person', role: 'accountant' });
    expect(first.status).toBe(201);
    const firstToken = await invitationToken(email);
    const again = await invite({ email, name: 'Pending Person', role: 'accountant' });
    expect(again.status, again.body.error).toBe(200);
    expect(again.body).toMatchObject({ reinvited: true, staff: { _id: first.body.staff._id, invited: true } });
    const secondToken = await invitationToken(email, 1);
    expect(secondToken).not.toBe(firstToken);
    expect((await staffList()).filter((each) => each.email === email)).toHaveLength(1);
    // The fresh link works; setting the password ends the older one.
    expect(
      (await call('POST', '/api/auth/password-reset', { body: { token: secondToken, password: 'pending-pass-1' } }))
        .status,
    ).toBe(200);
    expect(
      (await call('POST', '/api/auth/password-reset', { body: { token: firstToken, password: 'pending-pass-2' } }))
        .status,
    ).toBe(410);
    // Joined now: inviting again is an e-mail in use.
    expect((await invite({ email, name: 'Pending Person', role: 'accountant' })).body.code).toBe('email_taken');
  });
});

describe('roles and courses', () => {
  it('limits faculty to courses, refuses courses for other roles, and changes a role', async () => {
    const limited = await invite({
      email: uniqueEmail('limited'),
      name: 'Limited Faculty',
      role: 'faculty',
      courseIds: [courseIds[0]],
    });
    expect(limited.status, limited.body.error).toBe(201);
    expect(await staffMember(limited.body.staff._id)).toMatchObject({ role: 'faculty', courseIds: [courseIds[0]] });

    const accountant = await invite({
      email: uniqueEmail('acc'),
      name: 'Accountant',
      role: 'accountant',
      courseIds: [courseIds[0]],
    });
    expect(accountant.status).toBe(400);
    expect(accountant.body.code).toBe('staff_courses_faculty_only');
    const unknown = await invite({ email: uniqueEmail('x'), name: 'X', role: 'faculty', courseIds: ['NOSUCHCOURSE'] });
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('course_not_found');

    const id = limited.body.staff._id;
    const both = await change(id, { courseIds: [courseIds[0], courseIds[1]] });
    expect(both.status, both.body.error).toBe(200);
    expect((await staffMember(id))?.courseIds).toEqual([courseIds[0], courseIds[1]]);
    expect((await change(id, { courseIds: [] })).status).toBe(200);
    expect((await staffMember(id))?.courseIds).toBeUndefined();
    expect((await change(id, { courseIds: [courseIds[1]] })).status).toBe(200);

    // A new role that is not faculty drops the courses; courses with it are refused.
    expect((await change(id, { role: 'accountant', courseIds: [courseIds[0]] })).body.code).toBe(
      'staff_courses_faculty_only',
    );
    const accountantNow = await change(id, { role: 'accountant' });
    expect(accountantNow.status, accountantNow.body.error).toBe(200);
    expect(await staffMember(id)).toMatchObject({ role: 'accountant' });
    expect((await staffMember(id))?.courseIds).toBeUndefined();
    expect((await change('NOSUCHSTAFF', { role: 'owner' })).status).toBe(404);
  });
});

describe('disabling', () => {
  it('ends every token of the account at once, refuses its login, and lets it back in when enabled', async () => {
    const member = await joinedStaff('faculty');
    expect((await call('GET', '/api/admin/courses', { token: member.token })).status).toBe(200);
    // Faculty do not manage staff: the owner's list is refused for their role.
    expect((await call('GET', '/api/admin/staff', { token: member.token })).status).toBe(403);
    const disabled = await change(member.id, { disabled: true });
    expect(disabled.status, disabled.body.error).toBe(200);
    expect(disabled.body.staff.disabled).toBe(true);
    const next = await call('GET', '/api/auth/profile', { token: member.token });
    expect(next.status).toBe(401);
    expect(next.body.code).toBe('session_revoked');
    expect((await adminLogin(member.email, member.password)).status).toBe(401);

    expect((await change(member.id, { disabled: false })).status).toBe(200);
    expect((await call('GET', '/api/auth/profile', { token: member.token })).status).toBe(401);
    const back = await adminLogin(member.email, member.password);
    expect(back.status, back.body.error).toBe(200);
    expect((await call('GET', '/api/auth/profile', { token: back.body.token })).status).toBe(200);
  });

  it('does not let an owner disable their own account', async () => {
    const self = await change(ownerId, { disabled: true });
    expect(self.status).toBe(409);
    expect(self.body.code).toBe('cannot_disable_self');
  });

  it('is refused to a student (403) and to a guest (401)', async () => {
    const student = await call<{ token: string }>('POST', '/api/auth/student/register', {
      body: { name: 'Nisha Joshi', email: uniqueEmail('nisha'), mobile: '9876543211', password: 'student-pass-1' },
    });
    const token = student.body.token;
    expect((await call('GET', '/api/admin/staff', { token })).status).toBe(403);
    expect((await invite({ email: uniqueEmail('s'), name: 'S', role: 'owner' }, token)).status).toBe(403);
    expect((await change(ownerId, { role: 'faculty' }, token)).status).toBe(403);
    expect((await call('GET', '/api/admin/staff')).status).toBe(401);
  });
});

describe('the last owner', () => {
  it('is kept: an admin from before roles counts as an owner, an owner who has not joined does not', async () => {
    // Invited as owner, not joined: cannot sign in, so it does not count.
    expect((await invite({ email: uniqueEmail('owner'), name: 'Future Owner', role: 'owner' })).status).toBe(201);
    const owners = (await staffList()).filter((each) => each.role === 'owner' && !each.disabled && !each.invited);
    expect(owners.map((each) => each._id)).toEqual([ownerId]);
    const demoted = await change(ownerId, { role: 'accountant' });
    expect(demoted.status).toBe(409);
    expect(demoted.body.code).toBe('last_owner');
    expect(await staffMember(ownerId)).toMatchObject({ role: 'owner', disabled: false });
  });

  it('survives two owners demoting each other at the same moment: exactly one wins', async () => {
    const first = await joinedStaff('owner');
    const second = await joinedStaff('owner');
    // The admin from before roles steps down; two owners are left.
    const stepDown = await change(ownerId, { role: 'accountant' });
    expect(stepDown.status, stepDown.body.error).toBe(200);
    for (let round = 0; round < 3; round++) {
      const [a, b] = await Promise.all([
        change(second.id, { role: 'faculty' }, first.token),
        change(first.id, { disabled: true }, second.token),
      ]);
      expect([a.status, b.status].sort()).toEqual([200, 409]);
      expect([a.body.code, b.body.code]).toContain('last_owner');
      const [winner, loser] = a.status === 200 ? [first, second] : [second, first];
      const owners = (await staffList(winner.token)).filter(
        (each) => each.role === 'owner' && !each.disabled && !each.invited,
      );
      expect(owners.map((each) => each._id)).toEqual([winner.id]);
      // The one left alone cannot step down either; then the loser is made an owner again.
      expect((await change(winner.id, { role: 'accountant' }, winner.token)).body.code).toBe('last_owner');
      const restore = await change(loser.id, { role: 'owner', disabled: false }, winner.token);
      expect(restore.status, restore.body.error).toBe(200);
      if (a.status !== 200) {
        // The disabled one's token ended; it signs in again for the next round.
        first.token = (await adminLogin(first.email, first.password)).body.token;
      }
    }
    expect((await change(ownerId, { role: 'owner' }, first.token)).status).toBe(200);
  });
});
