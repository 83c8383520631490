/**
 * `npm run bench:web`: builds, then for each public route prints the JavaScript of its first
 * load (gzip) and Lighthouse's mobile performance and accessibility scores (median of
 * BENCH_LIGHTHOUSE_RUNS runs, default 3), measured on the built server started here on a free
 * port with a fresh data directory, in Debian's Chromium (CHROME_PATH, default /usr/bin/chromium).
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { firstLoad, PUBLIC_ROUTES } from './support/first-load.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'apps/web/dist');
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        resolve(typeof address === 'object' && address !== null ? address.port : 0),
      );
    });
  });
}

async function waitForHealth(base: string) {
  for (let i = 0; i < 120; i += 1) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The server at ${base} did not become healthy`);
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

console.log('Building...');
const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'reelsmith-bench-web-'));
const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/server.js')], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_URL: base,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    COOKIE_SECRET: randomBytes(32).toString('hex'),
  },
});

const rows: string[][] = [];
const problems = new Map<string, Set<string>>();
try {
  await waitForHealth(base);
  for (const route of Object.keys(PUBLIC_ROUTES)) {
    const { gzipBytes } = firstLoad(dist, route);
    const performance: number[] = [];
    const accessibility: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      // A fresh browser each run: nothing cached from the one before.
      const chrome = await chromeLauncher.launch({
        chromePath,
        chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu'],
      });
      try {
        const result = await lighthouse(`${base}${route}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility'],
        });
        if (result === undefined) throw new Error(`Lighthouse gave no result for ${route}`);
        const { categories, audits, runtimeError } = result.lhr;
        if (runtimeError !== undefined) {
          // Reported and left out of the median, not counted as a score of 0.
          console.log(`${route} run ${run + 1}: ${runtimeError.code} ${runtimeError.message}`);
          continue;
        }
        performance.push(Math.round((categories.performance?.score ?? 0) * 100));
        accessibility.push(Math.round((categories.accessibility?.score ?? 0) * 100));
        for (const ref of categories.accessibility?.auditRefs ?? []) {
          const audit = audits[ref.id];
          if (audit !== undefined && audit.score !== null && audit.score < 1) {
            problems.set(route, (problems.get(route) ?? new Set()).add(audit.title));
          }
        }
      } finally {
        chrome.kill();
      }
    }
    rows.push([
      route,
      `${(gzipBytes / 1000).toFixed(1)} KB`,
      String(median(performance)),
      String(median(accessibility)),
    ]);
    console.log(
      `${route}: performance ${performance.join(', ')}; accessibility ${accessibility.join(', ')}`,
    );
  }
} finally {
  server.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
}

const header = ['route', 'first-load JS (gzip)', 'performance', 'accessibility'];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]?.length ?? 0)));
const line = (cells: string[]) =>
  `| ${cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join(' | ')} |`;
console.log(`\nLighthouse mobile, median of ${RUNS} runs:\n`);
console.log(line(header));
console.log(
  `| ${widths.map((w, i) => (i === 0 ? '-'.repeat(w) : `${'-'.repeat(w - 1)}:`)).join(' | ')} |`,
);
for (const row of rows) console.log(line(row));
for (const [route, titles] of problems) {
  console.log(`\n${route} accessibility findings:\n  - ${[...titles].join('\n  - ')}`);
}
