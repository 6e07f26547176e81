import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../infra/local/ports.js';

export interface LocalSite {
  port: number;
  stop(): Promise<void>;
}

/** Runs the same entry point as `npm start`, on a free port and a throwaway data folder, until `stop`. */
export async function startLocalSite(env: NodeJS.ProcessEnv = {}): Promise<LocalSite> {
  const dataDir = mkdtempSync(join(tmpdir(), 'coaching-site-'));
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'infra/local/start.ts'], {
    env: { ...process.env, ...env, PORT: String(port), DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      await new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGINT');
        setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
      });
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
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
  } catch (error) {
    await stop();
    throw error;
  }
  return { port, stop };
}
