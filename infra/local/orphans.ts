import { readdirSync, readFileSync } from 'node:fs';

/**
 * DynamoDB Local processes left running on a data folder by a Node process that is gone (started by
 * an older version of this code, which did not tie them to their parent). Linux only: elsewhere there
 * is no /proc to read, and the launcher's own watchdog is the only guard.
 */
export function orphanDynamoPids(dbPath: string): number[] {
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return [];
  }
  const pids: number[] = [];
  for (const entry of entries) {
    if (!/^\d+$/.test(entry) || Number(entry) === process.pid) continue;
    let args: string[];
    try {
      args = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0');
    } catch {
      continue;
    }
    const isDynamo = args.some((arg) => arg.endsWith('DynamoDBLocal.jar') || arg.includes('DynamoDBLocal.jar:'));
    const at = args.indexOf('-dbPath');
    if (isDynamo && at >= 0 && args[at + 1] === dbPath) pids.push(Number(entry));
  }
  return pids;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Stops (TERM, then KILL after 5 s) every DynamoDB Local on `dbPath`; returns their process ids. */
export async function stopOrphanDynamo(dbPath: string): Promise<number[]> {
  const pids = orphanDynamoPids(dbPath);
  for (const pid of pids) {
    try {
      process.kill(pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  const deadline = Date.now() + 5000;
  while (pids.some(alive) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  for (const pid of pids.filter(alive)) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  while (pids.some(alive) && Date.now() < deadline + 2000) await new Promise((r) => setTimeout(r, 100));
  return pids;
}
