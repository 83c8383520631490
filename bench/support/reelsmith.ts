/**
 * Reelsmith for the benchmarks that render: a scratch PostgreSQL database with signed-in users
 * and projects made through the services, worker processes (`server.ts --role worker`, as
 * `npm start -- --role worker` runs it, from source), and the API's event stream.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { createContainer, type Container } from '../../apps/server/src/composition.js';
import { configSchema } from '../../apps/server/src/config.js';
import type { DatabaseHandle } from '../../apps/server/src/db/database.js';
import { openDatabase } from '../../apps/server/src/db/open.js';
import { sessionsRepository } from '../../apps/server/src/repositories/sessions.repository.js';
import { grantSignupCredits } from '../../apps/server/src/services/credits.service.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const dataDirs: string[] = [];
/** Removes the data directories `runEnv` made (videos, caches). */
export function removeDataDirs(): void {
  for (const dir of dataDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
}

/** The environment every process of a run shares: one database, one data directory. */
export function runEnv(databaseUrl: string, dataDir?: string): NodeJS.ProcessEnv {
  if (dataDir === undefined) {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'reelsmith-bench-'));
    dataDirs.push(dataDir);
  }
  return {
    NODE_ENV: 'production',
    COOKIE_SECRET: 'bench-only-cookie-secret-of-32-characters',
    LOG_LEVEL: 'info',
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    // Offline on purpose: the built-in writer, eSpeak NG and the built-in illustrator.
    OPENAI_API_KEY: '',
  };
}

export interface Seeder {
  database: DatabaseHandle;
  container: Container;
  /** A user with a session (bearer token) and credits. */
  user(name: string): Promise<{ userId: string; token: string }>;
  /** A project at STORY_READY from the custom tool (no AI writing): its id and token. */
  project(userId: string, script: string): Promise<{ projectId: string; token: string }>;
  close(): Promise<void>;
}

export async function seeder(env: NodeJS.ProcessEnv): Promise<Seeder> {
  const config = configSchema.parse({ ...env, LOG_LEVEL: 'silent' });
  const database = await openDatabase(config);
  const container = createContainer({ config, database, logger: pino({ level: 'silent' }) });
  return {
    database,
    container,
    async user(name) {
      const row = await database.db
        .insertInto('users')
        .values({ provider: 'bench', subject: name, email: `${name}@example.com`, name })
        .returning('id')
        .executeTakeFirstOrThrow();
      const token = await sessionsRepository(database.db).create(row.id, 1, 'bench');
      await grantSignupCredits(database.db, row.id, 20);
      return { userId: row.id, token };
    },
    project: (userId, script) =>
      container.generations.start(userId, {
        script,
        artStyle: 'cinematic',
        aspectRatio: '9:16',
        duration: 'short',
        voice: 'nova',
      }),
    async close() {
      await container.close();
      await database.close();
    },
  };
}

export interface WorkerProcess {
  child: ChildProcess;
  stop(): Promise<void>;
}

/** A worker process; resolves once it has logged its providers (it takes jobs right after). */
export function startWorker(env: NodeJS.ProcessEnv): Promise<WorkerProcess> {
  const child = spawn(
    process.execPath,
    [
      '--conditions=@reelsmith/source',
      '--import',
      'tsx',
      path.join(root, 'apps/server/src/server.ts'),
      '--role',
      'worker',
    ],
    { cwd: root, stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, ...env } },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the worker exited with ${code}`)));
    let buffer = '';
    let ready = false;
    const onData = (chunk: Buffer) => {
      buffer += chunk.toString();
      // Its warnings and errors (pino levels 40+) are worth seeing; the rest is dropped.
      let end: number;
      while ((end = buffer.indexOf('\n')) !== -1) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 1);
        if (/^\{"level":[4-6]\d/.test(line))
          process.stderr.write(`worker: ${line.slice(0, 2000)}\n`);
        if (!ready && line.includes('"msg":"providers"')) ready = true;
        else continue;
        resolve({
          child,
          async stop() {
            if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
            await exited;
          },
        });
      }
    };
    child.stdout?.on('data', onData);
  });
}

/**
 * Waits until pg-boss's schema and our queues exist (a worker installs them as it starts), so
 * that no two processes install them at once on a fresh database.
 */
export async function queuesInstalled(database: DatabaseHandle): Promise<void> {
  for (;;) {
    const { rows } = await database.executeSql(
      `SELECT to_regclass('pgboss.queue') IS NOT NULL AS ready`,
    );
    if ((rows[0] as { ready: boolean }).ready) {
      const queues = await database.executeSql(
        `SELECT 1 FROM pgboss.queue WHERE name = 'video.render'`,
      );
      if (queues.rows.length > 0) return;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Waits until every project is COMPLETED; throws if one fails. Polls the database. */
export async function completed(database: DatabaseHandle, projectIds: string[]): Promise<void> {
  for (;;) {
    const rows = await database.db
      .selectFrom('generations')
      .select(['id', 'status', 'error_message'])
      .where('id', 'in', projectIds)
      .execute();
    const failed = rows.find((row) => row.status === 'FAILED');
    if (failed !== undefined) throw new Error(`${failed.id} failed: ${failed.error_message}`);
    if (rows.length === projectIds.length && rows.every((row) => row.status === 'COMPLETED')) {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export interface GenerationEvent {
  status: string;
  currentStep: string | null;
  progress: number;
  errorMessage: string | null;
  /** performance.now() when it arrived. */
  at: number;
}

/**
 * Opens `GET /api/story/{id}/events` and records each `generation` event with its arrival
 * time. `first(predicate)` resolves with the first event that matches, past or future.
 */
export async function eventStream(url: string, headers: Record<string, string>) {
  const controller = new AbortController();
  const response = await fetch(url, {
    headers: { accept: 'text/event-stream', ...headers },
    signal: controller.signal,
  });
  if (!response.ok || response.body === null) {
    throw new Error(`${url} answered ${response.status}`);
  }
  const events: GenerationEvent[] = [];
  const waiters: {
    test: (e: GenerationEvent) => boolean;
    resolve: (e: GenerationEvent) => void;
  }[] = [];
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  const ended = (async () => {
    let buffer = '';
    for (;;) {
      const chunk = await reader.read().catch(() => ({ done: true, value: undefined }));
      if (chunk.done === true) return;
      buffer += chunk.value;
      let end: number;
      while ((end = buffer.indexOf('\n\n')) !== -1) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (!block.startsWith('event: generation') || data === undefined) continue;
        const event = {
          ...(JSON.parse(data) as Omit<GenerationEvent, 'at'>),
          at: performance.now(),
        };
        events.push(event);
        for (const waiter of [...waiters]) {
          if (!waiter.test(event)) continue;
          waiters.splice(waiters.indexOf(waiter), 1);
          waiter.resolve(event);
        }
      }
    }
  })();
  return {
    events,
    first(test: (e: GenerationEvent) => boolean): Promise<GenerationEvent> {
      const seen = events.find(test);
      if (seen !== undefined) return Promise.resolve(seen);
      return new Promise((resolve) => waiters.push({ test, resolve }));
    },
    async close() {
      controller.abort();
      await ended;
    },
  };
}

/** A script of `sentences` sentences, split into scenes of two, different for each `seed`. */
export function script(seed: string, sentences: number): string {
  const lines = [
    'The lighthouse keeper counted ships every night for forty years.',
    'One winter a ship came that was on no chart, its lanterns green as sea glass.',
    'He rowed out alone while the village slept behind its shutters.',
    'The deck was empty, but a kettle was still warm on the stove.',
    'In the captain\u2019s cabin lay a logbook written in his own hand.',
    'By morning the ship was gone, and so was he.',
    'The logbook stayed on the rocks, dry, though the tide had covered them twice.',
    'Its last line said only that he had finally come home.',
  ];
  const picked = Array.from({ length: sentences }, (_, i) => lines[i % lines.length]!);
  const scenes: string[] = [];
  for (let i = 0; i < picked.length; i += 2) scenes.push(picked.slice(i, i + 2).join(' '));
  return `${seed}.\n\n${scenes.join('\n\n')}`;
}
