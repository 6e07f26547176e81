import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { LocalStartError } from './ports.js';

function newestChange(dir: string, skip: Set<string>): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (skip.has(entry.name)) continue;
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestChange(path, skip) : statSync(path).mtimeMs);
  }
  return newest;
}

/** Builds web/ when there is no build yet or its sources changed since the last one. */
export function ensureWebBuild(repoRoot: string, log: (line: string) => void): string {
  const dist = join(repoRoot, 'web', 'dist');
  const index = join(dist, 'index.html');
  const skip = new Set(['dist', 'node_modules']);
  const sourcesChanged = Math.max(newestChange(join(repoRoot, 'web'), skip), newestChange(join(repoRoot, 'shared'), skip));
  if (existsSync(index) && statSync(index).mtimeMs >= sourcesChanged) return dist;
  log('Building the web app...');
  // A NODE_ENV inherited from a test runner would otherwise produce React's development build.
  const result = spawnSync('npx', ['vite', 'build', '--config', 'web/vite.config.ts', '--logLevel', 'warn'], {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new LocalStartError('The web build failed (see above).');
  return dist;
}
