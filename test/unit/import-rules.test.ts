import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const eslint = new ESLint({ cwd: root });
const fixingEslint = new ESLint({ cwd: root, fix: true, ruleFilter: ({ ruleId }) => ruleId === 'local/alias-imports' });

/** The problems of one rule ESLint reports for `source` as if it were the file at `file`. */
async function problemsOf(rule: string, file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${source}\nexport {};\n`, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((message) => message.ruleId === rule).map((message) => message.message);
}
const boundaryProblems = (file: string, source: string) => problemsOf('local/import-boundaries', file, source);
const aliasProblems = (file: string, source: string) => problemsOf('local/alias-imports', file, source);

describe('import rules (eslint.config.js)', { timeout: 60_000 }, () => {
  // The first lint loads the TypeScript parser and the whole config; the first lint of a screen builds
  // the typed program its message-catalogue rule reads (the longest step on a busy machine).
  beforeAll(async () => {
    await boundaryProblems('web/src/lib/paths.ts', '');
    await boundaryProblems('web/src/features/courses/CourseGrid.tsx', '');
  }, 240_000);

  it.each([
    ['a feature importing app/', 'web/src/features/courses/CourseGrid.tsx', "import { App } from '../../app/App';"],
    [
      'a feature importing another feature',
      'web/src/features/courses/CourseGrid.tsx',
      "import { HomePage } from '../home/HomePage';",
    ],
    [
      'a feature lazily importing another feature',
      'web/src/features/courses/CourseGrid.tsx',
      "void import('../home/HomePage');",
    ],
    [
      'a feature re-exporting another feature',
      'web/src/features/courses/api.ts',
      "export { AdLink } from '../home/AdLink';",
    ],
    [
      'a feature subfolder importing another feature',
      'web/src/features/admin-courses/videos/VideoItem.tsx',
      "import { X } from '../../admin/X';",
    ],
    [
      "a feature's components importing another feature's hooks",
      'web/src/features/test-attempt/components/ExamScreen.tsx',
      "import { usePlayback } from '../../course-video/hooks/use-playback';",
    ],
    ['lib importing components', 'web/src/lib/api.ts', "import { Spinner } from '../components/Spinner';"],
    [
      'lib importing a feature',
      'web/src/lib/course-form/use-course-form.ts',
      "import { x } from '../../features/courses/api';",
    ],
    ['lib importing app', 'web/src/lib/paths.ts', "import { App } from '../app/App';"],
    [
      'components importing a feature',
      'web/src/components/layout/Layout.tsx',
      "import { LoginDialog } from '../../features/auth/LoginDialog';",
    ],
    ['components importing app', 'web/src/components/Spinner.tsx', "import { paths } from '../app/paths';"],
    ['shared importing web', 'shared/routes.ts', "import { api } from '../web/src/lib/api';"],
    ['shared importing functions', 'shared/schemas.ts', "import { x } from '../functions/lib/errors.js';"],
    ['shared importing infra', 'shared/bindings.ts', "import { x } from '../infra/stack.js';"],
    ['functions importing infra', 'functions/lib/api-handler.ts', "import { x } from '../../infra/stack.js';"],
    [
      'functions importing web',
      'functions/handlers/catalogue/course-list.ts',
      "import { paths } from '../../../web/src/lib/paths';",
    ],
    ['shared importing functions through an alias', 'shared/schemas.ts', "import { x } from '#lib/errors.js';"],
    [
      'functions importing infra through an alias',
      'functions/lib/api-handler.ts',
      "import { x } from '#infra/stack.js';",
    ],
    [
      'functions importing web through an alias',
      'functions/handlers/catalogue/course-list.ts',
      "import { paths } from '#web/lib/paths.js';",
    ],
    [
      'the handler layer importing a domain context',
      'functions/lib/api-handler.ts',
      "import { assertSessionCurrent } from '#domain/users/index.js';",
    ],
    [
      'the handler layer importing a handler',
      'functions/lib/logger.ts',
      "import { x } from '../handlers/api-handler.js';",
    ],
    [
      'the handler layer importing a job',
      'functions/lib/metrics.ts',
      "import { x } from '#functions/jobs/send-mail.js';",
    ],
    [
      'the page function importing a domain context',
      'web/src/server/page-function.ts',
      "import { x } from '#domain/catalogue/courses.js';",
    ],
    ['the page function importing infra', 'web/src/server/page-function.ts', "import { x } from '#infra/stack.js';"],
    [
      'a screen importing server code',
      'web/src/features/courses/CourseGrid.tsx',
      "import { logger } from '#lib/logger.js';",
    ],
    [
      'a handler reaching into a domain context',
      'functions/handlers/payments/payment-get.ts',
      "import { getPayment } from '#domain/payments/ledger.js';",
    ],
    [
      'a job reaching into a domain context',
      'functions/jobs/send-mail.ts',
      "import { sendDueMail } from '#domain/mail/retry.js';",
    ],
    [
      'one domain context reaching into another',
      'functions/domain/payments/upi.ts',
      "import { getUser } from '../users/users.js';",
    ],
    [
      'one domain context re-exporting a module of another',
      'functions/domain/insight/index.ts',
      "export { readStats } from '../stats/stats.js';",
    ],
    [
      'the local stack reaching into a domain context',
      'infra/local/seed.ts',
      "import { createCourse } from '#domain/catalogue/courses.js';",
    ],
    [
      'an operator command reaching into a domain context',
      'scripts/stats-rebuild.ts',
      "import { rebuildStats } from '#domain/insight/stats-rebuild.js';",
    ],
    [
      'the web lib importing server code',
      'web/src/lib/api.ts',
      "import { x } from '../../../functions/lib/errors.js';",
    ],
  ])('reports %s', async (_name, file, source) => {
    expect(await boundaryProblems(file, source)).toHaveLength(1);
  });

  it.each([
    [
      'app importing features, components and lib',
      'web/src/app/AppRoutes.tsx',
      "import { A } from '../features/courses/CourseGrid';\nimport { B } from '../components/Spinner';\nimport { C } from '../lib/paths';",
    ],
    [
      'a feature importing its own files, components, lib and shared',
      'web/src/features/courses/CourseGrid.tsx',
      "import { A } from './api';\nimport { B } from '../../components/LoadError';\nimport { C } from '../../lib/use-data';\nimport { D } from '../../../../shared/types';",
    ],
    [
      'a feature subfolder importing its own feature',
      'web/src/features/admin-courses/videos/VideoItem.tsx',
      "import { A } from '../ActionIcons';",
    ],
    [
      "a feature's components importing its own hooks and modules",
      'web/src/features/test-attempt/components/ExamScreen.tsx',
      "import { A } from '../hooks/use-exam';\nimport { B } from '../exam-layout';\nimport { C } from './ExamHeader';",
    ],
    [
      'components importing lib and shared',
      'web/src/components/LoginDialogProvider.tsx',
      "import { A } from '../lib/login-dialog';\nimport { B } from '../../../shared/types';",
    ],
    [
      'lib importing lib and shared',
      'web/src/lib/api.ts',
      "import { A } from './token';\nimport { B } from '../../../shared/api-contract';",
    ],
    ['shared importing shared', 'shared/api-contract.ts', "import type { RouteKey } from './routes.js';"],
    ['functions importing shared', 'functions/lib/api-handler.ts', "import { routes } from '#shared/routes.js';"],
    ['packages', 'web/src/lib/use-data.ts', "import { useState } from 'react';"],
    [
      'the page function importing functions/lib',
      'web/src/server/page-function.ts',
      "import { logger } from '#lib/logger.js';\nimport { isOriginSecret } from '#lib/origin-secret.js';",
    ],
    [
      'the handlers composing the handler layer with a domain context',
      'functions/handlers/api-handler.ts',
      "import { assertSessionCurrent } from '#domain/users/index.js';\nimport { apiHandlerWith } from '#lib/api-handler.js';",
    ],
    [
      'a handler importing domain contexts through their indexes',
      'functions/handlers/payments/payment-get.ts',
      "import { getPayment } from '#domain/payments/index.js';\nimport { getUser } from '#domain/users/index';",
    ],
    [
      'a domain context importing its own modules and another context through its index',
      'functions/domain/payments/upi.ts',
      "import { getPayment } from './ledger.js';\nimport { getUser } from '../users/index.js';",
    ],
  ])('allows %s', async (_name, file, source) => {
    expect(await boundaryProblems(file, source)).toEqual([]);
  });

  it.each([
    [
      'a handler climbing to shared/',
      'functions/handlers/catalogue/course-list.ts',
      "import { x } from '../../../shared/money.js';",
      '#shared/money.js',
    ],
    [
      'the domain climbing to functions/lib',
      'functions/domain/payments/ledger.ts',
      "import { db } from '../../lib/db.js';",
      '#lib/db.js',
    ],
    [
      'a test climbing to a domain context',
      'test/integration/refunds.test.ts',
      "import { x } from '../../functions/domain/payments/ledger.js';",
      '#domain/payments/ledger.js',
    ],
    [
      'the web app climbing to shared/ without an extension',
      'web/src/lib/api.ts',
      "import type { ErrorCode } from '../../../shared/error-codes';",
      '#shared/error-codes.js',
    ],
  ])('asks for the alias: %s', async (_name, file, source, fixed) => {
    expect(await aliasProblems(file, source)).toHaveLength(1);
    const [result] = await fixingEslint.lintText(`${source}\nexport {};\n`, { filePath: path.join(root, file) });
    expect(result?.output ?? '').toContain(`'${fixed}'`);
  });

  it.each([
    ['an alias', 'functions/handlers/catalogue/course-list.ts', "import { x } from '#shared/money.js';"],
    [
      'a domain context importing another',
      'functions/domain/payments/ledger.ts',
      "import { x } from '../accounts/users.js';",
    ],
    [
      'a test importing its support files',
      'test/integration/refunds.test.ts',
      "import { api } from '../support/api.js';",
    ],
    ['the web app importing its own files', 'web/src/components/Spinner.tsx', "import { x } from '../lib/paths';"],
  ])('keeps relative imports within one part: %s', async (_name, file, source) => {
    expect(await aliasProblems(file, source)).toEqual([]);
  });
});
