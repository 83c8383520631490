import { defineConfig } from 'vitest/config';

/** One run over every package: each has its own vitest.config.ts naming its project. */
export default defineConfig({
  test: {
    projects: [
      'packages/*/vitest.config.ts',
      'apps/*/vitest.config.ts',
      'apps/server/vitest.render.config.ts',
    ],
  },
});
