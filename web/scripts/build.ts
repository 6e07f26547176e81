/**
 * `npm run build:web`: the browser's app (web/dist), then the page function built from it
 * (web/dist-server), then the pages that need no data, prerendered into web/dist/pages.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';
import { serverConfig } from '../vite.config';

const webRoot = fileURLToPath(new URL('..', import.meta.url));
const logLevel = process.argv.includes('--quiet') ? 'warn' : 'info';

await build({ configFile: join(webRoot, 'vite.config.ts'), logLevel });
await build({ ...serverConfig, configFile: false, logLevel });

type PageFunction = typeof import('../src/server/page-function');
const pageFunction = (await import(
  pathToFileURL(join(webRoot, 'dist-server', 'page-function.mjs')).href
)) as PageFunction;
const files = await pageFunction.prerenderedFiles();
for (const { file, content } of files) {
  const target = join(webRoot, 'dist', file);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, content);
}
if (logLevel === 'info') console.log(`prerendered ${files.length} files into web/dist/pages`);
