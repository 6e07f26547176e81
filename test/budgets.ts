/**
 * Budget checks (run after `vite build` and `cdk synth`):
 * - the JS a visitor downloads for '/' stays under 100 KB gzip. "JS for /" is the entry chunk and the
 *   Home route's lazy chunk, each with its static imports, counted once each, as found in Vite's build
 *   manifest;
 * - admin-only libraries such as recharts are in no JS a public (or student) route can load: the entry
 *   and everything it imports, statically or lazily, short of the admin pages' own modules and the one
 *   chart a student's result page loads when it draws it;
 * - hls.js is in the lecture player's own lazy chunk alone, never in JS that '/' loads;
 * - each Lambda bundle (minified, AWS SDK included) stays under 600 KB.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { routeId, routes, type RouteDef } from '#shared/routes.js';

const DIST = fileURLToPath(new URL('../web/dist/', import.meta.url));
const BUDGET_KB = 100;
const FORBIDDEN_ON_PUBLIC_ROUTES = ['recharts'];
/** The Home route's module, as a manifest key (relative to web/). */
const HOME_ROUTE_MODULE = 'src/app/routes/HomePage.tsx';
/** Modules only admins load (behind the admin route guard), as manifest keys. */
const ADMIN_ONLY_MODULES = /^src\/features\/(admin[^/]*|reports)\//;
/** The result page's chart: the one module a student's page may load recharts with, lazily. */
const STUDENT_CHART_MODULE = 'src/features/attempt-result/SectionScoresChart.tsx';
/** The admin page that does load recharts: proof that the search below would see it. */
const CHARTS_ROUTE_MODULE = 'src/features/reports/ReportsPage.tsx';
/** The lecture player's HLS module: the one chunk that may carry hls.js, loaded only when a lecture with renditions opens. */
const HLS_MODULE = 'src/features/course-video/hls-source.ts';
/** An event name hls.js keeps as a string through minification: where it appears, hls.js is. */
const HLS_MARKER = 'hlsManifestParsed';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The files of `key` and of everything it imports statically, added to `files`. */
function addWithStaticImports(manifest: Manifest, key: string, files: Set<string>): void {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`The build manifest has no chunk '${key}'`);
  if (files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) addWithStaticImports(manifest, imported, files);
}

let manifest: Manifest;
try {
  manifest = JSON.parse(readFileSync(join(DIST, '.vite/manifest.json'), 'utf8')) as Manifest;
} catch {
  console.error('web/dist/.vite/manifest.json not found: run `npx vite build --config web/vite.config.ts` first.');
  process.exit(1);
}

/**
 * The files of `key` and of everything it loads, statically or lazily, added to `files`; modules that
 * `skip` matches are not entered.
 */
function addReachable(manifest: Manifest, key: string, files: Set<string>, skip: (key: string) => boolean): void {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`The build manifest has no chunk '${key}'`);
  if (skip(key) || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const next of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])])
    addReachable(manifest, next, files, skip);
}

const containsForbidden = (file: string) => {
  const text = readFileSync(join(DIST, file), 'utf8');
  return FORBIDDEN_ON_PUBLIC_ROUTES.filter((name) => text.includes(name));
};

const entryKeys = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
if (entryKeys.length !== 1) {
  console.error(`Expected one entry chunk in the build manifest, found ${entryKeys.length}`);
  process.exit(1);
}
const scripts = new Set<string>();
addWithStaticImports(manifest, entryKeys[0]!, scripts);
addWithStaticImports(manifest, HOME_ROUTE_MODULE, scripts);
// And whatever else the home page's HTML asks for (a language's message catalogue, say), in either language.
const HOME_PAGES = ['pages/index.html', 'pages/gu/index.html'];
for (const page of HOME_PAGES) {
  const html = readFileSync(join(DIST, page), 'utf8');
  for (const [, src] of html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="\/([^"]+\.js)"/g))
    scripts.add(src!);
}

const failures: string[] = [];
let totalBytes = 0;
for (const file of scripts) {
  const gzipBytes = gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length;
  totalBytes += gzipBytes;
  console.log(`  ${file}: ${(gzipBytes / 1000).toFixed(1)} KB gzip`);
}

const publicScripts = new Set<string>();
addReachable(
  manifest,
  entryKeys[0]!,
  publicScripts,
  (key) => ADMIN_ONLY_MODULES.test(key) || key === STUDENT_CHART_MODULE,
);
if (!manifest[STUDENT_CHART_MODULE]?.isDynamicEntry)
  failures.push(`${STUDENT_CHART_MODULE} must be its own lazily loaded chunk: it carries recharts`);
for (const file of publicScripts) {
  for (const name of containsForbidden(file))
    failures.push(`${file} contains '${name}', which must never load on a public route`);
}
const chartScripts = new Set<string>();
addReachable(manifest, CHARTS_ROUTE_MODULE, chartScripts, () => false);
const chartsFound = FORBIDDEN_ON_PUBLIC_ROUTES.filter((name) =>
  [...chartScripts].some((file) => containsForbidden(file).includes(name)),
);
for (const name of FORBIDDEN_ON_PUBLIC_ROUTES.filter((name) => !chartsFound.includes(name))) {
  failures.push(
    `'${name}' is not found in the JS of ${CHARTS_ROUTE_MODULE}, which uses it: the search for it on public routes would miss it too`,
  );
}
console.log(`Public routes' JS: ${publicScripts.size} files searched for ${FORBIDDEN_ON_PUBLIC_ROUTES.join(', ')}`);

// hls.js only where a lecture plays: in its own lazily loaded chunk, and in no JS that / loads.
const hlsChunk = manifest[HLS_MODULE];
if (!hlsChunk?.isDynamicEntry) failures.push(`${HLS_MODULE} must be its own lazily loaded chunk: it carries hls.js`);
else if (!readFileSync(join(DIST, hlsChunk.file), 'utf8').includes(HLS_MARKER))
  failures.push(
    `'${HLS_MARKER}' is not found in ${hlsChunk.file}, which carries hls.js: the search for hls.js elsewhere would miss it too`,
  );
const hlsCarriers = readdirSync(join(DIST, 'assets'))
  .filter((name) => name.endsWith('.js'))
  .map((name) => `assets/${name}`)
  .filter((file) => readFileSync(join(DIST, file), 'utf8').includes(HLS_MARKER));
for (const file of hlsCarriers.filter((file) => file !== hlsChunk?.file))
  failures.push(`${file} carries hls.js outside ${HLS_MODULE}'s own chunk`);
for (const file of scripts) if (hlsCarriers.includes(file)) failures.push(`${file}, loaded by /, carries hls.js`);
console.log(`hls.js is in ${hlsCarriers.join(', ') || 'no file'}, loaded lazily by the lecture player`);

const totalKb = totalBytes / 1000;
console.log(`JS for /: ${totalKb.toFixed(2)} KB gzip (budget ${BUDGET_KB} KB)`);
// The messages a page from the server shows come inside its HTML, as its data does: not JS, but said here.
for (const page of HOME_PAGES) {
  const data = /<script type="application\/json" id="page-data">(.*?)<\/script>/s.exec(
    readFileSync(join(DIST, page), 'utf8'),
  )?.[1];
  const messages = data ? JSON.stringify((JSON.parse(data) as { messages?: unknown }).messages ?? {}) : '{}';
  console.log(
    `  ${page} carries its messages in its HTML: ${(gzipSync(messages, { level: 9 }).length / 1000).toFixed(1)} KB gzip`,
  );
}
if (totalKb > BUDGET_KB) failures.push(`JS for / is ${totalKb.toFixed(1)} KB gzip, over the ${BUDGET_KB} KB budget`);

const CDK_OUT = fileURLToPath(new URL('../cdk.out/', import.meta.url));
const LAMBDA_BUDGET_KB = 600;
/**
 * Functions allowed more, by route id: the receipt and credit note PDFs carry pdf-lib, fontkit (about 900 KB of
 * Unicode and shaping tables) and three embedded fonts (DejaVu Sans, Noto Sans Gujarati and Devanagari:
 * 1.87 MB in all); the fonts of other scripts are files beside the bundle, read when a name needs one
 * (infra/constructs/receipt-fonts.ts), not in it; the Excel export carries exceljs's streaming
 * writer (only the writer: about 190 KB of exceljs and 230 KB of the zip library it writes with, where
 * the whole of exceljs would be 1 MB) beside the S3 multipart upload; a test's results export carries the same writer. The question sheet's template and its
 * import carry the whole of exceljs: reading a workbook needs its parser, and the template is written with
 * the same workbook model so that its data validation and column layout match what the import reads. Only
 * those functions load them. The page function renders the public pages on the server: react-dom's server
 * renderer, react-router (about 190 KB of it there, where the browser's build keeps 38 KB: its server
 * build is not trimmed as well yet) and the messages of both languages that public pages can show:
 * the areas only admin screens name are left out of its build (web/admin-message-areas.ts), about 40 KB. A bank statement's import reads the
 * uploaded CSV with S3's client (about 100 KB with its checksums) beside DynamoDB's, and parses it with
 * csv-parse (28 KB): 641 KB.
 */
const LAMBDA_BUDGET_EXCEPTIONS_KB: Record<string, number> = {
  GetReceiptReceiptNumber: 2_000,
  GetCreditNoteCreditNoteNumber: 2_000,
  // The mail job attaches the same receipt PDF to the receipt mails, beside the SES client.
  SendMail: 2_000,
  GetExportExcel: 1_100,
  GetAdminQuestionTemplate: 1_600,
  PostAdminTestsTestIdImport: 1_750,
  GetAdminTestsTestIdResultsExcel: 1_100,
  // The audit log's workbook: exceljs's streaming writer, like the test results' workbook.
  GetAdminAuditExport: 1_000,
  PageFunction: 740,
  PostAdminBankStatements: 680,
};
/**
 * A function that signs media links (videos, question images) carries the S3 client and presigner and
 * CloudFront's signer beside DynamoDB's client: those may have 650 KB.
 */
const MEDIA_SIGNING_BUDGET_KB = 650;
/**
 * A function that starts a lecture's MediaConvert job carries the SigV4 signer it calls CreateJob
 * with (the MediaConvert client would be 200 KB more) and the reader of the upload's MP4 boxes that
 * decides its rungs: those may have 620 KB.
 */
const TRANSCODE_STARTING_BUDGET_KB = 620;
const routeIdsUsing = (binding: string) =>
  (routes as readonly RouteDef[]).filter((route) => (route.uses as readonly string[]).includes(binding)).map(routeId);
const signingRouteIds = routeIdsUsing('media:sign');
const transcodeStartingRouteIds = routeIdsUsing('transcode');
const budgetOf = (logicalId: string) => {
  const matches = (id: string) => new RegExp(`^${id}[0-9A-F]{8}$`).test(logicalId);
  const exception = Object.entries(LAMBDA_BUDGET_EXCEPTIONS_KB).find(([id]) => matches(id))?.[1];
  if (exception !== undefined) return exception;
  if (signingRouteIds.some(matches)) return MEDIA_SIGNING_BUDGET_KB;
  return transcodeStartingRouteIds.some(matches) ? TRANSCODE_STARTING_BUDGET_KB : LAMBDA_BUDGET_KB;
};
const templateFile = join(CDK_OUT, 'CoachingStack.template.json');
if (!existsSync(templateFile)) {
  failures.push('cdk.out/CoachingStack.template.json not found: run `npx cdk synth --quiet` first');
} else {
  type Resources = Record<
    string,
    { Type: string; Properties?: Record<string, unknown>; Metadata?: Record<string, string> }
  >;
  const resourcesIn = (file: string) =>
    (JSON.parse(readFileSync(join(CDK_OUT, file), 'utf8')) as { Resources: Resources }).Resources;
  const parent = resourcesIn('CoachingStack.template.json');
  // The route functions live in nested stacks, whose templates the parent names as assets.
  const nestedFiles = Object.values(parent).flatMap((resource) =>
    resource.Type === 'AWS::CloudFormation::Stack' && resource.Metadata?.['aws:asset:path']
      ? [resource.Metadata['aws:asset:path']]
      : [],
  );
  if (nestedFiles.length === 0)
    failures.push('cdk.out/CoachingStack.template.json names no nested stacks of route functions');
  let largest = 0;
  let largestSigning = 0;
  for (const [id, resource] of [parent, ...nestedFiles.map(resourcesIn)].flatMap((resources) =>
    Object.entries(resources),
  )) {
    if (resource.Type !== 'AWS::Lambda::Function' || resource.Properties?.Handler !== 'index.handler') continue;
    const assetDir = resource.Metadata?.['aws:asset:path'];
    const bundle =
      assetDir &&
      ['index.mjs', 'index.js'].map((name) => join(CDK_OUT, assetDir, name)).find((file) => existsSync(file));
    if (!bundle) continue;
    const kb = statSync(bundle).size / 1000;
    const budget = budgetOf(id);
    if (budget === LAMBDA_BUDGET_KB) largest = Math.max(largest, kb);
    else if (budget === MEDIA_SIGNING_BUDGET_KB) largestSigning = Math.max(largestSigning, kb);
    else if (budget === TRANSCODE_STARTING_BUDGET_KB)
      console.log(`Lambda ${id}: ${kb.toFixed(0)} KB (starts MediaConvert jobs: budget ${budget} KB)`);
    else console.log(`Lambda ${id}: ${kb.toFixed(0)} KB (its own budget ${budget} KB)`);
    if (kb > budget) failures.push(`Lambda ${id} bundle is ${kb.toFixed(0)} KB, over the ${budget} KB budget`);
  }
  if (largest === 0) failures.push('no route function bundles found in cdk.out');
  else
    console.log(
      `Largest Lambda bundle: ${largest.toFixed(0)} KB (budget ${LAMBDA_BUDGET_KB} KB); of those that sign media links: ${largestSigning.toFixed(0)} KB (budget ${MEDIA_SIGNING_BUDGET_KB} KB)`,
    );
}

for (const failure of failures) console.error(`FAIL: ${failure}`);
process.exit(failures.length > 0 ? 1 : 0);
