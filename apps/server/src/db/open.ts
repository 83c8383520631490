import path from 'node:path';
import type { Config } from '../config.js';
import { openPGlite, openPostgres, type DatabaseHandle } from './database.js';
import { migrate } from './migrate.js';

/** Opens the configured database and brings its schema up to date. */
export async function openDatabase(
  config: Pick<Config, 'DATABASE_URL' | 'DATA_DIR'>,
): Promise<DatabaseHandle> {
  const handle =
    config.DATABASE_URL !== undefined
      ? await openPostgres(config.DATABASE_URL)
      : await openPGlite(path.join(config.DATA_DIR, 'pglite'));
  try {
    await migrate(handle);
  } catch (error) {
    await handle.close();
    throw error;
  }
  return handle;
}
