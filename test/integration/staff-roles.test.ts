/**
 * Staff roles beyond the route list (the security matrix walks every route with every role): a
 * faculty member limited to some courses works on theirs and not on another, sees only theirs and no
 * money in the course list and cannot create one; faculty cannot open a receipt or a credit note;
 * the accountant can; a changed role applies to the very next request, and the seeded admin, with no
 * staff role on its account, is an owner.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, loginAdmin, loginStaff } from '../support/api.js';
import { useEmulators } from '../support/domain.js';

let owner: string;
let mine: { _id: string };
let theirs: { _id: string };

async function createCourse(title: string) {
  const reply = await api<{ course: { _id: string } }>('POST', '/api/courses', {
    token: owner,
    body: { title: `${title} ${ulid()}`, description: 'Taught by one of the faculty.', price: 1200, category: 'gpsc' },
  });
  expect(reply.status).toBe(201);
  return reply.body.course;
}

const edit = (token: string, courseId: string) =>
  api('PUT', `/api/courses/${courseId}`, {
    token,
    body: { title: `Edited ${ulid()}`, description: 'Edited by staff.', price: 1200, category: 'gpsc' },
  });

beforeAll(async () => {
  useEmulators();
  owner = await loginAdmin();
  mine = await createCourse('Assigned course');
  theirs = await createCourse('Another course');
});

describe('a faculty member limited to some courses', () => {
  it('edits an assigned course, is refused another with course_not_assigned, and cannot create one', async () => {
    const { token } = await loginStaff('faculty', [mine._id]);
    expect((await edit(token, mine._id)).status).toBe(200);
    expect(await edit(token, theirs._id)).toMatchObject({ status: 403, body: { code: 'course_not_assigned' } });
    const notes = await api('POST', `/api/admin/courses/${theirs._id}/notes/uploads`, {
      token,
      body: { fileName: 'notes.pdf', size: 1000, contentType: 'application/pdf' },
    });
    expect(notes).toMatchObject({ status: 403, body: { code: 'course_not_assigned' } });
    const created = await api('POST', '/api/courses', {
      token,
      body: { title: `Mine ${ulid()}`, description: 'A course of my own.', price: 100, category: 'gpsc' },
    });
    expect(created).toMatchObject({ status: 403, body: { code: 'course_not_assigned' } });
  });

  it('sees only the assigned courses in the admin list, and no money', async () => {
    const { token } = await loginStaff('faculty', [mine._id]);
    const list = await api<{ courses: { _id: string; totalRevenue?: number; enrollmentCount: number }[] }>(
      'GET',
      '/api/admin/courses',
      { token },
    );
    expect(list.status).toBe(200);
    expect(list.body.courses.map((course) => course._id)).toEqual([mine._id]);
    expect(list.body.courses[0]).not.toHaveProperty('totalRevenue');
    const everyFaculty = await loginStaff('faculty');
    const all = await api<{ courses: { _id: string; totalRevenue?: number }[] }>('GET', '/api/admin/courses', {
      token: everyFaculty.token,
    });
    expect(all.body.courses.map((course) => course._id)).toEqual(expect.arrayContaining([mine._id, theirs._id]));
    expect(all.body.courses.every((course) => course.totalRevenue === undefined)).toBe(true);
    const owned = await api<{ courses: { _id: string; totalRevenue?: number }[] }>('GET', '/api/admin/courses', {
      token: owner,
    });
    expect(owned.body.courses.find((course) => course._id === mine._id)?.totalRevenue).toBe(0);
  });
});

describe('money stays with the owner and the accountant', () => {
  it('a receipt number opens for the accountant and not for faculty', async () => {
    const accountant = await loginStaff('accountant');
    const faculty = await loginStaff('faculty');
    const number = 'GA-26-27-999999';
    expect((await api('GET', `/api/receipt/${number}`, { token: accountant.token })).status).toBe(404);
    expect(await api('GET', `/api/receipt/${number}`, { token: faculty.token })).toMatchObject({
      status: 403,
      body: { code: 'role_not_allowed' },
    });
  });

  it('the accountant records money and cannot edit a course; faculty get role_not_allowed from the ledger', async () => {
    const accountant = await loginStaff('accountant');
    const faculty = await loginStaff('faculty');
    expect((await api('GET', '/api/admin/payments', { token: accountant.token })).status).toBe(200);
    expect(await edit(accountant.token, mine._id)).toMatchObject({ status: 403, body: { code: 'role_not_allowed' } });
    expect(await api('GET', '/api/admin/payments', { token: faculty.token })).toMatchObject({
      status: 403,
      body: { code: 'role_not_allowed' },
    });
    expect(await api('GET', '/api/stats', { token: faculty.token })).toMatchObject({ status: 403 });
  });
});

describe('a staff role', () => {
  it('applies to the next request once changed, with the same token', async () => {
    const accountant = await loginStaff('accountant');
    expect((await edit(accountant.token, mine._id)).status).toBe(403);
    const { db, tableName } = await import('#lib/db.js');
    const { userKeys } = await import('#domain/users/index.js');
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: userKeys.profile(accountant.id),
        UpdateExpression: 'SET staffRole = :faculty',
        ExpressionAttributeValues: { ':faculty': 'faculty' },
      }),
    );
    expect((await edit(accountant.token, mine._id)).status).toBe(200);
    expect((await api('GET', '/api/admin/payments', { token: accountant.token })).status).toBe(403);
  });

  it('is owner for an admin account that has none, as every admin was before roles', async () => {
    expect((await api('PUT', '/api/admin/site-settings', { token: owner, body: {} })).status).not.toBe(403);
    expect((await api('GET', '/api/admin/payments', { token: owner })).status).toBe(200);
  });
});
