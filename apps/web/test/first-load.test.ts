import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { firstLoad } from '../../../bench/support/first-load.js';

// `npm test` builds before Vitest runs; the web app's dist is what is served.
const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const BUDGET_BYTES = 100_000;

describe('first load of the built web app', () => {
  it(`/ loads at most ${BUDGET_BYTES / 1000} KB of JavaScript (gzip)`, () => {
    const { files, gzipBytes } = firstLoad(dist, '/');
    expect(
      gzipBytes,
      `first load of / is ${(gzipBytes / 1000).toFixed(1)} KB gzip in ${files.join(', ')}`,
    ).toBeLessThanOrEqual(BUDGET_BYTES);
  });

  it.each([
    ['zod', 'ZodError'],
    ['TanStack Query', 'QueryCache'],
    ['sonner', 'data-sonner-toaster'],
    ["React Router's data router", 'non-empty routes array to createRouter'],
  ])('/ does not carry %s', (_library, marker) => {
    const { files } = firstLoad(dist, '/');
    for (const file of files) {
      expect(fs.readFileSync(path.join(dist, file), 'utf8'), file).not.toContain(marker);
    }
  });
});
