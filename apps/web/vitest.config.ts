import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['@reelsmith/source'] },
  test: {
    name: 'web',
    // test/: checks of the built app (first-load budget, production build).
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'test/**/*.test.ts'],
    environment: 'node',
  },
});
