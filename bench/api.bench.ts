/**
 * `npm run bench`: GET /api/credits/packages on the real app next to a bare Fastify hello-world,
 * both started in this run, each in its own process, measured with autocannon in alternating
 * rounds. Machines here are noisy, so the figure to read is the ratio, not the absolute numbers.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const here = path.dirname(fileURLToPath(import.meta.url));
const DURATION_S = Number(process.env.BENCH_DURATION ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);

function start(script: string): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(
    process.execPath,
    ['--conditions=@reelsmith/source', '--import', 'tsx', path.join(here, 'support', script)],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
    child.stdout?.once('data', (chunk: Buffer) => {
      const port = Number.parseInt(chunk.toString(), 10);
      if (Number.isFinite(port)) resolve({ child, port });
      else reject(new Error(`${script} printed no port`));
    });
  });
}

async function measure(url: string) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx and ${result.errors} errors`);
  }
  return { rps: result.requests.average, p99: result.latency.p99 };
}

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

const app = await start('serve-app.ts');
const hello = await start('serve-hello.ts');
const targets = {
  'GET /api/credits/packages': `http://127.0.0.1:${app.port}/api/credits/packages`,
  'bare Fastify hello-world': `http://127.0.0.1:${hello.port}/`,
};
const samples: Record<string, { rps: number[]; p99: number[] }> = {};
try {
  // Warm both up (JIT, first database reads), then alternate so drift hits both alike.
  for (const url of Object.values(targets)) await autocannon({ url, connections: 5, duration: 1 });
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const [name, url] of Object.entries(targets)) {
      const { rps, p99 } = await measure(url);
      (samples[name] ??= { rps: [], p99: [] }).rps.push(rps);
      samples[name].p99.push(p99);
    }
  }
} finally {
  app.child.kill('SIGTERM');
  hello.child.kill('SIGTERM');
}

const rows = Object.keys(targets).map((name) => ({
  name,
  rps: mean(samples[name]!.rps),
  p99: mean(samples[name]!.p99),
}));
const [api, base] = rows as [(typeof rows)[number], (typeof rows)[number]];
console.log(
  `\nAPI benchmark: ${ROUNDS} rounds x ${DURATION_S} s, ${CONNECTIONS} connections, node ${process.version}\n`,
);
console.log('| target | requests/s | p99 latency (ms) |');
console.log('| --- | ---: | ---: |');
for (const row of rows)
  console.log(`| ${row.name} | ${row.rps.toFixed(0)} | ${row.p99.toFixed(1)} |`);
console.log(
  `| ratio (packages / baseline) | ${(api.rps / base.rps).toFixed(2)}x | ${(api.p99 / base.p99).toFixed(2)}x |`,
);
