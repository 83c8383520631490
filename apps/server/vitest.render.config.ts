import { defineConfig } from 'vitest/config';

/**
 * Full renders through the API (real engine, real ffmpeg): their own project so that the rest of
 * the server's tests stay fast; files run one at a time since renders use every core.
 */
export default defineConfig({
  resolve: { conditions: ['@reelsmith/source'] },
  ssr: { resolve: { conditions: ['@reelsmith/source'] } },
  test: {
    name: 'server-render',
    root: import.meta.dirname,
    include: ['test/render/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 300_000,
    hookTimeout: 120_000,
  },
});
