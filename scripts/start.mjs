#!/usr/bin/env node
// `npm start`: build what is out of date, then run the server (API + worker + web app).
// Extra arguments pass through, e.g. `npm start -- --role api`.
import { spawnSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { announceNode } from './node-version.mjs';

announceNode('npm start');

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outputs = ['apps/server/dist/server.js', 'apps/web/dist/index.html'].map((p) =>
  path.join(root, p),
);
const sources = [
  'packages/contract/src',
  'packages/studio/src',
  'apps/server/src',
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/public',
  // The build's own configuration: it makes the production build whatever NODE_ENV says.
  'apps/web/vite.config.ts',
];

function newest(p) {
  if (!fs.existsSync(p)) return 0;
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let max = stat.mtimeMs;
  for (const entry of fs.readdirSync(p)) max = Math.max(max, newest(path.join(p, entry)));
  return max;
}

const builtAt = Math.min(...outputs.map((p) => (fs.existsSync(p) ? fs.statSync(p).mtimeMs : 0)));
const changedAt = Math.max(...sources.map((s) => newest(path.join(root, s))));
if (builtAt === 0 || changedAt > builtAt) {
  console.log('Building Reelsmith (sources changed since the last build)...');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  // Mark the outputs as fresh even when a tool kept an unchanged file's old time.
  const now = new Date();
  for (const p of outputs) if (fs.existsSync(p)) fs.utimesSync(p, now, now);
}

const args = process.argv.slice(2);
const roleIndex = args.indexOf('--role');
const env = { ...process.env };
if (roleIndex !== -1 && args[roleIndex + 1] !== undefined) env.ROLE = args[roleIndex + 1];
const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/server.js')], {
  cwd: root,
  stdio: 'inherit',
  env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal === null ? 0 : 1)));
