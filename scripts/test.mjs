#!/usr/bin/env node
// `npm test`: everything that decides whether a change lands, in order:
//   1. check (typecheck, lint, format), 2. build, 3. unit and integration tests (Vitest) on
//   PGlite and on PostgreSQL, 4. browser tests (Playwright driving Debian's Chromium).
// In CI (CI=true) a missing PostgreSQL or Chromium is a failure, never a skip.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';

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
run(
  'unit and integration tests (Vitest)',
  'npx',
  ['vitest', 'run'],
  databaseUrl ? { TEST_DATABASE_URL: databaseUrl } : {},
);
run(
  'browser tests (Playwright, Chromium)',
  'npx',
  ['playwright', 'test', '-c', 'e2e/playwright.config.ts'],
  { CHROMIUM_PATH: chromium },
);
