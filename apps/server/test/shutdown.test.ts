import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { testDatabases, type DatabaseKind } from './harness.js';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const serverEntry = path.join(repoRoot, 'apps/server/src/server.ts');

async function freePort(): Promise<number> {
  const probe = net.createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as net.AddressInfo;
  probe.close();
  await once(probe, 'close');
  return port;
}

/** Where the spawned server keeps its data: a temporary PGlite directory or a new database. */
async function serverDatabase(kind: DatabaseKind, dataDir: string) {
  if (kind === 'pglite') return { env: {}, drop: async () => undefined };
  const serverUrl = process.env.TEST_DATABASE_URL!;
  const name = `reelsmith_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString(), DATA_DIR: dataDir },
    drop: async () => {
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

async function waitUntilHealthy(base: string, child: ChildProcess, stderr: () => string) {
  // Start-up on a busy machine (TypeScript through tsx, a fresh PGlite) takes a while.
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited at start:\n${stderr()}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`the server did not start:\n${stderr()}`);
}

describe.each(testDatabases())('the server process on %s', (kind) => {
  it('ends within 10 s of SIGTERM even when nobody reads its stdout', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'reelsmith-shutdown-'));
    const database = await serverDatabase(kind, dataDir);
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    // stdout is a pipe that this test never reads: once the pipe (64 KiB) and this side's
    // buffer are full, every write of the server's logger meets EAGAIN.
    const child = spawn(
      process.execPath,
      ['--conditions=@reelsmith/source', '--import', 'tsx', serverEntry],
      {
        cwd: repoRoot,
        stdio: ['ignore', 'pipe', 'pipe'],
        env: {
          ...process.env,
          NODE_ENV: 'production',
          COOKIE_SECRET: randomBytes(32).toString('hex'),
          HOST: '127.0.0.1',
          PORT: String(port),
          DATA_DIR: dataDir,
          LOG_LEVEL: 'trace',
          ...database.env,
        },
      },
    );
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const exited = once(child, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
    try {
      await waitUntilHealthy(base, child, () => stderr);
      // Each request logs two lines of several hundred bytes: far more than the pipe holds.
      for (let i = 0; i < 400; i += 1) {
        await (await fetch(`${base}/api/credits/packages?round=${i}`)).arrayBuffer();
      }
      // What this side took off the pipe before it stopped reading: the pipe behind it is full.
      expect(child.stdout.readableLength).toBeGreaterThanOrEqual(
        child.stdout.readableHighWaterMark,
      );

      const signalled = performance.now();
      child.kill('SIGTERM');
      const outcome = await Promise.race([exited, sleep(14_000, 'still running' as const)]);
      const seconds = (performance.now() - signalled) / 1000;
      expect(outcome, `still running ${seconds.toFixed(1)} s after SIGTERM`).not.toBe(
        'still running',
      );
      // Closed cleanly: the lines nobody took are dropped, not waited for past the limit.
      expect(outcome).toEqual([0, null]);
      expect(seconds).toBeLessThan(10);
    } finally {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGKILL');
        await exited;
      }
      child.stdout.destroy();
      await database.drop();
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  }, 240_000);
});
