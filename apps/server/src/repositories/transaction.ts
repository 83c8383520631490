import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/** The database, or a transaction on it: what every repository is made on. */
export type Db = Kysely<Database>;

/**
 * Runs `fn` in a transaction, committed when it resolves and rolled back when it throws; in the
 * caller's own when `db` already is one. The one way services open a transaction.
 */
export const inTransaction = <T>(db: Db, fn: (trx: Db) => Promise<T>): Promise<T> =>
  db.isTransaction ? fn(db) : db.transaction().execute(fn);
