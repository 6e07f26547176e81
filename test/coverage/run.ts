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
import { BINDING_USE_FILE, proveBindings } from '../bindings/prove.js';

const ROOT = process.cwd();
const OUT = path.join(ROOT, 'coverage');
const SERVER_RAW = path.join(OUT, 'server-v8');
const SERVER_REPORT = path.join(OUT, 'server');
const TESTS_REPORT = path.join(OUT, 'tests');
/** Lines of functions/ the tests must run. */
export const FUNCTIONS_LINE_FLOOR = 90;
const MEASURED = ['functions/**/*.ts', 'infra/local/**/*.ts'];
const FOLDERS = [
  'functions/handlers',
  'functions/domain',
  'functions/lib',
  'functions/jobs',
  'functions',
  'infra/local',
];

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): number {
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  return result.status ?? 1;
}

/** `npm run coverage -- --report-only` reprints the last run's figures without running the tests. */
const reportOnly = process.argv.includes('--report-only');
const testArgs = process.argv.slice(2).filter((arg) => arg !== '--report-only');
/** Only a run of every test proves the bindings: a run of some files leaves most routes unexercised. */
const fullRun = testArgs.length === 0;
let testsStatus = 0;
if (!reportOnly) {
  rmSync(OUT, { recursive: true, force: true });
  mkdirSync(SERVER_RAW, { recursive: true });

  testsStatus = run(
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
      ...testArgs,
    ],
    { ...process.env, SERVER_COVERAGE_DIR: SERVER_RAW, BINDING_USE_FILE },
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
}

/**
 * The two reports count statements and branches their own way (vitest's from the AST, c8's from V8's
 * block ranges), so their maps cannot be merged item by item. Lines can: a line ran if either saw it
 * run. For branches each file keeps the better of its two measurements, a lower bound of the truth.
 */
interface FileTotals {
  lines: Map<number, boolean>;
  branches: { covered: number; total: number };
}
const files = new Map<string, FileTotals>();
for (const report of [
  path.join(TESTS_REPORT, 'coverage-final.json'),
  path.join(SERVER_REPORT, 'coverage-final.json'),
]) {
  if (!existsSync(report)) {
    console.error(`coverage: ${path.relative(ROOT, report)} is missing`);
    continue;
  }
  const map = libCoverage.createCoverageMap(JSON.parse(readFileSync(report, 'utf8')) as libCoverage.CoverageMapData);
  for (const file of map.files()) {
    const coverage = map.fileCoverageFor(file);
    const totals = files.get(file) ?? { lines: new Map<number, boolean>(), branches: { covered: 0, total: 0 } };
    for (const [line, hits] of Object.entries(coverage.getLineCoverage()))
      totals.lines.set(Number(line), (totals.lines.get(Number(line)) ?? false) || hits > 0);
    const branches = coverage.toSummary().branches;
    const better = (b: { covered: number; total: number }) => (b.total === 0 ? 1 : b.covered / b.total);
    if (totals.branches.total === 0 || better(branches) > better(totals.branches))
      totals.branches = { covered: branches.covered, total: branches.total };
    files.set(file, totals);
  }
}

const percent = (covered: number, total: number) => (total === 0 ? 100 : (100 * covered) / total);
const rows = FOLDERS.map((folder) => {
  let lines = 0;
  let linesRun = 0;
  let branches = 0;
  let branchesRun = 0;
  for (const [file, totals] of files) {
    if (!path.relative(ROOT, file).startsWith(`${folder}/`)) continue;
    lines += totals.lines.size;
    linesRun += [...totals.lines.values()].filter(Boolean).length;
    branches += totals.branches.total;
    branchesRun += totals.branches.covered;
  }
  return { folder, lines: percent(linesRun, lines), branches: percent(branchesRun, branches) };
});

console.log('\ncoverage (unit, integration, infra and web tests; server process included)');
console.log('folder                 lines   branches (the better of the two measurements per file)');
for (const row of rows)
  console.log(`${row.folder.padEnd(20)} ${row.lines.toFixed(1).padStart(6)}%  ${row.branches.toFixed(1).padStart(7)}%`);

const functionsLines = rows.find((row) => row.folder === 'functions')!.lines;
const belowFloor = functionsLines < FUNCTIONS_LINE_FLOOR;
if (belowFloor)
  console.error(`\ncoverage: functions/ lines ${functionsLines.toFixed(1)}% is below ${FUNCTIONS_LINE_FLOOR}%`);
if (testsStatus !== 0) console.error('\ncoverage: the tests failed');
const bindingsProven = reportOnly || !fullRun || testsStatus !== 0 || proveBindings();
process.exit(testsStatus !== 0 || belowFloor || !bindingsProven ? 1 : 0);
