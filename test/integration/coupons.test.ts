/**
 * Coupons as the office manages them (create, list with their uses, edit, pause) through the real
 * routes, and the count of their uses under a condition: students racing for a coupon's last uses
 * inside real concurrent transactions get exactly as many as it allows.
 */
import { randomBytes } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { beforeAll, describe, expect, it } from 'vitest';
import type { StoredCoupon } from '#domain/payments/index.js';
import type { AdminCoupon } from '#shared/coupons.js';
import { paise } from '#shared/money.js';
import { api, loginAdmin, registerStudent } from '../support/api.js';
import { useEmulators } from '../support/domain.js';

let admin: string;
let student: string;

beforeAll(async () => {
  useEmulators();
  admin = await loginAdmin();
  student = (await registerStudent()).token;
});

/** A code no other test has used: 'T-' and 12 hex digits. */
const freshCode = () => `T-${randomBytes(6).toString('hex').toUpperCase()}`;

async function createCoupon(body: Record<string, unknown>) {
  return api<{ coupon: AdminCoupon }>('POST', '/api/admin/coupons', { token: admin, body });
}

async function listCoupons() {
  const reply = await api<{ coupons: AdminCoupon[] }>('GET', '/api/admin/coupons', { token: admin });
  expect(reply.status).toBe(200);
  return reply.body.coupons;
}

const edit = (code: string, body: Record<string, unknown>) =>
  api<{ coupon: AdminCoupon }>('PATCH', `/api/admin/coupons/${code}`, { token: admin, body });

async function domain() {
  const { db, tableName, transactWrite } = await import('#lib/db.js');
  const { couponUseOf, couponUseRefusal, couponUseWrites, findCoupon } = await import('#domain/payments/index.js');
  return { db, tableName, transactWrite, couponUseOf, couponUseRefusal, couponUseWrites, findCoupon };
}

/**
 * One use of the coupon by `userId`, as a payment counts it: a transaction that writes the payment's
 * own item (a stand-in here) and the coupon's use writes; the coupon's refusal when one of its
 * conditions cancelled it. `read` is the coupon as the checkout read it (now, unless given).
 */
async function useCoupon(code: string, userId: string, discountPaise: number, read?: StoredCoupon) {
  const { transactWrite, couponUseRefusal, couponUseWrites, findCoupon, tableName } = await domain();
  const coupon = read ?? (await findCoupon(code))!;
  const paymentId = ulid();
  const items = [
    {
      Put: {
        TableName: tableName(),
        Item: { pk: `TESTPAYMENT#${paymentId}`, sk: 'PAYMENT', couponCode: code, userId },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    ...couponUseWrites(coupon, userId, paise(discountPaise)),
  ];
  try {
    await transactWrite(items);
    return { used: true as const, paymentId };
  } catch (error) {
    const refusal = couponUseRefusal(error, items);
    if (!refusal) throw error;
    return { used: false as const, code: refusal.code, field: refusal.field, paymentId };
  }
}

async function paymentStandIn(paymentId: string) {
  const { db, tableName } = await domain();
  const { Item } = await db().send(
    new GetCommand({
      TableName: tableName(),
      Key: { pk: `TESTPAYMENT#${paymentId}`, sk: 'PAYMENT' },
      ConsistentRead: true,
    }),
  );
  return Item;
}

describe('creating a coupon', () => {
  it('stores it under its code in upper case, unpaused and unused, and answers it in rupees', async () => {
    const code = freshCode();
    const reply = await createCoupon({
      code: code.toLowerCase(),
      amountOff: 1499.5,
      courseIds: ['c1'],
      maxUses: 50,
      perStudent: 1,
      validFrom: '2026-06-01T00:00:00+05:30',
      validUntil: '2026-07-01T00:00:00+05:30',
    });
    expect(reply.status).toBe(201);
    expect(reply.body.coupon).toEqual({
      code,
      amountOff: 1499.5,
      courseIds: ['c1'],
      maxUses: 50,
      perStudent: 1,
      validFrom: '2026-05-31T18:30:00.000Z',
      validUntil: '2026-06-30T18:30:00.000Z',
      paused: false,
      uses: 0,
      discountGiven: 0,
      createdAt: expect.any(String),
      updatedAt: reply.body.coupon.createdAt,
    });
    const { findCoupon } = await domain();
    expect(await findCoupon(` ${code.toLowerCase()} `)).toMatchObject({ code, amountOffPaise: 149_950 });
  });

  it('refuses a second coupon with the same code in another case, and keeps the first as it was', async () => {
    const code = freshCode();
    expect((await createCoupon({ code, percentOff: 10 })).status).toBe(201);
    const again = await createCoupon({ code: code.toLowerCase(), percentOff: 90 });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ success: false, code: 'coupon_code_taken', field: 'code' });
    expect((await listCoupons()).filter((coupon) => coupon.code === code)).toEqual([
      expect.objectContaining({ percentOff: 10 }),
    ]);
  });

  it('refuses a coupon that breaks the schema with the rule it broke', async () => {
    const both = await createCoupon({ code: freshCode(), percentOff: 10, amountOff: 100 });
    expect(both.status).toBe(400);
    expect(both.body).toMatchObject({ code: 'validation.coupon_discount' });
    const dates = await createCoupon({
      code: freshCode(),
      percentOff: 10,
      validFrom: '2026-07-01T00:00:00+05:30',
      validUntil: '2026-06-01T00:00:00+05:30',
    });
    expect(dates.body).toMatchObject({ code: 'validation.coupon_dates', field: 'validUntil' });
  });
});

describe('the list of coupons', () => {
  it('is newest first, each with its uses and the discount they gave in rupees', async () => {
    const older = freshCode();
    const newer = freshCode();
    await createCoupon({ code: older, amountOff: 250.25 });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await createCoupon({ code: newer, percentOff: 12.5 });
    const { id } = await registerStudent();
    expect(await useCoupon(older, id, 25_025)).toMatchObject({ used: true });
    expect(await useCoupon(older, ulid(), 10_000)).toMatchObject({ used: true });

    const coupons = await listCoupons();
    const codes = coupons.map((coupon) => coupon.code);
    expect(codes.indexOf(newer)).toBeLessThan(codes.indexOf(older));
    expect(coupons.find((coupon) => coupon.code === older)).toMatchObject({ uses: 2, discountGiven: 350.25 });
    expect(coupons.find((coupon) => coupon.code === newer)).toMatchObject({ uses: 0, discountGiven: 0 });
    const createdAt = coupons.map((coupon) => coupon.createdAt);
    expect(createdAt).toEqual([...createdAt].sort().reverse());
  });
});

describe('editing a coupon', () => {
  it('changes what is sent, takes away a limit sent as null and keeps the rest', async () => {
    const code = freshCode();
    await createCoupon({ code, percentOff: 20, courseIds: ['c1'], maxUses: 10, perStudent: 2 });
    const reply = await edit(code.toLowerCase(), {
      amountOff: 500,
      courseIds: null,
      seriesIds: ['s1', 's1'],
      maxUses: null,
      validUntil: '2027-01-01T00:00:00Z',
    });
    expect(reply.status).toBe(200);
    expect(reply.body.coupon).toEqual({
      code,
      amountOff: 500,
      seriesIds: ['s1'],
      perStudent: 2,
      validUntil: '2027-01-01T00:00:00.000Z',
      paused: false,
      uses: 0,
      discountGiven: 0,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(reply.body.coupon.updatedAt > reply.body.coupon.createdAt).toBe(true);
    expect((await listCoupons()).find((coupon) => coupon.code === code)).toEqual(reply.body.coupon);
  });

  it('pauses and resumes it; a paused coupon counts no use', async () => {
    const code = freshCode();
    await createCoupon({ code, percentOff: 50 });
    const paused = await edit(code, { paused: true });
    expect(paused.body.coupon).toMatchObject({ paused: true, percentOff: 50 });
    expect(await useCoupon(code, ulid(), 100)).toMatchObject({
      used: false,
      code: 'coupon_invalid',
      field: 'couponCode',
    });

    expect((await edit(code, { paused: false })).body.coupon).toMatchObject({ paused: false });
    expect(await useCoupon(code, ulid(), 100)).toMatchObject({ used: true });
    expect((await listCoupons()).find((coupon) => coupon.code === code)).toMatchObject({ uses: 1, paused: false });
  });

  it('refuses a maximum below the uses already made, and takes one equal to them', async () => {
    const code = freshCode();
    await createCoupon({ code, percentOff: 5, maxUses: 10 });
    for (let i = 0; i < 3; i++) expect(await useCoupon(code, ulid(), 100)).toMatchObject({ used: true });

    const below = await edit(code, { maxUses: 2 });
    expect(below.status).toBe(409);
    expect(below.body).toMatchObject({ code: 'coupon_max_uses_below_uses', field: 'maxUses' });
    expect((await listCoupons()).find((coupon) => coupon.code === code)).toMatchObject({ maxUses: 10, uses: 3 });

    expect((await edit(code, { maxUses: 3 })).body.coupon).toMatchObject({ maxUses: 3, uses: 3 });
    expect(await useCoupon(code, ulid(), 100)).toMatchObject({ used: false, code: 'coupon_used_up' });
  });

  it('refuses a start moved past the end kept, or an end moved before the start kept', async () => {
    const code = freshCode();
    await createCoupon({ code, percentOff: 5, validFrom: '2026-06-01T00:00:00Z', validUntil: '2026-07-01T00:00:00Z' });
    const start = await edit(code, { validFrom: '2026-08-01T00:00:00Z' });
    expect(start.status).toBe(400);
    expect(start.body).toMatchObject({ code: 'validation.coupon_dates', field: 'validFrom' });
    const end = await edit(code, { validUntil: '2026-05-01T00:00:00Z' });
    expect(end.body).toMatchObject({ code: 'validation.coupon_dates', field: 'validUntil' });
    // Both moved together, or the end taken away, is fine.
    expect((await edit(code, { validFrom: '2026-08-01T00:00:00Z', validUntil: null })).status).toBe(200);
  });

  it('answers 404 for a code no coupon has, or one that cannot be a code', async () => {
    for (const code of [freshCode(), 'x', '01ARZ3NDEKTSV4RRFFQ69G5FAV']) {
      const reply = await edit(code, { paused: true });
      expect(reply.status).toBe(404);
      expect(reply.body).toMatchObject({ code: 'coupon_not_found' });
    }
  });
});

describe('who may manage coupons', () => {
  it.each([
    ['GET', '/api/admin/coupons', undefined],
    ['POST', '/api/admin/coupons', { code: 'NOT-MINE', percentOff: 100 }],
    ['PATCH', '/api/admin/coupons/NOT-MINE', { paused: false }],
  ])('%s %s: a student gets 403 and a visitor 401', async (method, path, body) => {
    const asStudent = await api(method, path, { token: student, ...(body ? { body } : {}) });
    expect(asStudent.status).toBe(403);
    const asVisitor = await api(method, path, body ? { body } : {});
    expect(asVisitor.status).toBe(401);
  });
});

describe('counting uses under a condition', () => {
  it('gives 10 students racing for a 3-use coupon exactly 3 uses, never 4', async () => {
    const code = freshCode();
    await createCoupon({ code, amountOff: 100, maxUses: 3 });
    const { findCoupon, couponUseOf } = await domain();
    // Every checkout read the coupon before any use was counted: each saw 0 uses of 3, so a check of
    // what was read lets all ten through; only the write's condition can stop the fourth.
    const read = (await findCoupon(code))!;
    expect(read).toMatchObject({ uses: 0, maxUses: 3 });
    const students = Array.from({ length: 10 }, () => ulid());
    const results = await Promise.all(students.map((id) => useCoupon(code, id, 10_000, read)));

    const used = results.filter((result) => result.used);
    expect(used).toHaveLength(3);
    expect(results.filter((result) => !result.used)).toEqual(
      Array.from({ length: 7 }, () => expect.objectContaining({ code: 'coupon_used_up' })),
    );
    expect(await findCoupon(code)).toMatchObject({ uses: 3, discountGivenPaise: 30_000 });
    // A refused use wrote nothing of its transaction: no payment, no use of the student's.
    for (const result of results) {
      expect(Boolean(await paymentStandIn(result.paymentId))).toBe(result.used);
    }
    const byStudent = await Promise.all(students.map((id) => couponUseOf(code, id)));
    expect(byStudent.filter((use) => use.usesByThisStudent === 1)).toHaveLength(3);
    expect(byStudent.every((use) => use.totalUses === 3)).toBe(true);
  });

  it('gives one student sending 5 at once a once-per-student coupon once', async () => {
    const code = freshCode();
    await createCoupon({ code, percentOff: 10, perStudent: 1 });
    const { couponUseOf, findCoupon } = await domain();
    const userId = ulid();
    const read = (await findCoupon(code))!;
    const results = await Promise.all(Array.from({ length: 5 }, () => useCoupon(code, userId, 2_500, read)));

    expect(results.filter((result) => result.used)).toHaveLength(1);
    expect(results.filter((result) => !result.used)).toEqual(
      Array.from({ length: 4 }, () => expect.objectContaining({ code: 'coupon_already_used' })),
    );
    expect(await couponUseOf(code.toLowerCase(), userId)).toEqual({ totalUses: 1, usesByThisStudent: 1 });
    expect(await findCoupon(code)).toMatchObject({ uses: 1, discountGivenPaise: 2_500 });
    // Another student still has theirs.
    expect(await useCoupon(code, ulid(), 2_500)).toMatchObject({ used: true });
  });

  it('refuses a use outside the coupon’s window with the rule it broke', async () => {
    const future = freshCode();
    await createCoupon({ code: future, percentOff: 10, validFrom: '2999-01-01T00:00:00Z' });
    expect(await useCoupon(future, ulid(), 100)).toMatchObject({ used: false, code: 'coupon_not_yet_valid' });
    const past = freshCode();
    await createCoupon({ code: past, percentOff: 10, validUntil: '2001-01-01T00:00:00Z' });
    expect(await useCoupon(past, ulid(), 100)).toMatchObject({ used: false, code: 'coupon_expired' });
  });

  it('reads no uses of a code no coupon has', async () => {
    const { couponUseOf, findCoupon } = await domain();
    expect(await findCoupon(freshCode())).toBeUndefined();
    expect(await findCoupon('no')).toBeUndefined();
    expect(await couponUseOf(freshCode(), ulid())).toEqual({ totalUses: 0, usesByThisStudent: 0 });
  });
});
