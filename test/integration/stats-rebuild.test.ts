/**
 * Data from before the counters and indexes existed: items written the old way (no counters, no index
 * entries), a counter gone wrong, and a table made with the old key layout. The rebuild must leave
 * every counter equal to what the items say (computed here from a scan), and the old items must show
 * up in the lists that read the new indexes.
 */
import { randomBytes } from 'node:crypto';
import { CreateTableCommand, DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { LOCAL_CREDENTIALS, LOCAL_TABLE } from '#infra/local/stack.js';
import { ensureTable } from '#infra/local/table.js';
import { api, loginAdmin } from '../support/api.js';
import { useEmulators } from '../support/domain.js';
import { countersOf, figuresOf, plain, scanTable } from '../support/ledger.js';

let admin: string;
let rebuild: typeof import('#domain/insight/stats-rebuild.js');
let documents: DynamoDBDocumentClient;
const put = (item: Record<string, unknown>) => documents.send(new PutCommand({ TableName: LOCAL_TABLE, Item: item }));

beforeAll(async () => {
  useEmulators();
  rebuild = await import('#domain/insight/stats-rebuild.js');
  admin = await loginAdmin();
  documents = DynamoDBDocumentClient.from(
    new DynamoDBClient({ endpoint: inject('dynamoEndpoint'), region: 'ap-south-1', credentials: LOCAL_CREDENTIALS }),
  );
});

/** A student, an enrolment, an approved UPI payment and a paid card payment, as the version before the counters wrote them. */
async function writeOldData() {
  const tag = randomBytes(3).toString('hex');
  const course = await api<{ course: { _id: string; title: string } }>('POST', '/api/courses', {
    token: admin,
    body: { title: `Old course ${tag}`, description: 'From before', price: 4000, category: 'talati' },
  });
  const courseId = course.body.course._id;
  const studentId = ulid();
  const joined = '2026-01-05T10:00:00.000Z';
  await put({
    pk: `USER#${studentId}`,
    sk: 'PROFILE',
    gsi1pk: 'USERS#student',
    gsi1sk: `${joined}#${studentId}`,
    entity: 'User',
    id: studentId,
    name: `Oldtimer ${tag}`,
    email: `old.${tag}@test.local`,
    mobile: '9000000001',
    role: 'student',
    passwordHash: 'x',
    sessionVersion: 0,
    enrolledCourses: [courseId],
    createdAt: joined,
    updatedAt: joined,
  });
  await put({ pk: `EMAIL#old.${tag}@test.local`, sk: 'EMAIL', entity: 'EmailClaim', userId: studentId });
  await put({
    pk: `USER#${studentId}`,
    sk: `ENROLL#${courseId}`,
    entity: 'Enrollment',
    userId: studentId,
    courseId,
    enrolledAt: '2026-01-06T09:00:00.000Z',
  });
  const upiId = ulid();
  const utr = randomBytes(6).toString('hex').toUpperCase();
  await put({
    pk: `PAYMENT#${upiId}`,
    sk: 'PAYMENT',
    entity: 'Payment',
    id: upiId,
    method: 'upi',
    status: 'approved',
    courseId,
    courseTitle: `Old course ${tag}`,
    name: `Oldtimer ${tag}`,
    mobile: '9000000001',
    email: `old.${tag}@test.local`,
    userId: studentId,
    feePaise: 400000,
    materialPaise: 0,
    amountPaise: 400000,
    utrNumber: utr,
    createdAt: '2026-01-06T08:00:00.000Z',
    decidedAt: '2026-01-06T09:00:00.000Z',
  });
  await put({ pk: `USER#${studentId}`, sk: `PAYMENT#${upiId}`, entity: 'PaymentLink', paymentId: upiId });
  await put({ pk: `UTR#${utr}`, sk: 'UTR', entity: 'UtrClaim', paymentId: upiId, userId: studentId });
  // A paid card payment of an old financial year's series, found through its receipt.
  const cardId = ulid();
  const series = '09-10';
  await put({ pk: 'COUNTER#RECEIPT', sk: `FY#${series}`, last: 1 });
  await put({
    pk: `RECEIPT#GA-${series}-000001`,
    sk: 'RECEIPT',
    entity: 'Receipt',
    paymentId: cardId,
    number: `GA-${series}-000001`,
  });
  await put({
    pk: `PAYMENT#${cardId}`,
    sk: 'PAYMENT',
    entity: 'Payment',
    id: cardId,
    method: 'card',
    status: 'paid',
    courseId: 'upsc',
    courseTitle: 'UPSC Exam Prelims + Mains',
    name: `Card payer ${tag}`,
    mobile: '9000000002',
    feePaise: 3500000,
    materialPaise: 0,
    amountPaise: 3584600,
    orderId: `order_${tag}`,
    receiptNumber: `GA-${series}-000001`,
    createdAt: '2026-01-07T08:00:00.000Z',
    decidedAt: '2026-01-07T08:01:00.000Z',
  });
  return { tag, studentId, courseId, upiId, cardId, utr };
}

describe('rebuildStats', () => {
  it('leaves every counter equal to the items, and the old items in the lists, indexed', async () => {
    const old = await writeOldData();
    // A counter gone wrong as well.
    await documents.send(
      new UpdateCommand({
        TableName: LOCAL_TABLE,
        Key: { pk: 'STATS', sk: 'STUDENTS' },
        UpdateExpression: 'SET studentCount = :n',
        ExpressionAttributeValues: { ':n': 123456 },
      }),
    );
    const beforeItems = await scanTable();
    expect(countersOf(beforeItems)).not.toEqual(figuresOf(beforeItems));

    const report = await rebuild.rebuildStats();
    const items = await scanTable();
    expect(plain(countersOf(items))).toEqual(plain(figuresOf(items)));
    expect(report.indexed).toBeGreaterThanOrEqual(3);
    expect(await rebuild.statsBuilt()).toBe(true);

    // The old student is findable, with their payments; the old payments are in the ledger and the received list.
    const found = await api<{ students: { _id: string }[] }>('GET', `/api/admin/students?q=oldtimer%20${old.tag}`, {
      token: admin,
    });
    expect(found.body.students.map((student) => student._id)).toEqual([old.studentId]);
    const byUtr = await api<{ payments: { _id: string }[] }>('GET', `/api/admin/payments?q=${old.utr}`, {
      token: admin,
    });
    expect(byUtr.body.payments.map((payment) => payment._id)).toEqual([old.upiId]);
    const allIds: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await api<{ payments: { _id: string }[]; nextCursor?: string }>(
        'GET',
        `/api/admin/payments?limit=100${cursor ? `&cursor=${cursor}` : ''}`,
        { token: admin },
      );
      allIds.push(...page.body.payments.map((payment) => payment._id));
      cursor = page.body.nextCursor;
    } while (cursor);
    expect(allIds).toEqual(expect.arrayContaining([old.upiId, old.cardId]));
    const enrolment = items.find(
      (item) => item.pk === `USER#${old.studentId}` && item.sk === `ENROLL#${old.courseId}`,
    )!;
    expect(enrolment).toMatchObject({
      gsi1pk: 'ENROLLMENTS',
      gsi1sk: `2026-01-06T09:00:00.000Z#${old.studentId}#${old.courseId}`,
      gsi2pk: `COURSEENROLLMENTS#${old.courseId}`,
      gsi2sk: `2026-01-06T09:00:00.000Z#${old.studentId}`,
    });
    expect(items.find((item) => item.pk === `PAYMENT#${old.cardId}`)).toMatchObject({
      gsi1pk: 'PAYMENTS#received',
      gsi2pk: 'PAYMENTS#card#paid',
    });

    // Running it again changes nothing.
    const again = await rebuild.rebuildStats();
    expect(again.indexed).toBe(0);
    expect(plain(countersOf(await scanTable()))).toEqual(plain(figuresOf(items)));
  });
});

describe('rebuildStats on a course that counts nothing any more', () => {
  it("sets the course's own counter item to zero, not only its other shards", async () => {
    // A deleted course whose enrolments were all removed: one came off the item itself, while the
    // enrolment had been counted on a shard. No item counts anything for it now.
    const courseId = `01GONECOURSE${randomBytes(4).toString('hex').toUpperCase()}`;
    await put({ pk: 'STATS', sk: `COURSE#${courseId}`, enrollmentCount: -1, courseTitle: 'Gone course' });
    await put({ pk: 'STATS', sk: `COURSE#${courseId}#S3`, enrollmentCount: 1 });
    await rebuild.rebuildStats();
    const items = await scanTable();
    const counter = (sk: string) => items.find((item) => item.pk === 'STATS' && item.sk === sk);
    expect(counter(`COURSE#${courseId}`)).toMatchObject({
      enrollmentCount: 0,
      paymentCount: 0,
      totalRevenuePaise: 0,
      courseTitle: 'Gone course',
    });
    expect(counter(`COURSE#${courseId}#S3`)).toMatchObject({ enrollmentCount: 0 });
    expect(plain(countersOf(items))).toEqual(plain(figuresOf(items)));
  });
});

describe('ensureTable on a table made before the ledger index', () => {
  it('adds the index, which DynamoDB builds from the items already there', async () => {
    const client = new DynamoDBClient({
      endpoint: inject('dynamoEndpoint'),
      region: 'ap-south-1',
      credentials: LOCAL_CREDENTIALS,
    });
    const name = `old-layout-${randomBytes(3).toString('hex')}`;
    await client.send(
      new CreateTableCommand({
        TableName: name,
        BillingMode: 'PAY_PER_REQUEST',
        AttributeDefinitions: ['pk', 'sk', 'gsi1pk', 'gsi1sk'].map((attribute) => ({
          AttributeName: attribute,
          AttributeType: 'S',
        })),
        KeySchema: [
          { AttributeName: 'pk', KeyType: 'HASH' },
          { AttributeName: 'sk', KeyType: 'RANGE' },
        ],
        GlobalSecondaryIndexes: [
          {
            IndexName: 'gsi1',
            KeySchema: [
              { AttributeName: 'gsi1pk', KeyType: 'HASH' },
              { AttributeName: 'gsi1sk', KeyType: 'RANGE' },
            ],
            Projection: { ProjectionType: 'ALL' },
          },
        ],
      }),
    );
    const docs = DynamoDBDocumentClient.from(client);
    await docs.send(
      new PutCommand({
        TableName: name,
        Item: { pk: 'PAYMENT#1', sk: 'PAYMENT', gsi2pk: 'PAYMENTS#upi#pending', gsi2sk: '2026-01-01T00:00:00.000Z#1' },
      }),
    );
    await ensureTable(client, name);
    const table = (await client.send(new DescribeTableCommand({ TableName: name }))).Table!;
    expect(table.GlobalSecondaryIndexes?.map((index) => [index.IndexName, index.IndexStatus]).sort()).toEqual([
      ['gsi1', 'ACTIVE'],
      ['gsi2', 'ACTIVE'],
    ]);
    const found = await docs.send(
      new QueryCommand({
        TableName: name,
        IndexName: 'gsi2',
        KeyConditionExpression: 'gsi2pk = :p',
        ExpressionAttributeValues: { ':p': 'PAYMENTS#upi#pending' },
      }),
    );
    expect(found.Items?.map((item) => item.pk)).toEqual(['PAYMENT#1']);
    // A second start finds nothing to add.
    await ensureTable(client, name);
  });
});
