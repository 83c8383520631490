/**
 * What the benchmarks share: servers started as child processes (each prints its port), a
 * scratch PostgreSQL database, and autocannon rounds that alternate between targets so that the
 * noise of a shared machine hits every target alike.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';

const here = path.dirname(fileURLToPath(import.meta.url));

export interface Server {
  child: ChildProcess;
  port: number;
  stop(): Promise<void>;
}

/** BENCH_PROFILE=<dir>: every server writes a CPU profile there (open it in Chrome's DevTools). */
const profileArgs = (): string[] => {
  const dir = process.env.BENCH_PROFILE;
  return dir === undefined || dir === '' ? [] : ['--cpu-prof', `--cpu-prof-dir=${dir}`];
};

/** Starts `bench/support/<script>` in its own Node process and waits for the port it prints. */
export function startServer(script: string, env: NodeJS.ProcessEnv = {}): Promise<Server> {
  const child = spawn(
    process.execPath,
    [
      ...profileArgs(),
      '--conditions=@reelsmith/source',
      '--import',
      'tsx',
      path.join(here, script),
    ],
    { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, ...env } },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
    child.stdout?.once('data', (chunk: Buffer) => {
      const port = Number.parseInt(chunk.toString(), 10);
      if (!Number.isFinite(port)) {
        reject(new Error(`${script} printed no port`));
        return;
      }
      resolve({
        child,
        port,
        async stop() {
          if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
          await exited;
        },
      });
    });
  });
}

/** The PostgreSQL server the benchmarks create their scratch databases on. */
export const postgresServerUrl = () =>
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';

/** A new, empty database on the PostgreSQL server; `drop()` removes it. */
export async function scratchDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const serverUrl = postgresServerUrl();
  const name = `bench_${randomBytes(5).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

export interface Target {
  name: string;
  url: string;
  headers?: Record<string, string>;
  /** The server process, whose CPU time per request is reported (Linux only). */
  pid?: number;
}

/**
 * CPU time (user + system) a process has used, in ms, from /proc; NaN where there is none.
 * Unlike requests per second it does not move when other work takes the cores away.
 */
export function cpuMs(pid: number | undefined): number {
  if (pid === undefined) return Number.NaN;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) start at ') '.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]); // utime, stime
    return (ticks * 1000) / CLOCK_TICKS;
  } catch {
    return Number.NaN;
  }
}
/** USER_HZ: 100 on every Linux that Node runs on. */
const CLOCK_TICKS = 100;

export interface LoadOptions {
  durationS: number;
  rounds: number;
  connections: number;
}

export const loadOptions = (defaults: Partial<LoadOptions> = {}): LoadOptions => ({
  durationS: Number(process.env.BENCH_DURATION ?? defaults.durationS ?? 5),
  rounds: Number(process.env.BENCH_ROUNDS ?? defaults.rounds ?? 3),
  connections: Number(process.env.BENCH_CONNECTIONS ?? defaults.connections ?? 20),
});

async function measure(target: Target, connections: number, durationS: number) {
  const cpuBefore = cpuMs(target.pid);
  const result = await autocannon({
    url: target.url,
    connections,
    duration: durationS,
    ...(target.headers === undefined ? {} : { headers: target.headers }),
  });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${target.name}: ${result.non2xx} non-2xx and ${result.errors} errors`);
  }
  const cpuPerRequestUs = ((cpuMs(target.pid) - cpuBefore) * 1000) / result.requests.total;
  return { rps: result.requests.average, p99: result.latency.p99, cpuPerRequestUs };
}

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

/**
 * Warms every target up (JIT, first reads, pools), then measures them in alternating rounds.
 * Returns each target's mean requests/s, p99 latency (ms) and server CPU time per request (µs),
 * in the order given.
 */
export async function alternate(targets: Target[], options: LoadOptions) {
  for (const target of targets) await measure(target, 5, 1);
  const samples = targets.map(() => ({
    rps: [] as number[],
    p99: [] as number[],
    cpu: [] as number[],
  }));
  for (let round = 0; round < options.rounds; round += 1) {
    for (const [i, target] of targets.entries()) {
      const { rps, p99, cpuPerRequestUs } = await measure(
        target,
        options.connections,
        options.durationS,
      );
      samples[i]!.rps.push(rps);
      samples[i]!.p99.push(p99);
      samples[i]!.cpu.push(cpuPerRequestUs);
    }
  }
  return targets.map((target, i) => ({
    name: target.name,
    rps: mean(samples[i]!.rps),
    p99: mean(samples[i]!.p99),
    /** Server CPU time per request, µs (NaN without /proc). */
    cpuUs: mean(samples[i]!.cpu),
    rpsSamples: samples[i]!.rps,
  }));
}
