#!/usr/bin/env node
// `npm test`: everything that decides whether a change lands, in order:
//   1. check (typecheck, lint, format), 2. build, 3. unit and integration tests (Vitest) on
//   PGlite and on PostgreSQL, 4. browser tests (Playwright driving Debian's Chromium).
// In CI (CI=true) a missing PostgreSQL or Chromium is a failure, never a skip.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { announceNode } from './node-version.mjs';

announceNode('npm test');

const ci = process.env.CI === 'true' || process.env.CI === '1';
const DEFAULT_PG = 'postgres://postgres@127.0.0.1:5432/postgres';
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function run(title, cmd, args, env = {}) {
  console.log(`\n=== ${title} ===`);
  const started = Date.now();
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(
    `=== ${title}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s ===`,
  );
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function reachable(url) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 5432) });
    socket.setTimeout(2000);
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });
}

let databaseUrl = process.env.TEST_DATABASE_URL;
if (databaseUrl === undefined && (ci || (await reachable(DEFAULT_PG)))) databaseUrl = DEFAULT_PG;
if (databaseUrl !== undefined && !(await reachable(databaseUrl))) {
  console.error(`PostgreSQL does not answer at ${databaseUrl}: the integration tests need it.`);
  process.exit(1);
}
if (databaseUrl === undefined) {
  console.warn(
    'No PostgreSQL at 127.0.0.1:5432 and TEST_DATABASE_URL unset: integration tests run on PGlite only.',
  );
}
if (!fs.existsSync(chromium)) {
  console.error(
    `Chromium not found at ${chromium}: install it with 'apt-get install -y chromium' (or set CHROMIUM_PATH).`,
  );
  process.exit(1);
}

run('check: typecheck, lint, format', 'npm', ['run', 'check']);
run('build', 'npm', ['run', 'build']);
// Both runners also write JSON reports, summed into one closing line for CI to read.
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'reelsmith-test-'));
const vitestJson = path.join(reports, 'vitest.json');
const playwrightJson = path.join(reports, 'playwright.json');
run(
  'unit and integration tests (Vitest)',
  'npx',
  ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`],
  databaseUrl ? { TEST_DATABASE_URL: databaseUrl } : {},
);
run(
  'browser tests (Playwright, Chromium)',
  'npx',
  ['playwright', 'test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json'],
  { CHROMIUM_PATH: chromium, PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson },
);

const vitest = JSON.parse(fs.readFileSync(vitestJson, 'utf8'));
const playwright = JSON.parse(fs.readFileSync(playwrightJson, 'utf8'));
const passed = vitest.numPassedTests + playwright.stats.expected;
const failed = vitest.numFailedTests + playwright.stats.unexpected;
const skipped = vitest.numPendingTests + vitest.numTodoTests + playwright.stats.skipped;
console.log(
  `\nVitest: ${vitest.numPassedTests} passed; Playwright: ${playwright.stats.expected} passed`,
);
if (databaseUrl === undefined) {
  // Said again at the end, where it is read: the PostgreSQL half did not run.
  console.warn('PostgreSQL not configured (TEST_DATABASE_URL unset): its tests were skipped');
}
console.log(`Tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
