import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { DatabaseHandle } from '../db/database.js';
import type { Database } from '../db/schema.js';

declare module 'fastify' {
  interface FastifyInstance {
    database: DatabaseHandle;
    db: Kysely<Database>;
  }
}

/** Decorates the app with an already opened and migrated database; closes it on shutdown. */
export const databasePlugin = fp(
  async (app: FastifyInstance, opts: { database: DatabaseHandle; closeOnShutdown: boolean }) => {
    app.decorate('database', opts.database);
    app.decorate('db', opts.database.db);
    if (opts.closeOnShutdown) app.addHook('onClose', () => opts.database.close());
  },
  { name: 'database' },
);
