import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['@reelsmith/source'] },
  test: { name: 'web', include: ['src/**/*.test.ts', 'src/**/*.test.tsx'], environment: 'node' },
});
