import { sql } from 'kysely';
import type { Db } from './transaction.js';

/** Whether the database answers (`GET /health`). */
export function healthRepository(db: Db) {
  return {
    async ping(): Promise<void> {
      await sql`SELECT 1`.execute(db);
    },
  };
}
export type HealthRepository = ReturnType<typeof healthRepository>;
