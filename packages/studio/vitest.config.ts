import { defineConfig } from 'vitest/config';

// Tests load the TypeScript sources of workspace packages through the custom export condition.
const conditions = ['@reelsmith/source'];

export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions } },
  test: {
    name: 'studio',
    root: import.meta.dirname,
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    // Render tests run real ffmpeg; two cores are shared, so files run one at a time.
    fileParallelism: false,
    testTimeout: 240_000,
    hookTimeout: 120_000,
  },
});
