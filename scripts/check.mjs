#!/usr/bin/env node
// `npm run check`: typecheck, lint and format check, side by side. Each is one thread of work
// (tsc, ESLint's typed rules, Prettier) and none needs another's output (ESLint reads the
// TypeScript sources through the `@reelsmith/source` condition, not the built `dist`), so on
// two cores the check takes about as long as its slowest part instead of the sum. Each one's
// output is printed whole when it ends, so that the three never interleave.
import { spawn } from 'node:child_process';

const parts = [
  ['typecheck', ['run', 'typecheck']],
  ['lint', ['run', 'lint']],
  ['format', ['run', 'format:check']],
];

const results = await Promise.all(
  parts.map(
    ([name, args]) =>
      new Promise((resolve) => {
        const started = Date.now();
        const child = spawn('npm', args, { stdio: ['ignore', 'pipe', 'pipe'] });
        const output = [];
        child.stdout.on('data', (chunk) => output.push(chunk));
        child.stderr.on('data', (chunk) => output.push(chunk));
        child.on('close', (code) => {
          const seconds = ((Date.now() - started) / 1000).toFixed(1);
          process.stdout.write(Buffer.concat(output));
          console.log(`--- ${name}: ${code === 0 ? 'ok' : 'FAILED'} in ${seconds} s ---`);
          resolve(code === 0);
        });
      }),
  ),
);
// exitCode, not exit(): a piped stdout may still be writing the parts' output.
process.exitCode = results.every(Boolean) ? 0 : 1;
