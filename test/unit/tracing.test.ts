import { createServer, type IncomingMessage, type Server } from 'node:http';
import { createSocket, type Socket } from 'node:dgram';
import type { AddressInfo } from 'node:net';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, PutCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { daemonAddress, parseTraceHeader, traced } from '#lib/tracing.js';

/**
 * The SDK's calls against a real HTTP server standing in for DynamoDB and S3, and a real UDP socket
 * standing in for the X-Ray daemon: what arrives there is what X-Ray would read. The document's
 * shape is written down from X-Ray's segment document format: the JSON protocol header line, then a
 * subsegment sent on its own (`type`, `trace_id`, `parent_id`), in seconds, with the `aws` and
 * `http` blocks and the error, throttle and fault flags.
 */
const ROOT = '1-6760a1b2-0123456789abcdef01234567';
const PARENT = '53995c3f42cd8ad8';

let daemon: Socket;
let datagrams: string[];
let server: Server;
let endpoint: string;
let traceHeaders: (string | undefined)[];
const saved = { ...process.env };

/** What the stand-in answers, by the DynamoDB operation (x-amz-target) or S3's method. */
function answer(
  req: IncomingMessage,
  body: string,
): { status: number; json?: unknown; headers?: Record<string, string> } {
  const target = String(req.headers['x-amz-target'] ?? '');
  if (target.endsWith('.GetItem'))
    return { status: 200, json: { Item: { pk: { S: 'USER#1' }, sk: { S: 'PROFILE' } } } };
  if (target.endsWith('.TransactWriteItems')) return { status: 200, json: {} };
  if (target.endsWith('.PutItem')) {
    const item = (JSON.parse(body) as { Item: { pk: { S: string } } }).Item.pk.S;
    if (item === 'CONDITION')
      return {
        status: 400,
        json: {
          __type: 'com.amazonaws.dynamodb.v20120810#ConditionalCheckFailedException',
          message: 'The conditional request failed',
        },
      };
    if (item === 'THROTTLE')
      return {
        status: 400,
        json: {
          __type: 'com.amazonaws.dynamodb.v20120810#ProvisionedThroughputExceededException',
          message: 'Rate of requests exceeds the allowed throughput',
        },
      };
    return {
      status: 500,
      json: { __type: 'com.amazonaws.dynamodb.v20120810#InternalServerError', message: 'Internal server error' },
    };
  }
  if (req.method === 'PUT') return { status: 200, headers: { etag: '"abc"' } };
  return { status: 404 };
}

beforeAll(async () => {
  daemon = createSocket('udp4');
  daemon.on('message', (message) => datagrams.push(message.toString()));
  await new Promise<void>((resolve) => daemon.bind(0, '127.0.0.1', resolve));
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      traceHeaders.push(req.headers['x-amzn-trace-id'] as string | undefined);
      const reply = answer(req, body);
      res.writeHead(reply.status, {
        'content-type': 'application/x-amz-json-1.0',
        'x-amzn-requestid': 'REQ123',
        ...reply.headers,
      });
      res.end(reply.json === undefined ? '' : JSON.stringify(reply.json));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  daemon.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  datagrams = [];
  traceHeaders = [];
  Object.assign(process.env, {
    AWS_XRAY_DAEMON_ADDRESS: `127.0.0.1:${daemon.address().port}`,
    _X_AMZN_TRACE_ID: `Root=${ROOT};Parent=${PARENT};Sampled=1;Lineage=a87bd80c:0`,
    AWS_REGION: 'ap-south-1',
  });
});
afterEach(() => {
  process.env = { ...saved };
});

const credentials = { accessKeyId: 'test', secretAccessKey: 'test' };
const dynamo = () =>
  DynamoDBDocumentClient.from(
    traced(new DynamoDBClient({ endpoint, region: 'ap-south-1', credentials, maxAttempts: 1 })),
  );
const s3 = () => traced(new S3Client({ endpoint, region: 'ap-south-1', credentials, forcePathStyle: true }));

async function received(count: number): Promise<Record<string, unknown>[]> {
  await expect.poll(() => datagrams.length, { timeout: 2000 }).toBeGreaterThanOrEqual(count);
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(datagrams).toHaveLength(count);
  return datagrams.map((datagram) => {
    const [header, document] = datagram.split('\n');
    expect(header).toBe('{"format":"json","version":1}');
    return JSON.parse(document!) as Record<string, unknown>;
  });
}

describe('a traced invocation', () => {
  it('sends one subsegment per DynamoDB call, under the invocation, with its operation, table and status', async () => {
    await dynamo().send(new GetCommand({ TableName: 'coaching', Key: { pk: 'USER#1', sk: 'PROFILE' } }));
    const [subsegment] = await received(1);
    expect(subsegment).toMatchObject({
      type: 'subsegment',
      trace_id: ROOT,
      parent_id: PARENT,
      name: 'DynamoDB',
      namespace: 'aws',
      aws: { operation: 'GetItem', table_name: 'coaching', region: 'ap-south-1', request_id: 'REQ123', retries: 0 },
      http: { response: { status: 200 } },
    });
    expect(subsegment!.id).toMatch(/^[0-9a-f]{16}$/);
    expect(subsegment!.start_time as number).toBeLessThanOrEqual(subsegment!.end_time as number);
    expect(Math.abs((subsegment!.start_time as number) - Date.now() / 1000)).toBeLessThan(5);
    expect(subsegment).not.toHaveProperty('error');
    expect(subsegment).not.toHaveProperty('fault');
    // The call carries the trace on, naming its subsegment as the parent.
    expect(traceHeaders).toEqual([`Root=${ROOT};Parent=${subsegment!.id as string};Sampled=1`]);
  });

  it('names every table of a transaction', async () => {
    await dynamo().send(
      new TransactWriteCommand({
        TransactItems: [
          { Put: { TableName: 'coaching', Item: { pk: 'A', sk: 'B' } } },
          { Delete: { TableName: 'coaching', Key: { pk: 'C', sk: 'D' } } },
        ],
      }),
    );
    const [subsegment] = await received(1);
    expect(subsegment).toMatchObject({ aws: { operation: 'TransactWriteItems', table_names: ['coaching'] } });
  });

  it('marks a refused condition as an error, a throttle as a throttle, a server failure as a fault, with the exception', async () => {
    const client = dynamo();
    for (const pk of ['CONDITION', 'THROTTLE', 'BROKEN'])
      await expect(client.send(new PutCommand({ TableName: 'coaching', Item: { pk, sk: 'X' } }))).rejects.toThrow();
    const [condition, throttle, broken] = await received(3);
    expect(condition).toMatchObject({
      error: true,
      http: { response: { status: 400 } },
      cause: { exceptions: [{ type: 'ConditionalCheckFailedException', remote: true }] },
    });
    expect(condition).not.toHaveProperty('throttle');
    expect(throttle).toMatchObject({
      error: true,
      throttle: true,
      cause: { exceptions: [{ type: 'ProvisionedThroughputExceededException' }] },
    });
    expect(broken).toMatchObject({ fault: true, http: { response: { status: 500 } } });
    expect(broken).not.toHaveProperty('error');
  });

  it('traces S3 calls with their bucket, and no subsegment for a presigned link, which calls nothing', async () => {
    const client = s3();
    await client.send(new PutObjectCommand({ Bucket: 'media', Key: 'public/ads/a.png', Body: 'x' }));
    await getSignedUrl(client, new GetObjectCommand({ Bucket: 'media', Key: 'media/courses/a.mp4' }), {
      expiresIn: 60,
    });
    const [put] = await received(1);
    expect(put).toMatchObject({
      name: 'S3',
      aws: { operation: 'PutObject', bucket_name: 'media' },
      http: { response: { status: 200 } },
    });
  });
});

describe('an invocation that is not traced', () => {
  it('sends nothing when it is not sampled, or outside Lambda', async () => {
    process.env._X_AMZN_TRACE_ID = `Root=${ROOT};Parent=${PARENT};Sampled=0`;
    await dynamo().send(new GetCommand({ TableName: 'coaching', Key: { pk: 'USER#1', sk: 'PROFILE' } }));
    delete process.env._X_AMZN_TRACE_ID;
    await dynamo().send(new GetCommand({ TableName: 'coaching', Key: { pk: 'USER#1', sk: 'PROFILE' } }));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(datagrams).toEqual([]);
    expect(traceHeaders).toEqual([undefined, undefined]);
  });
});

describe('settings', () => {
  it('reads the trace header and the daemon address in the forms Lambda gives them', () => {
    expect(parseTraceHeader(`Root=${ROOT};Parent=${PARENT};Sampled=1`)).toEqual({
      root: ROOT,
      parent: PARENT,
      sampled: true,
    });
    expect(parseTraceHeader(`Root=${ROOT}`)).toBeUndefined();
    expect(daemonAddress('169.254.79.129:2000')).toEqual({ host: '169.254.79.129', port: 2000 });
    expect(daemonAddress('tcp:127.0.0.1:2000 udp:127.0.0.2:2001')).toEqual({ host: '127.0.0.2', port: 2001 });
    expect(daemonAddress('')).toBeUndefined();
  });
});
