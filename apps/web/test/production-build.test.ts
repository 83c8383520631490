import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// The web app's own Vite (the root one belongs to Vitest).
const require = createRequire(path.join(web, 'package.json'));
const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'reelsmith-web-build-'));

/** `NODE_ENV=development npm start` once built and served React's development build. */
describe('building the web app', () => {
  afterAll(() => fs.rmSync(outDir, { recursive: true, force: true }));

  it('makes the production build even when the caller says NODE_ENV=development', () => {
    const build = spawnSync(
      process.execPath,
      [
        path.join(path.dirname(require.resolve('vite/package.json')), 'bin', 'vite.js'),
        'build',
        '--outDir',
        outDir,
        '--emptyOutDir',
        '--logLevel',
        'error',
      ],
      { cwd: web, env: { ...process.env, NODE_ENV: 'development' }, encoding: 'utf8' },
    );
    expect(build.status, build.stderr).toBe(0);
    const assets = path.join(outDir, 'assets');
    const code = fs
      .readdirSync(assets)
      .filter((file) => file.endsWith('.js'))
      .map((file) => fs.readFileSync(path.join(assets, file), 'utf8'))
      .join('\n');
    // (Booleans, not the code itself: a failure would print megabytes.)
    expect(code.includes('jsxDEV'), 'the development JSX runtime').toBe(false);
    expect(code.includes('React DevTools for a better'), "React's development build").toBe(false);
    // Maps are written beside the build but never linked from the code.
    expect(code.includes('sourceMappingURL'), 'a source map link').toBe(false);
    expect(fs.readdirSync(assets).some((file) => file.endsWith('.js.map'))).toBe(true);
  }, 180_000);
});
