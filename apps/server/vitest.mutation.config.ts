import { defineConfig } from 'vitest/config';

/**
 * The tests `npm run test:mutation` (stryker.config.mjs) runs against each mutant: those of
 * credits, payments and a render's credit, on PGlite. Not one of the root config's projects;
 * otherwise as vitest.config.ts.
 */
export default defineConfig({
  root: import.meta.dirname,
  resolve: { conditions: ['@reelsmith/source'] },
  ssr: { resolve: { conditions: ['@reelsmith/source'] } },
  test: {
    name: 'server-mutation',
    include: [
      'test/money-*.test.ts',
      'test/credits.test.ts',
      'test/ledger.test.ts',
      'test/payments.test.ts',
      'test/payments-stripe.test.ts',
      'test/story.test.ts',
      // The lifecycle's own unit tests: fast, and they kill most of lifecycle.ts's mutants.
      'src/services/generations/lifecycle.test.ts',
    ],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
