/**
 * Budget checks (run after `vite build` and `cdk synth`):
 * - the JS a visitor downloads for '/' stays under 100 KB gzip, and admin-only libraries such as
 *   recharts are not in it. "JS for /" is the entry script plus the chunks index.html modulepreloads
 *   (the entry's static import graph); lazily loaded chunks are not counted;
 * - each Lambda bundle (minified, AWS SDK included) stays under 600 KB.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const DIST = fileURLToPath(new URL('../web/dist/', import.meta.url));
const BUDGET_KB = 100;
const FORBIDDEN_ON_PUBLIC_ROUTES = ['recharts'];

function scriptsLoadedByIndex(html: string): string[] {
  const entries = [...html.matchAll(/<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"/g)].map((match) => match[1]!);
  const preloads = [...html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g)].map((match) => match[1]!);
  return [...new Set([...entries, ...preloads])].filter((src) => !/^(https?:)?\/\//.test(src));
}

let html: string;
try {
  html = readFileSync(join(DIST, 'index.html'), 'utf8');
} catch {
  console.error('web/dist/index.html not found: run `npx vite build --config web/vite.config.ts` first.');
  process.exit(1);
}

const scripts = scriptsLoadedByIndex(html);
if (scripts.length === 0) {
  console.error('web/dist/index.html loads no module script: is this a Vite build?');
  process.exit(1);
}

const failures: string[] = [];
let totalBytes = 0;
for (const src of scripts) {
  const code = readFileSync(join(DIST, src.replace(/^\//, '')));
  const gzipBytes = gzipSync(code, { level: 9 }).length;
  totalBytes += gzipBytes;
  console.log(`  ${src}: ${(gzipBytes / 1000).toFixed(1)} KB gzip`);
  const text = code.toString('utf8');
  for (const name of FORBIDDEN_ON_PUBLIC_ROUTES) {
    if (text.includes(name)) failures.push(`${src} contains '${name}', which must never load on public routes`);
  }
}

const totalKb = totalBytes / 1000;
console.log(`JS for /: ${totalKb.toFixed(1)} KB gzip (budget ${BUDGET_KB} KB)`);
if (totalKb > BUDGET_KB) failures.push(`JS for / is ${totalKb.toFixed(1)} KB gzip, over the ${BUDGET_KB} KB budget`);

const CDK_OUT = fileURLToPath(new URL('../cdk.out/', import.meta.url));
const LAMBDA_BUDGET_KB = 600;
const templateFile = join(CDK_OUT, 'CoachingStack.template.json');
if (!existsSync(templateFile)) {
  failures.push('cdk.out/CoachingStack.template.json not found: run `npx cdk synth --quiet` first');
} else {
  const template = JSON.parse(readFileSync(templateFile, 'utf8')) as { Resources: Record<string, { Type: string; Properties?: Record<string, unknown>; Metadata?: Record<string, string> }> };
  let largest = 0;
  for (const [id, resource] of Object.entries(template.Resources)) {
    if (resource.Type !== 'AWS::Lambda::Function' || resource.Properties?.Handler !== 'index.handler') continue;
    const assetDir = resource.Metadata?.['aws:asset:path'];
    const bundle = assetDir && ['index.mjs', 'index.js'].map((name) => join(CDK_OUT, assetDir, name)).find((file) => existsSync(file));
    if (!bundle) continue;
    const kb = statSync(bundle).size / 1000;
    largest = Math.max(largest, kb);
    if (kb > LAMBDA_BUDGET_KB) failures.push(`Lambda ${id} bundle is ${kb.toFixed(0)} KB, over the ${LAMBDA_BUDGET_KB} KB budget`);
  }
  if (largest === 0) failures.push('no route function bundles found in cdk.out');
  else console.log(`Largest Lambda bundle: ${largest.toFixed(0)} KB (budget ${LAMBDA_BUDGET_KB} KB)`);
}

for (const failure of failures) console.error(`FAIL: ${failure}`);
process.exit(failures.length > 0 ? 1 : 0);
