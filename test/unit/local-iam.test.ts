/**
 * The local stand-in for IAM: what a DynamoDB or S3 call does, as IAM authorizes it, and whether a
 * route's bindings allow it. The integration suite runs every handler under it.
 */
import { describe, expect, it } from 'vitest';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import {
  enforceLocalIam,
  firstRefused,
  mediaAccesses,
  runWithBindings,
  tableAccesses,
} from '#infra/local/local-iam.js';
import { dataBinding, type Binding, type DataBinding } from '#shared/bindings.js';

const granted = (...bindings: Binding[]) =>
  bindings.map(dataBinding).filter((data): data is DataBinding => data !== undefined);

describe('what a call does', () => {
  it('names every item of a transaction with its own action', () => {
    expect(
      tableAccesses('TransactWriteItemsCommand', {
        TransactItems: [
          { ConditionCheck: { Key: { pk: 'CATALOGUE', sk: 'COURSE#1' } } },
          { Put: { Item: { pk: 'COURSE#1', sk: 'UPLOAD#2' } } },
          { Update: { Key: { pk: { S: 'STATS' }, sk: { S: 'TOTALS' } } } },
          { Delete: { Key: { pk: 'USER#9', sk: 'UPIPENDING#1' } } },
        ],
      }),
    ).toEqual([
      { action: 'dynamodb:ConditionCheckItem', target: 'CATALOGUE' },
      { action: 'dynamodb:PutItem', target: 'COURSE#1' },
      { action: 'dynamodb:UpdateItem', target: 'STATS' },
      { action: 'dynamodb:DeleteItem', target: 'USER#9' },
    ]);
  });

  it('reads the partition of a query from its key condition, and tells index queries apart', () => {
    expect(
      tableAccesses('QueryCommand', {
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :p)',
        ExpressionAttributeValues: { ':pk': 'USER#1', ':p': 'ENROLL#' },
      }),
    ).toEqual([{ action: 'dynamodb:Query', target: 'USER#1' }]);
    expect(
      tableAccesses('QueryCommand', {
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :pending',
        ExpressionAttributeValues: { ':pending': 'PAYMENTS#pending' },
      }),
    ).toEqual([{ action: 'dynamodb:Query', target: 'PAYMENTS#pending', index: 'gsi1' }]);
  });

  it('makes a Scan something no binding allows', () => {
    expect(
      firstRefused(tableAccesses('ScanCommand', {}), granted('table:catalogue:query', 'table:users:get')),
    ).toMatchObject({ action: 'dynamodb:Scan' });
  });

  it('names each object of a multi-object delete, and the prefix of a listing', () => {
    expect(
      mediaAccesses('DeleteObjectsCommand', {
        Delete: { Objects: [{ Key: 'media/courses/1/videos/a.mp4' }, { Key: 'public/ads/b.png' }] },
      }),
    ).toEqual([
      { action: 's3:DeleteObject', target: 'media/courses/1/videos/a.mp4' },
      { action: 's3:DeleteObject', target: 'public/ads/b.png' },
    ]);
    expect(mediaAccesses('ListObjectsV2Command', { Prefix: 'media/courses/' })).toEqual([
      { action: 's3:ListBucket', target: 'media/courses/' },
    ]);
    expect(mediaAccesses('UploadPartCommand', { Key: 'media/courses/1/videos/a.mp4' })).toEqual([
      { action: 's3:PutObject', target: 'media/courses/1/videos/a.mp4' },
    ]);
    // A copy reads its source (bucket/key, URL-encoded) and writes its key.
    expect(
      mediaAccesses('CopyObjectCommand', {
        Bucket: 'media',
        Key: 'media/notes/C1/N1.pdf',
        CopySource: 'media/uploads/notes/C1/N%201.pdf',
      }),
    ).toEqual([
      { action: 's3:GetObject', target: 'uploads/notes/C1/N 1.pdf' },
      { action: 's3:PutObject', target: 'media/notes/C1/N1.pdf' },
    ]);
  });
});

describe('what the bindings allow', () => {
  it('an action only on its own area', () => {
    const catalogueReader = granted('table:catalogue:get');
    expect(firstRefused([{ action: 'dynamodb:GetItem', target: 'CATALOGUE' }], catalogueReader)).toBeUndefined();
    expect(firstRefused([{ action: 'dynamodb:GetItem', target: 'USER#1' }], catalogueReader)).toBeDefined();
    expect(firstRefused([{ action: 'dynamodb:PutItem', target: 'CATALOGUE' }], catalogueReader)).toBeDefined();
    // A wildcard area matches its family, not a look-alike.
    expect(
      firstRefused([{ action: 'dynamodb:GetItem', target: 'USERS#student' }], granted('table:users:get')),
    ).toBeDefined();
    expect(
      firstRefused([{ action: 'dynamodb:GetItem', target: 'LOGINFROM#1.2.3.4' }], granted('table:login-limits:get')),
    ).toBeUndefined();
  });

  it('an index query only through an index binding, an object action only under its prefix', () => {
    expect(
      firstRefused(
        [{ action: 'dynamodb:Query', target: 'PAYMENTS#pending', index: 'gsi1' }],
        granted('table:payments:query'),
      ),
    ).toBeDefined();
    expect(
      firstRefused(
        [{ action: 'dynamodb:Query', target: 'PAYMENTS#pending', index: 'gsi1' }],
        granted('index:pending-payments:query'),
      ),
    ).toBeUndefined();
    expect(
      firstRefused([{ action: 's3:PutObject', target: 'public/ads/x.png' }], granted('media:videos:write')),
    ).toBeDefined();
    expect(
      firstRefused([{ action: 's3:PutObject', target: 'public/ads/x.png' }], granted('media:ads:write')),
    ).toBeUndefined();
  });
});

describe('in front of a real client', () => {
  // Nothing is sent: the check refuses first, or the call fails at the unreachable endpoint.
  const client = DynamoDBDocumentClient.from(
    new DynamoDBClient({
      region: 'ap-south-1',
      endpoint: 'http://127.0.0.1:9',
      credentials: { accessKeyId: 'x', secretAccessKey: 'x' },
      maxAttempts: 1,
    }),
  );
  enforceLocalIam({ dynamo: client, s3: { middlewareStack: { add: () => undefined } } });

  it('refuses a call the route may not make, naming the binding to add', async () => {
    const put = () => client.send(new PutCommand({ TableName: 't', Item: { pk: 'CATALOGUE', sk: 'COURSE#1' } }));
    await expect(runWithBindings('POST /api/example', ['table:catalogue:get'], put)).rejects.toMatchObject({
      name: 'AccessDeniedException',
      message: expect.stringContaining("add 'table:catalogue:put' to its bindings"),
    });
  });

  it('lets an allowed call through, and code that runs for no route', async () => {
    const get = () => client.send(new GetCommand({ TableName: 't', Key: { pk: 'CATALOGUE', sk: 'COURSE#1' } }));
    await expect(runWithBindings('GET /api/example', ['table:catalogue:get'], get)).rejects.not.toMatchObject({
      name: 'AccessDeniedException',
    });
    await expect(get()).rejects.not.toMatchObject({ name: 'AccessDeniedException' });
  });
});
