import { existsSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { LocalStartError } from './ports.js';

/** The folder `npm start` keeps its data in: DATA_DIR if set, .data/ otherwise. */
export const localDataDir = (): string =>
  process.env.DATA_DIR ? resolve(process.env.DATA_DIR) : join(import.meta.dirname, '..', '..', '.data');

/** Which process owns .data/ right now, so a second `npm start` or `admin:create` does not open the same files. */
export interface DataLock {
  pid: number;
  dynamoEndpoint?: string;
}

const lockFile = (dataDir: string) => join(dataDir, 'running.json');

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * The live process that holds `dataDir`, if any. A lock left by a process that is gone (killed, crashed)
 * or that cannot be read is stale: it is removed here, and the DynamoDB Local that process may have left
 * on the files is stopped by startDynamo before a new one opens them.
 */
export function runningStack(dataDir: string): DataLock | undefined {
  if (!existsSync(lockFile(dataDir))) return undefined;
  let lock: DataLock | undefined;
  try {
    lock = JSON.parse(readFileSync(lockFile(dataDir), 'utf8')) as DataLock;
  } catch {
    lock = undefined;
  }
  if (lock && Number.isInteger(lock.pid) && lock.pid !== process.pid && isAlive(lock.pid)) return lock;
  if (lock?.pid !== process.pid) rmSync(lockFile(dataDir), { force: true });
  return undefined;
}

export function claimDataDir(dataDir: string, details: Omit<DataLock, 'pid'> = {}): void {
  const other = runningStack(dataDir);
  if (other)
    throw new LocalStartError(
      `The local site is already running (process ${other.pid}) and using ${dataDir}. Stop it first (Ctrl-C in its terminal).`,
    );
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(lockFile(dataDir), JSON.stringify({ pid: process.pid, ...details }));
}

export function releaseDataDir(dataDir: string): void {
  try {
    const lock = JSON.parse(readFileSync(lockFile(dataDir), 'utf8')) as DataLock;
    if (lock.pid === process.pid) rmSync(lockFile(dataDir));
  } catch {
    // nothing to release
  }
}
