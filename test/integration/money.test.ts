import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Course, TestSeries } from '#shared/types.js';
import { api, loginAdmin } from '../support/api.js';
import { useEmulators } from '../support/domain.js';

let admin: string;
let db: typeof import('#lib/db.js');

beforeAll(async () => {
  useEmulators();
  db = await import('#lib/db.js');
  admin = await loginAdmin();
});

const seriesBody = {
  title: 'Paise series',
  description: 'Priced with paise',
  category: 'ssc',
  numberOfTests: 5,
  features: [],
};
const courseBody = {
  title: 'Legacy course',
  description: 'Written before paise',
  price: 4999,
  category: 'gpsc',
  duration: '6 months',
  features: [],
};

async function storedItem(sk: string): Promise<Record<string, unknown>> {
  const { Item } = await db
    .db()
    .send(new GetCommand({ TableName: db.tableName(), Key: { pk: 'CATALOGUE', sk }, ConsistentRead: true }));
  if (!Item) throw new Error(`no item ${sk}`);
  return Item;
}

/** An item as the code before paise wrote it: `price` in rupees, no `pricePaise`. */
async function putLegacy(sk: string, fields: Record<string, unknown>): Promise<void> {
  await db.db().send(new PutCommand({ TableName: db.tableName(), Item: { pk: 'CATALOGUE', sk, ...fields } }));
}

describe('test series prices with paise', () => {
  it.each([
    [2499.99, 249999],
    [0.29, 29],
  ])('%d rupees are stored as %d paise and read back exactly', async (price, expectedPaise) => {
    const created = await api<{ testSeries: TestSeries }>('POST', '/api/test-series', {
      token: admin,
      body: { ...seriesBody, price },
    });
    expect(created.status).toBe(201);
    expect(created.body.testSeries.price).toBe(price);
    const id = created.body.testSeries._id;

    const item = await storedItem(`TESTSERIES#${id}`);
    expect(item.pricePaise).toBe(expectedPaise);
    expect(item).not.toHaveProperty('price');

    const list = await api<{ testSeries: TestSeries[] }>('GET', '/api/test-series');
    expect(list.body.testSeries.find((series) => series._id === id)?.price).toBe(price);
  });

  it('refuses a price with float noise that is not a whole number of paise', async () => {
    const reply = await api('POST', '/api/test-series', { token: admin, body: { ...seriesBody, price: 0.1 + 0.2 } });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({
      code: 'validation.decimals',
      field: 'price',
      error: 'Price can have at most two decimals',
    });
  });
});

describe('items written before money moved to paise', () => {
  it('reads a legacy test series and moves it to paise on update', async () => {
    const id = ulid();
    const sk = `TESTSERIES#${id}`;
    await putLegacy(sk, {
      entity: 'TestSeries',
      id,
      ...seriesBody,
      title: 'Legacy series',
      price: 2499.5,
      duration: '3 months',
      isActive: true,
      createdAt: '2026-01-01T00:00:00.000Z',
    });

    const list = await api<{ testSeries: TestSeries[] }>('GET', '/api/test-series');
    expect(list.body.testSeries.find((series) => series._id === id)).toMatchObject({
      title: 'Legacy series',
      price: 2499.5,
    });

    const updated = await api<{ testSeries: TestSeries }>('PUT', `/api/test-series/${id}`, {
      token: admin,
      body: { ...seriesBody, title: 'Legacy series', price: 1999.75 },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.testSeries.price).toBe(1999.75);
    const item = await storedItem(sk);
    expect(item.pricePaise).toBe(199975);
    expect(item).not.toHaveProperty('price');
  });

  it('lists and fetches a legacy course and moves it to paise on update', async () => {
    const id = ulid();
    const sk = `COURSE#${id}`;
    const now = '2026-01-01T00:00:00.000Z';
    await putLegacy(sk, { entity: 'Course', id, ...courseBody, videoCount: 0, createdAt: now, updatedAt: now });

    const list = await api<{ courses: Course[] }>('GET', '/api/courses');
    expect(list.body.courses.find((course) => course._id === id)).toMatchObject({
      title: 'Legacy course',
      price: 4999,
    });
    const fetched = await api<{ course: Course }>('GET', `/api/courses/${id}`);
    expect(fetched.status).toBe(200);
    expect(fetched.body.course.price).toBe(4999);
    expect(fetched.body.course).not.toHaveProperty('pricePaise');

    const updated = await api<{ course: Course }>('PUT', `/api/courses/${id}`, {
      token: admin,
      body: { ...courseBody, price: 5499 },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.course.price).toBe(5499);
    const item = await storedItem(sk);
    expect(item.pricePaise).toBe(549900);
    expect(item).not.toHaveProperty('price');
  });

  it('stores a new course price in paise only', async () => {
    const created = await api<{ course: Course }>('POST', '/api/courses', {
      token: admin,
      body: { ...courseBody, title: 'New course', price: 12500 },
    });
    expect(created.status).toBe(201);
    expect(created.body.course.price).toBe(12500);
    const item = await storedItem(`COURSE#${created.body.course._id}`);
    expect(item.pricePaise).toBe(1250000);
    expect(item).not.toHaveProperty('price');
  });
});
