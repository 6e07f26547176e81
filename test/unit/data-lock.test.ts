import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { claimDataDir, runningStack } from '#infra/local/data-lock.js';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** The id of a process that has certainly ended. */
function deadPid(): number {
  const result = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
  return Number(result.stdout);
}

it('recognises and removes a lock left by a process that is gone', () => {
  const dir = mkdtempSync(join(tmpdir(), 'coaching-lock-'));
  dirs.push(dir);
  writeFileSync(join(dir, 'running.json'), JSON.stringify({ pid: deadPid(), dynamoEndpoint: 'http://127.0.0.1:1' }));
  expect(runningStack(dir)).toBeUndefined();
  expect(existsSync(join(dir, 'running.json'))).toBe(false);
  expect(() => claimDataDir(dir)).not.toThrow();
});

it('removes a lock file that cannot be read', () => {
  const dir = mkdtempSync(join(tmpdir(), 'coaching-lock-'));
  dirs.push(dir);
  writeFileSync(join(dir, 'running.json'), '{not json');
  expect(runningStack(dir)).toBeUndefined();
  expect(existsSync(join(dir, 'running.json'))).toBe(false);
});

it('keeps the lock of a live process', () => {
  const dir = mkdtempSync(join(tmpdir(), 'coaching-lock-'));
  dirs.push(dir);
  const live = process.ppid;
  writeFileSync(join(dir, 'running.json'), JSON.stringify({ pid: live }));
  expect(runningStack(dir)).toEqual({ pid: live });
  expect(() => claimDataDir(dir)).toThrow(/already running/);
});
