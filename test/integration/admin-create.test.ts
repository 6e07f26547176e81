/** `npm run admin:create` writes where the running site reads: DATA_DIR when it is set. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DynamoDBClient, GetItemCommand } from '@aws-sdk/client-dynamodb';
import { afterAll, expect, it } from 'vitest';
import { startDynamo, type RunningDynamo } from '#infra/local/dynamodb.js';
import { LOCAL_TABLE } from '#infra/local/stack.js';
import { exitCode, runTs } from '../support/processes.js';

const repoRoot = join(import.meta.dirname, '..', '..');
const dataDir = mkdtempSync(join(tmpdir(), 'coaching-admin-create-'));
let dynamo: RunningDynamo | undefined;
afterAll(async () => {
  await dynamo?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

it('creates the admin in DATA_DIR', async () => {
  const email = `office.${Date.now()}@test.local`;
  const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: dataDir };
  const child = runTs(
    join(repoRoot, 'scripts', 'admin-create.ts'),
    ['--email', email, '--name', 'Office Admin', '--password', 'office-pass-1'],
    env,
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  expect(await exitCode(child), output).toBe(0);

  dynamo = await startDynamo({ dataDir: join(dataDir, 'dynamodb') });
  const client = new DynamoDBClient({
    endpoint: dynamo.endpoint,
    region: 'ap-south-1',
    credentials: { accessKeyId: 'x', secretAccessKey: 'x' },
  });
  const claim = await client.send(
    new GetItemCommand({ TableName: LOCAL_TABLE, Key: { pk: { S: `EMAIL#${email}` }, sk: { S: 'EMAIL' } } }),
  );
  expect(claim.Item?.userId?.S).toMatch(/^[0-9A-Z]{26}$/);
}, 180_000);
