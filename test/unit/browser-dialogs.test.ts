import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The browser's alert() and prompt() calls the product spec names, written down here a second time
 * (the lint rule's exceptions are comments beside the calls): the file and what the call shows.
 * Everything else is said on the page or in a dialog of our own.
 */
const SPEC_DIALOGS: ReadonlyArray<readonly [file: string, shows: string]> = [
  ['web/src/components/upi/UtrForm.tsx', "window.alert(errorMessage(error, t('utr.failed')))"],
  ['web/src/features/admin-new-course/CreateCoursePage.tsx', "window.alert('Course created successfully!')"],
  ['web/src/features/admin-test-series/FeatureListField.tsx', 'window.prompt(`Enter ${itemName}`)'],
  ['web/src/features/admin/TestApiButton.tsx', 'window.alert(`API is working. Total courses: ${totalCourses}`)'],
  [
    'web/src/features/admin/TestApiButton.tsx',
    "window.alert(`API test failed: ${errorMessage(error, 'the server did not answer')}`)",
  ],
  ['web/src/features/course-detail/EnrollActions.tsx', "window.alert(t('enroll.loginToEnroll'))"],
  ['web/src/features/course-detail/EnrollActions.tsx', "window.alert(t('enroll.loginAsStudent'))"],
  ['web/src/features/course-detail/upi-enrollment/use-upi-enrollment.ts', 'window.alert(failed)'],
  ['web/src/features/course-types/EnrollDialog.tsx', "window.alert(t('enrollDialog.fillAll'))"],
  ['web/src/features/course-types/card-payment/PaidReceipt.tsx', "window.alert(t('cardPayment.receiptFailed'))"],
  ['web/src/features/course-types/card-payment/use-card-payment.ts', "window.alert(t('cardPayment.receiptFailed'))"],
  ['web/src/features/course-types/card-payment/use-card-payment.ts', "window.alert(t('cardPayment.success'))"],
  ['web/src/features/course-types/card-payment/use-card-payment.ts', "window.alert(t('cardPayment.failed'))"],
  ['web/src/features/test-series/use-test-series-purchase.ts', "window.alert(t('testSeries.loginAsStudent'))"],
];

function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${folder}/${entry.name}`;
    if (entry.isDirectory()) return sourceFiles(relative);
    return /\.tsx?$/.test(entry.name) ? [relative] : [];
  });
}

/** Every alert( or prompt( call in the web's source, as `[file, the call up to its closing parenthesis]`. */
function browserDialogCalls(): Array<[string, string]> {
  return sourceFiles('web/src').flatMap((file) => {
    const source = readFileSync(path.join(root, file), 'utf8');
    return [...source.matchAll(/(?:\b(?:window|globalThis|self)\.)?\b(?:alert|prompt)\(/g)].map(
      (match): [string, string] => {
        let depth = 0;
        let end = match.index;
        for (; end < source.length; end += 1) {
          if (source[end] === '(') depth += 1;
          if (source[end] === ')' && --depth === 0) break;
        }
        return [file, source.slice(match.index, end + 1).replace(/\s+/g, ' ')];
      },
    );
  });
}

describe('browser alert() and prompt()', { timeout: 120_000 }, () => {
  it('are called only where the product spec names one', () => {
    const sortedCalls = (calls: ReadonlyArray<readonly [string, string]>) =>
      calls.map(([file, shows]) => `${file}: ${shows}`).sort();
    expect(sortedCalls(browserDialogCalls())).toEqual(sortedCalls(SPEC_DIALOGS));
  });

  it('are refused by the lint anywhere else, however they are reached', async () => {
    const eslint = new ESLint({ cwd: root });
    const source = [
      "window.alert('Saved');",
      "const reason = window.prompt('Why?');",
      "alert('Saved');",
      "globalThis.prompt('Why?');",
      'export { reason };',
    ].join('\n');
    const [result] = await eslint.lintText(source, { filePath: path.join(root, 'web/src/features/admin/Example.ts') });
    const refused = (result?.messages ?? []).filter((message) =>
      ['no-restricted-properties', 'no-restricted-globals'].includes(message.ruleId ?? ''),
    );
    expect(refused.map((message) => message.line)).toEqual([1, 2, 3, 4]);
  });
});
