import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import lingui from 'eslint-plugin-lingui';
import path from 'node:path';
import { existsSync, readFileSync, statSync } from 'node:fs';

/**
 * Imports run one way (bulletproof-react's rules): app → features → components → lib → shared. Each
 * zone lists the folders (relative to the repository) that code under `from` may not import.
 */
const IMPORT_ZONES = [
  {
    from: 'web/src/lib',
    forbidden: ['web/src/components', 'web/src/features', 'web/src/app'],
    message: 'lib/ is the bottom of the web app: it may not import components/, features/ or app/.',
  },
  {
    from: 'web/src/components',
    forbidden: ['web/src/features', 'web/src/app'],
    message: 'components/ may not import features/ or app/: pass what they need in as props.',
  },
  {
    from: 'web/src/features',
    forbidden: ['web/src/app'],
    message: 'A feature may not import app/: move shared code to web/src/components or web/src/lib.',
  },
  {
    from: 'shared',
    forbidden: ['web', 'functions', 'infra'],
    message: 'shared/ is used by every side: it may not import web/, functions/ or infra/.',
  },
  { from: 'functions', forbidden: ['infra', 'web'], message: 'functions/ may not import infra/ or web/.' },
  {
    from: 'functions/lib',
    forbidden: ['functions/domain', 'functions/handlers', 'functions/jobs'],
    message:
      'functions/lib/ is the layer under every handler and job: it may not import a domain context, a handler or a job; take what it needs as an argument (as apiHandlerWith does).',
  },
  {
    from: 'web/src/server',
    forbidden: ['functions/domain', 'functions/handlers', 'functions/jobs', 'infra'],
    message:
      'The page function may use functions/lib/ (its logger, the origin secret) and nothing else of functions/ or infra/.',
  },
  ...['web/src/app', 'web/src/components', 'web/src/features', 'web/src/lib'].map((from) => ({
    from,
    forbidden: ['functions', 'infra'],
    message: 'The browser app may not import server code (functions/, infra/): what both sides need goes in shared/.',
  })),
];
const FEATURES = 'web/src/features';
/**
 * Each domain context (functions/domain/<context>/) is reached from outside only through its index, the
 * list of what it offers; its other modules are its own. Tests may reach inside to test a module alone.
 */
const DOMAIN = 'functions/domain';

/** What a visitor or student sees: the app shell, shared components and the public and student features. */
const STUDENT_FACING = ['web/src/app/**/*.tsx', 'web/src/components/**/*.tsx', 'web/src/features/**/*.{ts,tsx}'];
/** Screens only admins open (behind the admin route guard), and the components only they use. */
const ADMIN_ONLY = [
  'web/src/features/admin*/**',
  'web/src/features/reports/**',
  'web/src/components/course-form/**',
  'web/src/components/{PaymentLedgerTable,ProductTag,StatCards,CounterWarnings,SearchForm,CursorPager,TaskProgress,StatusBadge}.tsx',
];

const inside = (file, folder) => file === folder || file.startsWith(`${folder}/`);

/** The path aliases of package.json#imports ('#shared/*' → './shared/*'), as [prefix, folder] pairs. */
const ALIASES = Object.entries(
  JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')).imports ?? {},
).map(([alias, target]) => [alias.replace(/\*$/, ''), target.replace(/^\.\//, '').replace(/\*$/, '')]);

/** The repository path an import names, for a relative import or an alias; undefined for a package. */
function importedPath(importerFile, specifier, root) {
  if (specifier.startsWith('.'))
    return path
      .relative(root, path.resolve(path.dirname(importerFile), specifier))
      .split(path.sep)
      .join('/');
  const alias = ALIASES.find(([prefix]) => specifier.startsWith(prefix));
  return alias ? path.posix.normalize(alias[1] + specifier.slice(alias[0].length)) : undefined;
}

/** The feature folder a repository path belongs to ('web/src/features/courses/x.ts' → 'courses'). */
function featureOf(file) {
  return inside(file, FEATURES) ? file.slice(FEATURES.length + 1).split('/')[0] : undefined;
}

/** The domain context a repository path is in ('functions/domain/payments/upi.ts' → 'payments'). */
function contextOf(file) {
  return inside(file, DOMAIN) ? file.slice(DOMAIN.length + 1).split('/')[0] : undefined;
}

/** True for a context's index, named with or without its extension. */
const isContextIndex = (file) => /^functions\/domain\/[^/]+\/index(\.[jt]s)?$/.test(file);

const importBoundaries = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const root = context.cwd;
    const importer = path.relative(root, context.filename).split(path.sep).join('/');
    function check(node) {
      const specifier = node.source && node.source.type === 'Literal' ? node.source.value : undefined;
      if (typeof specifier !== 'string') return;
      const target = importedPath(context.filename, specifier, root);
      if (target === undefined) return;
      const zone = IMPORT_ZONES.find(
        (z) => inside(importer, z.from) && z.forbidden.some((folder) => inside(target, folder)),
      );
      if (zone) return context.report({ node: node.source, message: zone.message });
      const targetContext = contextOf(target);
      if (targetContext && targetContext !== contextOf(importer) && !isContextIndex(target)) {
        return context.report({
          node: node.source,
          message: `Reach the ${targetContext} context through its index (functions/domain/${targetContext}/index.ts), not its module ${target}: export what others need from there.`,
        });
      }
      const from = featureOf(importer);
      const to = featureOf(target);
      if (from && to && from !== to) {
        context.report({
          node: node.source,
          message: `No cross-feature imports (${from} → ${to}): move shared code to web/src/components or web/src/lib.`,
        });
      }
    }
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

/** The folder an alias names that holds `file` (the deepest one), or undefined. */
const aliasOf = (file) =>
  ALIASES.filter(([, folder]) => inside(file, folder.replace(/\/$/, ''))).sort((a, b) => b[1].length - a[1].length)[0];

/** The file an import names, with its extension ('shared/text' → 'shared/text.ts'), or undefined. */
function sourceFile(target) {
  const candidates = [
    target,
    target.replace(/\.js$/, '.ts'),
    target.replace(/\.js$/, '.tsx'),
    `${target}.ts`,
    `${target}.tsx`,
  ];
  return candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
}

/**
 * An import that climbs out of its part of the tree into another goes through that part's alias
 * (package.json#imports): `#shared/money.js`, not `../../../shared/money.js`. Within one part (a domain
 * context importing another, the web app's own files) relative imports stay. `eslint --fix` rewrites them.
 */
const aliasImports = {
  meta: { type: 'suggestion', fixable: 'code', schema: [] },
  create(context) {
    const root = context.cwd;
    const importer = path.relative(root, context.filename).split(path.sep).join('/');
    const importerPart = aliasOf(importer)?.[1] ?? importer.split('/')[0];
    function check(node) {
      const specifier = node.source && node.source.type === 'Literal' ? node.source.value : undefined;
      if (typeof specifier !== 'string' || !specifier.startsWith('../')) return;
      const target = importedPath(context.filename, specifier, root);
      const alias = aliasOf(target);
      if (
        !alias ||
        alias[1] === importerPart ||
        (inside(importer, 'web') && inside(target, alias[1].replace(/\/$/, '')) && alias[0] === '#web/')
      )
        return;
      const file = sourceFile(path.join(root, target));
      const rest = file
        ? path
            .relative(path.join(root, alias[1]), file)
            .split(path.sep)
            .join('/')
            .replace(/\.tsx?$/, '.js')
        : undefined;
      context.report({
        node: node.source,
        message: `Import ${target} through its alias ${alias[0]}… rather than a path that climbs out of ${importerPart}.`,
        ...(rest ? { fix: (fixer) => fixer.replaceText(node.source, `'${alias[0]}${rest}'`) } : {}),
      });
    }
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

const BROWSER_DIALOG_MESSAGE =
  'Show the message on the page or in a dialog of our own (web/src/components/Dialog.tsx); a browser alert or prompt is only for the texts the product spec names.';

const localRules = { rules: { 'import-boundaries': importBoundaries, 'alias-imports': aliasImports } };

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'cdk.out',
      'web/dist',
      'web/dist-server',
      '.data',
      'test-results',
      '.stryker-tmp',
      'reports',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}', 'test/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // Every text a student or visitor reads comes from the message catalogues (web/src/lib/catalogues):
    // an English literal rendered by a public or student screen fails the lint. Admin screens may stay English.
    files: STUDENT_FACING,
    ignores: ADMIN_ONLY,
    plugins: { lingui },
    // Types tell a message id, an API route or another fixed choice (a union of literals) from text.
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      'lingui/no-unlocalized-strings': [
        'error',
        {
          useTsTypes: true,
          // t('nav.home') and the like take a message id; console and errors are for developers.
          // API routes, paths and file names are not text; thrown errors are for developers.
          ignoreFunctions: [
            't',
            'api',
            'apiUrl',
            'usePreloaded',
            'paths.*',
            'saveBlob',
            'console.*',
            '*Error',
            'Invalid*',
            'Missing*',
            'URLSearchParams',
            'fetch',
            'window.matchMedia',
            'localStorage.*',
            'sessionStorage.*',
            'document.*',
            'Intl.*',
          ],
          // Names and attribute values that never reach a reader as text.
          ignoreNames: [
            {
              regex: {
                pattern:
                  '^(className|class|id|key|type|role|rel|href|to|src|target|method|name|htmlFor|autoComplete|inputMode|lang|hrefLang|property|content|d|path|fill|stroke|viewBox|transform|strokeLinecap|textAnchor|fontWeight|preload|shapeRendering|loading|crossOrigin|data-.*|aria-(controls|current|live|hidden|haspopup|expanded|pressed|busy|modal|describedby|labelledby|invalid))$',
              },
            },
            { regex: { pattern: '^[A-Z_0-9]+$' } },
          ],
          // Message ids, paths, CSS classes and other machine text.
          // (A template literal is checked by its fixed parts: `exam.${category}.title` as 'exam..title'.)
          ignore: [
            '^[a-z][a-zA-Z0-9]*(\\.[a-zA-Z0-9]*)+$',
            '^/',
            '^-?[a-z][a-z0-9]*([-_][a-zA-Z0-9]+)*$',
            '^[a-z]+:',
            '^#',
          ],
        },
      ],
    },
  },
  {
    // A browser alert() or prompt() only where the product spec names one: each such line says which in
    // its eslint-disable comment. Every other message is shown on the page or in a dialog of our own.
    files: ['web/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['window', 'globalThis', 'self'].flatMap((object) =>
          ['alert', 'prompt'].map((property) => ({ object, property, message: BROWSER_DIALOG_MESSAGE })),
        ),
      ],
      'no-restricted-globals': [
        'error',
        { name: 'alert', message: BROWSER_DIALOG_MESSAGE },
        { name: 'prompt', message: BROWSER_DIALOG_MESSAGE },
      ],
    },
  },
  {
    // Functions log through functions/lib/logger.ts: one structured line with the request's context.
    files: ['functions/**/*.ts'],
    rules: { 'no-console': 'error' },
  },
  {
    files: ['web/**/*.{ts,tsx}', 'shared/**/*.ts', 'functions/**/*.ts', 'infra/**/*.ts', 'scripts/**/*.ts'],
    plugins: { local: localRules },
    rules: { 'local/import-boundaries': 'error' },
  },
  {
    // The screens' own imports of shared/ are still relative (they move to #shared/ with `eslint --fix`).
    files: ['**/*.{ts,tsx}'],
    ignores: ['web/src/features/**', 'test/web/**'],
    plugins: { local: localRules },
    rules: { 'local/alias-imports': 'error' },
  },
);
