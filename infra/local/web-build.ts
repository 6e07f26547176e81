import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { prerenderedFileOf } from '#shared/site-pages.js';
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
  // Written last by the build (web/scripts/build.ts): the client, the page function, then the prerendered pages.
  const outputs = [
    join(dist, 'index.html'),
    join(repoRoot, 'web', 'dist-server', 'page-function.mjs'),
    join(dist, prerenderedFileOf('/')),
  ];
  const skip = new Set(['dist', 'dist-server', 'node_modules']);
  const sourcesChanged = Math.max(
    newestChange(join(repoRoot, 'web'), skip),
    newestChange(join(repoRoot, 'shared'), skip),
    // The page function logs with the functions' logger.
    statSync(join(repoRoot, 'functions', 'lib', 'logger.ts')).mtimeMs,
  );
  if (outputs.every((file) => existsSync(file) && statSync(file).mtimeMs >= sourcesChanged)) return dist;
  log('Building the web app...');
  // A NODE_ENV inherited from a test runner would otherwise produce React's development build.
  const result = spawnSync('npx', ['tsx', 'web/scripts/build.ts', '--quiet'], {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new LocalStartError('The web build failed (see above).');
  return dist;
}
