import { randomBytes } from 'node:crypto';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import pino from 'pino';
import { buildApp, type App } from '../src/app.js';
import { createContainer, type Container, type ContainerOptions } from '../src/composition.js';
import { configSchema, type Config } from '../src/config.js';
import { openPGlite, openPostgres, type DatabaseHandle } from '../src/db/database.js';
import { migrate } from '../src/db/migrate.js';
import { sessionsRepository } from '../src/repositories/sessions.repository.js';
import { grantSignupCredits } from '../src/services/credits.service.js';

export type DatabaseKind = 'pglite' | 'postgres';

/**
 * The databases every server test runs on: PGlite always, and PostgreSQL when
 * TEST_DATABASE_URL is set (CI sets it and requires the server to answer).
 */
export const testDatabases = (): DatabaseKind[] =>
  process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export interface TestDatabase extends DatabaseHandle {
  /**
   * Another handle on the same database, standing in for another process (a worker). PGlite
   * belongs to one process, so there it is this same handle. Closed together with this one.
   */
  openAnother(): Promise<DatabaseHandle>;
  /** PostgreSQL only: the database's URL, for processes a test spawns. */
  url?: string;
}

export interface TestDatabaseOptions {
  /** Where the handles report a dropped LISTEN connection (default: stderr). */
  onListenerError?: (error: Error) => void;
}

/**
 * A PGlite data directory just made by initdb, dumped once per machine and PGlite version:
 * initdb is most of a new PGlite's time (about 12 of 14 s on a loaded machine; from the dump,
 * under 2 s), and every test file, and every run of `npm run test:mutation`, opens several.
 */
async function freshDataDir(): Promise<Blob> {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const manifest = await readFile(path.join(path.dirname(entry), '..', 'package.json'), 'utf8');
  const { version } = JSON.parse(manifest) as { version: string };
  const file = path.join(os.tmpdir(), `reelsmith-pglite-${version}-initdb.tar`);
  try {
    return new Blob([await readFile(file)]);
  } catch {
    const pglite = await PGlite.create();
    const dump = await pglite.dumpDataDir('none');
    await pglite.close();
    // Written whole, then renamed: a test process reading meanwhile never sees half of it.
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, file);
    return dump;
  }
}

/** A fresh, migrated database: in-memory PGlite, or a new database on the PostgreSQL server. */
export async function openTestDatabase(
  kind: DatabaseKind,
  options: TestDatabaseOptions = {},
): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const handle = await openPGlite(undefined, { ...options, loadDataDir: await freshDataDir() });
    await migrate(handle);
    return { ...handle, openAnother: async () => ({ ...handle, close: async () => undefined }) };
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl === undefined) throw new Error('TEST_DATABASE_URL is not set');
  const name = `reelsmith_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  // Dropping the database at the end terminates connections that are still closing: expected.
  const open = () =>
    openPostgres(url.toString(), { ...options, onIdleClientError: () => undefined });
  const handle = await open();
  const others: DatabaseHandle[] = [];
  await migrate(handle);
  return {
    ...handle,
    url: url.toString(),
    async openAnother() {
      const other = await open();
      others.push(other);
      return other;
    },
    async close() {
      for (const other of others) await other.close();
      await handle.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

export function testConfig(overrides: Partial<Record<keyof Config, string>> = {}): Config {
  return configSchema.parse({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: path.join(os.tmpdir(), `reelsmith-test-${randomBytes(4).toString('hex')}`),
    WEB_DIST_DIR: path.join(os.tmpdir(), 'reelsmith-no-web-app'),
    // Required with NODE_ENV=production, which some tests set.
    COOKIE_SECRET: randomBytes(32).toString('hex'),
    ...overrides,
  });
}

export interface TestContext {
  app: App;
  /** The app's services (the composition root's container), for what a test does around the API. */
  services: Container;
  database: TestDatabase;
  close(): Promise<void>;
}

/** The container each test app was built on: the app itself carries no service locator. */
const containers = new WeakMap<App, Container>();

/** An app on a fresh database. Call close() in afterAll. */
export async function createTestApp(
  kind: DatabaseKind,
  overrides: Partial<Record<keyof Config, string>> = {},
  services: Omit<ContainerOptions, 'config' | 'database' | 'logger'> = {},
): Promise<TestContext> {
  const database = await openTestDatabase(kind);
  const config = testConfig(overrides);
  const container = createContainer({
    config,
    database,
    logger: pino({ level: 'silent' }),
    ...services,
  });
  const app = await buildApp({ config, database, container });
  containers.set(app, container);
  await app.ready();
  return {
    app,
    services: container,
    database,
    async close() {
      await app.close();
      await container.close();
      await database.close();
    },
  };
}

let userCounter = 0;

/** A user with a live session, made directly in the database (the sign-in flow has its own tests). */
export async function createSignedInUser(app: App, email?: string) {
  userCounter += 1;
  const address = email ?? `user${userCounter}-${randomBytes(3).toString('hex')}@example.com`;
  const user = await app.db
    .insertInto('users')
    .values({ provider: 'test', subject: `sub-${address}`, email: address })
    .returning(['id', 'email'])
    .executeTakeFirstOrThrow();
  const token = await sessionsRepository(app.db).create(user.id, 30, 'vitest');
  return { user, token, headers: { authorization: `Bearer ${token}` } };
}

export type Headers = Record<string, string>;

/** Gives a user credits once (the signup grant's path): for tests that spend. */
export async function grantCredits(app: App, userId: string, credits: number) {
  // Through the app's kept balances, as the app's own grants go (decision 0043).
  const container = containers.get(app);
  if (container === undefined) throw new Error('grantCredits needs an app made by createTestApp');
  await grantSignupCredits(app.db, userId, credits, container.balances);
}

/** Short calls to the API of a test app: `api('POST', '/payment/...', headers, body)`. */
export function apiClient(app: App) {
  const api = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    headers?: Headers,
    payload?: unknown,
  ) =>
    app.inject({
      method,
      url: `/api${url}`,
      ...(headers === undefined ? {} : { headers }),
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const balance = async (headers: Headers) =>
    (await api('GET', '/credits/balance', headers)).json<{ availableCredits: number }>()
      .availableCredits;
  return { api, balance };
}

/** A project just made through the API: its owner, its id and token, the headers with both. */
export interface StartedProject {
  user: { id: string; email: string };
  headers: Headers;
  projectId: string;
  generationToken: string;
  /** The owner's bearer token and the Generation-Token: what every call about it needs. */
  withToken: Headers;
}

/**
 * A new signed-in user with `credits` (1 by default) whose `POST /story/{path}` (generate-story,
 * or from-script for a pasted script) was accepted.
 */
export async function startProject(
  app: App,
  payload: Record<string, unknown>,
  options: { credits?: number; path?: 'generate-story' | 'from-script' } = {},
): Promise<StartedProject> {
  const { api } = apiClient(app);
  const { user, headers } = await createSignedInUser(app);
  await grantCredits(app, user.id, options.credits ?? 1);
  const response = await api(
    'POST',
    `/story/${options.path ?? 'generate-story'}`,
    headers,
    payload,
  );
  if (response.statusCode !== 200) {
    throw new Error(`starting a project answered ${response.statusCode}: ${response.body}`);
  }
  const { projectId, token } = response.json<{ projectId: string; token: string }>();
  return {
    user,
    headers,
    projectId,
    generationToken: token,
    withToken: { ...headers, 'generation-token': token },
  };
}

/**
 * Polls `GET /story/{id}/status` until the project is `wanted`, and answers that status. A
 * FAILED project that was not wanted throws at once, with its message.
 */
export async function waitForStatus<S extends { status: string; errorMessage?: string | null }>(
  app: App,
  project: Pick<StartedProject, 'projectId' | 'withToken'>,
  wanted: string,
  timeoutMs = 30_000,
): Promise<S> {
  const { api } = apiClient(app);
  const deadline = Date.now() + timeoutMs;
  let last: S | undefined;
  while (Date.now() < deadline) {
    last = (await api('GET', `/story/${project.projectId}/status`, project.withToken)).json<S>();
    if (last.status === wanted) return last;
    if (last.status === 'FAILED') {
      throw new Error(`the project failed while waiting for ${wanted}: ${last.errorMessage}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the project was still ${last?.status} after ${timeoutMs} ms, not ${wanted}`);
}
