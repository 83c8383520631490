import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/** One run over every package: each has its own vitest.config.ts naming its project. */
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: a single worker on CI's two, where
    // the server's tests wait on PostgreSQL and leave a core idle.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      'packages/*/vitest.config.ts',
      'apps/*/vitest.config.ts',
      'apps/server/vitest.render.config.ts',
    ],
  },
});
