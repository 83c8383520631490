import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['@reelsmith/source'] },
  ssr: { resolve: { conditions: ['@reelsmith/source'] } },
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Full renders: vitest.render.config.ts.
    exclude: ['test/render/**', '**/node_modules/**'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
