import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { compiledCatalogues } from './web/catalogue-plugin.js';

// One `npm test` runs every project; integration tests share one DynamoDB Local + s3rver.
export default defineConfig({
  plugins: [compiledCatalogues(), react()],
  test: {
    globals: true,
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['test/unit/**/*.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['test/integration/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['test/integration/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'infra',
          include: ['test/infra/**/*.test.ts'],
          environment: 'node',
          testTimeout: 300_000,
          // Building the stack bundles every function with esbuild: over 300 s on two busy cores.
          hookTimeout: 600_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          include: ['test/web/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['test/web/setup.ts'],
          // Above the 5 s that waitFor and findBy* wait (test/web/setup.ts), so theirs is the error shown.
          testTimeout: 20_000,
        },
      },
    ],
  },
});
