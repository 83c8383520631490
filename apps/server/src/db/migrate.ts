import type { DatabaseHandle } from './database.js';
import { migrations as allMigrations } from './migrations/index.js';

/**
 * Applies the migrations that have not run yet, under an advisory lock, all in one
 * transaction: either the database moves to the new version or it stays where it was.
 * Returns the ids it applied.
 */
export async function migrate(
  handle: DatabaseHandle,
  migrations = allMigrations,
): Promise<string[]> {
  return handle.scripts.withLock(async (conn) => {
    await conn.exec(
      `CREATE TABLE IF NOT EXISTS schema_migrations (id text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`,
    );
    const applied = new Set(
      (await conn.query<{ id: string }>(`SELECT id FROM schema_migrations`)).map((r) => r.id),
    );
    const ran: string[] = [];
    for (const m of migrations) {
      if (applied.has(m.id)) continue;
      await conn.exec(m.sql);
      await conn.exec(
        `INSERT INTO schema_migrations (id) VALUES ('${m.id.replaceAll("'", "''")}')`,
      );
      ran.push(m.id);
    }
    return ran;
  });
}
