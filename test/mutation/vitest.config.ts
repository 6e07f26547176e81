import { defineConfig } from 'vitest/config';

/**
 * The unit tests that cover what `npm run mutation` mutates (stryker.config.mjs), and only those: each
 * mutant is run against them, so a test of anything else would only make the run slower.
 */
export default defineConfig({
  test: {
    root: new URL('../..', import.meta.url).pathname,
    environment: 'node',
    include: [
      'test/unit/money.test.ts',
      'test/unit/payments-pricing.test.ts',
      'test/unit/scoring.test.ts',
      'test/unit/money-limits.test.ts',
      'test/unit/direct-course-prices.test.ts',
      'test/unit/receipt-number-pattern.test.ts',
      'test/unit/score-tallies.test.ts',
      'test/unit/score-histogram.test.ts',
      'test/unit/access-policy.test.ts',
      'test/unit/access-policy-rules.test.ts',
      'test/unit/access-evaluation.test.ts',
    ],
  },
});
