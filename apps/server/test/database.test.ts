import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openPostgres } from '../src/db/database.js';

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
