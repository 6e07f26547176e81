/**
 * `npm run coverage`: every test project once, with coverage of the server code from both places it
 * runs: the test workers (unit tests, and integration tests that call the domain directly) through
 * vitest's V8 coverage, and the local stack's own process (which serves the integration tests)
 * through NODE_V8_COVERAGE, turned into the same format by c8. The two are merged, printed per
 * folder, and the run fails below the floor for functions/.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import libCoverage from 'istanbul-lib-coverage';

const ROOT = process.cwd();
const OUT = path.join(ROOT, 'coverage');
const SERVER_RAW = path.join(OUT, 'server-v8');
const SERVER_REPORT = path.join(OUT, 'server');
const TESTS_REPORT = path.join(OUT, 'tests');
/** Lines of functions/ the tests must run. */
export const FUNCTIONS_LINE_FLOOR = 90;
const MEASURED = ['functions/**/*.ts', 'infra/local/**/*.ts'];
const FOLDERS = ['functions/handlers', 'functions/domain', 'functions/lib', 'functions/jobs', 'functions', 'infra/local'];

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): number {
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  return result.status ?? 1;
}

rmSync(OUT, { recursive: true, force: true });
mkdirSync(SERVER_RAW, { recursive: true });

const testsStatus = run(
  process.execPath,
  [
    'node_modules/vitest/vitest.mjs',
    'run',
    '--coverage.enabled',
    '--coverage.provider=v8',
    '--coverage.reporter=json',
    '--coverage.reportOnFailure',
    `--coverage.reportsDirectory=${TESTS_REPORT}`,
    ...MEASURED.map((glob) => `--coverage.include=${glob}`),
    ...process.argv.slice(2),
  ],
  { ...process.env, SERVER_COVERAGE_DIR: SERVER_RAW },
);

run(process.execPath, [
  'node_modules/c8/bin/c8.js',
  'report',
  '--reporter=json',
  `--temp-directory=${SERVER_RAW}`,
  `--report-dir=${SERVER_REPORT}`,
  '--exclude-after-remap',
  ...MEASURED.map((glob) => `--include=${glob}`),
]);

const map = libCoverage.createCoverageMap({});
for (const report of [path.join(TESTS_REPORT, 'coverage-final.json'), path.join(SERVER_REPORT, 'coverage-final.json')]) {
  if (existsSync(report)) map.merge(JSON.parse(readFileSync(report, 'utf8')) as libCoverage.CoverageMapData);
  else console.error(`coverage: ${path.relative(ROOT, report)} is missing`);
}

const percent = (covered: number, total: number) => (total === 0 ? 100 : (100 * covered) / total);
const rows = FOLDERS.map((folder) => {
  const summary = libCoverage.createCoverageSummary();
  for (const file of map.files()) if (path.relative(ROOT, file).startsWith(`${folder}/`)) summary.merge(map.fileCoverageFor(file).toSummary());
  return { folder, lines: percent(summary.lines.covered, summary.lines.total), branches: percent(summary.branches.covered, summary.branches.total), files: summary.lines.total };
});

console.log('\ncoverage (unit, integration, infra and web tests; server process included)');
console.log('folder                 lines   branches');
for (const row of rows) console.log(`${row.folder.padEnd(20)} ${row.lines.toFixed(1).padStart(6)}%  ${row.branches.toFixed(1).padStart(7)}%`);

const functionsLines = rows.find((row) => row.folder === 'functions')!.lines;
const belowFloor = functionsLines < FUNCTIONS_LINE_FLOOR;
if (belowFloor) console.error(`\ncoverage: functions/ lines ${functionsLines.toFixed(1)}% is below ${FUNCTIONS_LINE_FLOOR}%`);
if (testsStatus !== 0) console.error('\ncoverage: the tests failed');
process.exit(testsStatus !== 0 || belowFloor ? 1 : 0);
