/** A token is only as good as the account behind it: deleted, demoted, disabled or re-passworded accounts end their tokens. */
import { DeleteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, registerStudent, uniqueEmail } from '../support/api.js';
import { useEmulators } from '../support/domain.js';

let domain: {
  db: typeof import('#lib/db.js');
  users: typeof import('#domain/users/users.js');
  seed: typeof import('#infra/local/seed.js');
  passwords: typeof import('#lib/passwords.js');
};

beforeAll(async () => {
  useEmulators();
  domain = {
    db: await import('#lib/db.js'),
    users: await import('#domain/users/users.js'),
    seed: await import('#infra/local/seed.js'),
    passwords: await import('#lib/passwords.js'),
  };
});

const profileKey = (id: string) => ({ pk: `USER#${id}`, sk: 'PROFILE' });

async function newAdmin() {
  const credentials = { name: 'Second Admin', email: uniqueEmail('admin'), password: 'admin-pass-123' };
  const admin = await domain.seed.createAdmin(credentials);
  const login = await api<{ token: string }>('POST', '/api/auth/admin/login', { body: credentials });
  expect(login.status).toBe(200);
  return { id: admin._id, token: login.body.token, ...credentials };
}

describe('a deleted account', () => {
  it("ends an admin's token on the next call", async () => {
    const admin = await newAdmin();
    expect((await api('GET', '/api/admin/courses', { token: admin.token })).status).toBe(200);
    await domain.db.db().send(new DeleteCommand({ TableName: domain.db.tableName(), Key: profileKey(admin.id) }));
    const after = await api('GET', '/api/admin/courses', { token: admin.token });
    expect(after.status).toBe(401);
    expect(after.body).toMatchObject({ success: false, code: 'account_missing' });
    const write = await api('POST', '/api/test-series', {
      token: admin.token,
      body: { title: 'Ghost series', price: 100, category: 'gpsc' },
    });
    expect(write.status).toBe(401);
    // Receipts open for an admin session too: not for a deleted admin's.
    const receipt = await api('GET', '/api/receipt/GA-26-27-000001', { token: admin.token });
    expect(receipt.status).toBe(401);
    expect(receipt.body).toMatchObject({ success: false, code: 'account_missing' });
  });

  it("ends a student's token on student routes", async () => {
    const student = await registerStudent();
    expect((await api('GET', '/api/payments/enrollments', { token: student.token })).status).toBe(200);
    await domain.db.db().send(new DeleteCommand({ TableName: domain.db.tableName(), Key: profileKey(student.id) }));
    expect((await api('GET', '/api/payments/enrollments', { token: student.token })).status).toBe(401);
    expect((await api('GET', '/api/auth/profile', { token: student.token })).status).toBe(401);
  });
});

describe('an admin who is no longer an admin', () => {
  it('loses admin rights at once', async () => {
    const admin = await newAdmin();
    await domain.db.db().send(
      new UpdateCommand({
        TableName: domain.db.tableName(),
        Key: profileKey(admin.id),
        UpdateExpression: 'SET #role = :student',
        ExpressionAttributeNames: { '#role': 'role' },
        ExpressionAttributeValues: { ':student': 'student' },
      }),
    );
    expect((await api('GET', '/api/admin/courses', { token: admin.token })).status).toBe(401);
    // No product operation changes a role: remove the half-demoted account so the shared table's student
    // figures and lists stay what the product itself wrote.
    await domain.db.db().send(new DeleteCommand({ TableName: domain.db.tableName(), Key: profileKey(admin.id) }));
  });
});

describe('a password change', () => {
  it('refuses tokens issued before it; a new login works', async () => {
    const admin = await newAdmin();
    await domain.users.setPasswordHash(admin.id, await domain.passwords.hashPassword('a-new-password-1'));
    const old = await api('GET', '/api/admin/courses', { token: admin.token });
    expect(old.status).toBe(401);
    expect(old.body).toMatchObject({ success: false, code: 'session_revoked' });
    expect(
      (await api('POST', '/api/auth/admin/login', { body: { email: admin.email, password: admin.password } })).status,
    ).toBe(401);
    const login = await api<{ token: string }>('POST', '/api/auth/admin/login', {
      body: { email: admin.email, password: 'a-new-password-1' },
    });
    expect(login.status).toBe(200);
    expect((await api('GET', '/api/admin/courses', { token: login.body.token })).status).toBe(200);
  });

  it("ends a student's old token too", async () => {
    const student = await registerStudent();
    await domain.users.setPasswordHash(student.id, await domain.passwords.hashPassword('another-secret'));
    expect((await api('GET', '/api/auth/profile', { token: student.token })).status).toBe(401);
  });
});

describe('a disabled account', () => {
  it('ends its tokens and cannot log in', async () => {
    const student = await registerStudent();
    await domain.users.disableUser(student.id);
    expect((await api('GET', '/api/auth/profile', { token: student.token })).status).toBe(401);
    expect(
      (await api('POST', '/api/auth/student/login', { body: { email: student.email, password: student.password } }))
        .status,
    ).toBe(401);
  });
});
