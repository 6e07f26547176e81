import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['node_modules', 'cdk.out', 'web/dist', '.data', 'test-results'] },
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
    // Functions log through functions/lib/logger.ts: one structured line with the request's context.
    files: ['functions/**/*.ts'],
    rules: { 'no-console': 'error' },
  },
  {
    // Feature folders stay independent: a feature may use shared web code, never another feature.
    files: ['web/src/features/**/*.{ts,tsx}'],
    rules: {
      // A sibling folder (`../x`) or any path through `features/` is another feature.
      'no-restricted-imports': ['error', { patterns: [{ regex: '^\\.\\./(?!\\.\\./)|(^|/)features/', message: 'No cross-feature imports: move shared code to web/src/components or web/src/lib.' }] }],
    },
  },
);
