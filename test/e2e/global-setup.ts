import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort } from '../../infra/local/ports.js';

const ADMIN = { email: 'e2e-admin@example.com', password: 'e2e-admin-pass' };

/** Runs the same entry point as `npm start`, on a free port and a throwaway data folder. */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(join(tmpdir(), 'coaching-e2e-'));
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'infra/local/start.ts'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, SEED_ADMIN_EMAIL: ADMIN.email, SEED_ADMIN_PASSWORD: ADMIN.password },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`npm start did not come up in time:\n${output}`)), 200_000);
    child.once('exit', (code) => reject(new Error(`npm start exited with ${code}:\n${output}`)));
    child.stdout!.on('data', () => {
      if (output.includes('Ctrl-C stops everything')) {
        clearTimeout(timer);
        resolve();
      }
    });
  });
  project.provide('baseUrl', `http://127.0.0.1:${port}`);
  project.provide('seedAdmin', ADMIN);
  return async () => {
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGINT');
      setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
    });
    rmSync(dataDir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    seedAdmin: { email: string; password: string };
  }
}
