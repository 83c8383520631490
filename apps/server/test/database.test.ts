import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openPostgres } from '../src/db/database.js';
import { isStalePlan, prepareEveryQuery } from '../src/db/prepared-statements.js';
import { openTestDatabase } from './harness.js';

// PostgreSQL only. Without it this file still runs, and says so: a skipped case under a name
// that tells why, or a failure in CI, where PostgreSQL is required (as scripts/test.mjs does).
const serverUrl = process.env.TEST_DATABASE_URL;
const ci = process.env.CI === 'true' || process.env.CI === '1';
if (serverUrl === undefined && !ci) {
  console.warn('PostgreSQL not configured (TEST_DATABASE_URL unset): its tests are skipped.');
}

describe('the PostgreSQL pool', () => {
  if (serverUrl === undefined && ci) {
    it('needs PostgreSQL in CI: TEST_DATABASE_URL is unset', () => {
      expect.fail('CI=true requires PostgreSQL: set TEST_DATABASE_URL (bash .ci/run does)');
    });
  }

  it.skipIf(serverUrl === undefined)(
    serverUrl === undefined
      ? 'skipped: PostgreSQL not configured (TEST_DATABASE_URL unset)'
      : 'survives the server dropping an idle connection, and reconnects',
    async () => {
      const name = `reelsmith_test_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      const url = new URL(serverUrl!);
      url.pathname = `/${name}`;
      const dropped: Error[] = [];
      const handle = await openPostgres(url.toString(), {
        onIdleClientError: (error) => dropped.push(error),
      });
      try {
        const { rows } = await sql<{ pid: number }>`SELECT pg_backend_pid() AS pid`.execute(
          handle.db,
        );
        await admin.query('SELECT pg_terminate_backend($1)', [rows[0]!.pid]);
        await expect.poll(() => dropped.length).toBe(1);
        expect(dropped[0]!.message).toMatch(/terminat/);
        const again = await sql<{ one: number }>`SELECT 1 AS one`.execute(handle.db);
        expect(again.rows).toEqual([{ one: 1 }]);
      } finally {
        await handle.close();
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      }
    },
  );
});

describe('named prepared statements (prepareEveryQuery)', () => {
  const statements = async (pool: pg.Pool) =>
    (await pool.query<{ statement: string }>('SELECT statement FROM pg_prepared_statements')).rows
      .map((r) => r.statement)
      .sort();

  /** One connection, so that every query sees the statements of the ones before it. */
  async function withPool(limit: number | undefined, fn: (pool: pg.Pool) => Promise<void>) {
    const database = await openTestDatabase('postgres');
    const pool = new pg.Pool({ connectionString: database.url, max: 1 });
    prepareEveryQuery(pool, limit);
    try {
      await fn(pool);
    } finally {
      await pool.end();
      await database.close();
    }
  }

  it.skipIf(serverUrl === undefined)(
    serverUrl === undefined
      ? 'skipped: PostgreSQL not configured (TEST_DATABASE_URL unset)'
      : 'prepares a parameterized query once per connection, and not one without parameters',
    async () => {
      await withPool(undefined, async (pool) => {
        for (let i = 0; i < 3; i++) {
          const { rows } = await pool.query<{ n: number }>('SELECT $1::int + 1 AS n', [i]);
          expect(rows).toEqual([{ n: i + 1 }]);
        }
        await pool.query('SELECT 2');
        expect(await statements(pool)).toEqual(['SELECT $1::int + 1 AS n']);
      });
    },
  );

  it.skipIf(serverUrl === undefined)(
    serverUrl === undefined
      ? 'skipped: PostgreSQL not configured (TEST_DATABASE_URL unset)'
      : "is on for the app's own pool: a Kysely query is a prepared statement",
    async () => {
      const database = await openTestDatabase('postgres');
      try {
        const prepared = await database.db.transaction().execute(async (trx) => {
          await trx
            .selectFrom('credit_accounts')
            .select('balance')
            .where('user_id', '=', '00000000-0000-0000-0000-000000000000')
            .execute();
          return sql<{
            statement: string;
          }>`SELECT statement FROM pg_prepared_statements`.execute(trx);
        });
        expect(prepared.rows.map((r) => r.statement)).toContain(
          'select "balance" from "credit_accounts" where "user_id" = $1',
        );
      } finally {
        await database.close();
      }
    },
  );

  it.skipIf(serverUrl === undefined)(
    serverUrl === undefined
      ? 'skipped: PostgreSQL not configured (TEST_DATABASE_URL unset)'
      : 'names only the first texts up to its limit; the others run unnamed',
    async () => {
      await withPool(2, async (pool) => {
        for (const text of ['SELECT $1::int AS a', 'SELECT $1::int AS b', 'SELECT $1::int AS c']) {
          expect((await pool.query(text, [7])).rows).toHaveLength(1);
        }
        expect(await statements(pool)).toEqual(['SELECT $1::int AS a', 'SELECT $1::int AS b']);
      });
    },
  );

  it.skipIf(serverUrl === undefined)(
    serverUrl === undefined
      ? 'skipped: PostgreSQL not configured (TEST_DATABASE_URL unset)'
      : 'after a migration changes a table under a statement: fails once, then runs unnamed',
    async () => {
      await withPool(undefined, async (pool) => {
        await pool.query('CREATE TABLE shapes (a int)');
        await pool.query('INSERT INTO shapes VALUES (1)');
        const text = 'SELECT * FROM shapes WHERE a = $1';
        expect((await pool.query(text, [1])).rows).toEqual([{ a: 1 }]);
        await pool.query('ALTER TABLE shapes ADD COLUMN b int');
        const stale = await pool.query(text, [1]).then(
          () => undefined,
          (error: unknown) => error,
        );
        expect(isStalePlan(stale)).toBe(true);
        expect((await pool.query(text, [1])).rows).toEqual([{ a: 1, b: null }]);
      });
    },
  );
});
