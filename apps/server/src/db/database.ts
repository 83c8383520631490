import fs from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import {
  checkNotification,
  PGliteNotificationListener,
  PostgresNotificationListener,
  type ListenOptions,
  type Unlisten,
} from './notifications.js';
import { PGlitePool } from './pglite-pool.js';
import { prepareEveryQuery } from './prepared-statements.js';
import type { Database } from './schema.js';

// Keep int8 (counts, sums) as JS numbers, not strings: our values stay far below 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number.parseInt(v, 10));

/** A raw connection for scripts (migrations): multi-statement SQL without parameters. */
export interface ScriptConnection {
  /** Runs SQL that may hold several statements and takes no parameters. */
  exec(sql: string): Promise<void>;
  query<R>(sql: string): Promise<R[]>;
}
export interface ScriptRunner {
  /** Runs `fn` in one transaction on one connection, holding the migration lock. */
  withLock<T>(fn: (conn: ScriptConnection) => Promise<T>): Promise<T>;
}

export interface DatabaseHandle {
  kind: 'pglite' | 'postgres';
  db: Kysely<Database>;
  scripts: ScriptRunner;
  /** For pg-boss and other libraries that take raw SQL. */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /**
   * Calls `onPayload` with every notification on `channel`, from this process or another one,
   * until the returned function is called. All subscriptions of a handle share one LISTEN.
   */
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    options?: ListenOptions,
  ): Promise<Unlisten>;
  /** Sends a notification now (outside any transaction); see `notify` for inside one. */
  notify(channel: string, payload: string): Promise<void>;
  close(): Promise<void>;
}

export type { ListenOptions, Unlisten };

/**
 * Sends a notification through `db`, which may be a transaction: PostgreSQL then delivers it
 * on COMMIT and drops it on ROLLBACK, so listeners never hear of a change that did not happen.
 */
export async function notify(db: Kysely<Database>, channel: string, payload: string) {
  checkNotification(channel, payload);
  await sql`SELECT pg_notify(${channel}, ${payload})`.execute(db);
}

const logListenerError = (error: Error) => console.error(error.message);

/** Advisory lock key for migrations, so that many processes starting at once migrate once. */
const MIGRATION_LOCK = 7_402_113;

export async function openPostgres(
  connectionString: string,
  options: {
    onIdleClientError?: (error: Error) => void;
    /** The LISTEN connection dropped or a subscriber threw; it reconnects by itself. */
    onListenerError?: (error: Error) => void;
  } = {},
): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  prepareEveryQuery(pool);
  // An idle connection that the server drops (restart, failover, an administrator) emits
  // 'error' on the pool; without a listener that would crash the process. The pool replaces
  // the connection on the next query, so logging is all there is to do.
  pool.on(
    'error',
    options.onIdleClientError ??
      ((error) => console.error(`PostgreSQL dropped an idle connection: ${error.message}`)),
  );
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  const listener = new PostgresNotificationListener(
    connectionString,
    options.onListenerError ?? logListenerError,
  );
  return {
    kind: 'postgres',
    db,
    scripts: {
      async withLock(fn) {
        const client = await pool.connect();
        try {
          await client.query('BEGIN');
          await client.query(`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK})`);
          const result = await fn({
            exec: async (sql) => {
              await client.query(sql);
            },
            query: async <R>(sql: string) => (await client.query(sql)).rows as R[],
          });
          await client.query('COMMIT');
          return result;
        } catch (error) {
          await client.query('ROLLBACK');
          throw error;
        } finally {
          client.release();
        }
      },
    },
    async executeSql(text, values) {
      // Several statements without parameters (pg-boss's BEGIN ... COMMIT maintenance) come back
      // from node-postgres as one result per statement: every row, as on PGlite, so that the
      // rows of a statement before the COMMIT are not lost (pg-boss reads them).
      const result = (await pool.query(text, values)) as unknown as
        pg.QueryResult<Record<string, unknown>> | pg.QueryResult<Record<string, unknown>>[];
      const rows: unknown[] = Array.isArray(result) ? result.flatMap((r) => r.rows) : result.rows;
      return { rows };
    },
    listen: (channel, onPayload, listenOptions) =>
      listener.listen(channel, onPayload, listenOptions),
    notify: (channel, payload) => notify(db, channel, payload),
    async close() {
      await listener.close();
      await db.destroy();
    },
  };
}

/** PGlite in `dataDir`, or in memory when `dataDir` is undefined (tests). */
export async function openPGlite(
  dataDir: string | undefined,
  options: {
    onListenerError?: (error: Error) => void;
    /** A dumped data directory to start from (tests: a fresh one, saving initdb's time). */
    loadDataDir?: Blob;
  } = {},
): Promise<DatabaseHandle> {
  if (dataDir !== undefined) await fs.mkdir(path.dirname(dataDir), { recursive: true });
  const pglite = await PGlite.create({
    ...(dataDir === undefined ? {} : { dataDir }),
    ...(options.loadDataDir === undefined ? {} : { loadDataDir: options.loadDataDir }),
  });
  const pool = new PGlitePool(pglite);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  const listener = new PGliteNotificationListener(
    pglite,
    pool,
    options.onListenerError ?? logListenerError,
  );
  return {
    kind: 'pglite',
    db,
    scripts: {
      withLock: (fn) =>
        pool.exclusive(async () => {
          await pglite.exec('BEGIN');
          try {
            const result = await fn({
              exec: async (sql) => {
                await pglite.exec(sql);
              },
              query: async <R>(sql: string) => (await pglite.query<R>(sql)).rows,
            });
            await pglite.exec('COMMIT');
            return result;
          } catch (error) {
            await pglite.exec('ROLLBACK');
            throw error;
          }
        }),
    },
    executeSql: (text, values) =>
      pool.exclusive(async () => {
        if (values === undefined || values.length === 0) {
          // Several statements (pg-boss's BEGIN ... RETURNING ... COMMIT): every row, as
          // node-postgres gives them, so a RETURNING before the COMMIT is not lost.
          const results = await pglite.exec(text);
          return { rows: results.flatMap((r) => r.rows) };
        }
        const result = await pglite.query(text, values);
        return { rows: result.rows };
      }),
    listen: (channel, onPayload, listenOptions) =>
      listener.listen(channel, onPayload, listenOptions),
    notify: (channel, payload) => notify(db, channel, payload),
    async close() {
      await listener.close();
      await db.destroy();
    },
  };
}
