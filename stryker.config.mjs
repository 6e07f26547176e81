// @ts-check
import { readFileSync } from 'node:fs';
import ts from 'typescript';

/**
 * Mutation testing of the code that decides amounts and marks: `npm run mutation`. Stryker changes one
 * operator, condition or literal at a time and runs the unit tests that cover it; a change no test
 * notices (a surviving mutant) is a rule nothing checks. Below 85 % killed, the run fails.
 *
 * Some rules live beside I/O in the same file (the GST split in the receipt PDF module, the receipt
 * number's format beside the DynamoDB numbering). Those files are mutated only inside the named
 * declarations, found by name in the source each run, so reformatting or moving code cannot leave a
 * line range pointing at other code; a name that is no longer there stops the run.
 */

/*
 * Mutants that survive because they change nothing (equivalent), so no test can tell; a disable comment
 * on their lines would also hide mutants there that tests do kill, so they are listed here instead:
 * - shared/money.ts, paise(): `typeof value !== 'number'` → false. Number.isSafeInteger is false for
 *   anything that is not a number, so the amount is refused all the same.
 * - shared/money.ts, checkRupeeRange(): `typeof rupees !== 'number'` → false. Number.isFinite likewise.
 * - shared/direct-courses.ts, isDirectCourseId(): `typeof value === 'string'` → true. includes() finds
 *   no id in anything but a string; the typeof test is there for the type guard.
 * - functions/domain/mock-tests/score-histogram.ts, standingIn(): `scoreHundredths !== undefined` → true
 *   in the loop. With no score asked about, above and atOrBelow are counted but never read.
 * Where every mutant of a kind on a line is equivalent, the line carries a `Stryker disable` comment.
 */

/** Stryker's `file:from-to` line ranges of the named top-level declarations in `file`. */
function declarations(file, names) {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const lineOf = (position) => source.getLineAndCharacterOfPosition(position).line + 1;
  return names.map((name) => {
    const node = source.statements.find((statement) => declaredNames(statement).includes(name));
    if (!node)
      throw new Error(
        `stryker.config.mjs: ${file} declares no ${name} any more; name what decides the amounts there now`,
      );
    return `${file}:${lineOf(node.getStart(source))}-${lineOf(node.getEnd())}`;
  });
}

function declaredNames(statement) {
  if (ts.isFunctionDeclaration(statement) && statement.name) return [statement.name.text];
  if (ts.isVariableStatement(statement))
    return statement.declarationList.declarations.flatMap((d) => (ts.isIdentifier(d.name) ? [d.name.text] : []));
  return [];
}

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'test/mutation/vitest.config.ts', related: false },
  coverageAnalysis: 'perTest',
  concurrency: 2,
  mutate: [
    // Money: paise, rupees, sums, the gateway gross-up, ₹ formatting.
    'shared/money.ts',
    // Direct-course prices: the spec's fee table and the order amount (fee ÷ 0.9764, rounded up).
    'shared/direct-courses.ts',
    // The 18 % GST inside what was paid: CGST and SGST to the paisa, the taxable value the rest.
    ...declarations('functions/lib/receipt-pdf.ts', ['gstSplit']),
    // Receipt numbers: the financial year in India time and the number's format.
    ...declarations('functions/domain/payments/receipts.ts', [
      'RECEIPT_NUMBER_PATTERN',
      'financialYear',
      'formatReceiptNumber',
    ]),
    ...declarations('shared/india-time.ts', ['indiaWallClock']),
    // Marks: a question's outcome, an attempt's tallies, marks to hundredths and back.
    'functions/domain/mock-tests/scoring.ts',
    ...declarations('shared/mock-tests.ts', ['toHundredths', 'fromHundredths']),
    // Rank, percentile, average and top score from the score histogram, and which shard counts an attempt.
    ...declarations('functions/domain/mock-tests/score-histogram.ts', [
      'SCORE_ATTRIBUTE',
      'shardOf',
      'addShard',
      'histogramItems',
      'standingIn',
    ]),
    // Who may call what: the bearer token and the role check every non-public route makes.
    ...declarations('functions/lib/api-handler.ts', ['bearerToken', 'accessRefusal']),
    // The independent access policy the route table and the running API are checked against.
    'test/support/access-policy.ts',
  ],
  // Only what the covering tests need is copied into the sandbox.
  ignorePatterns: [
    'web',
    'infra',
    'docs',
    'test/e2e',
    'test/web',
    'test/infra',
    'test/bench',
    'test/lighthouse',
    'cdk.out',
    '.data',
    'reports',
  ],
  thresholds: { high: 95, low: 90, break: 85 },
  reporters: ['clear-text', 'progress', 'html'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
