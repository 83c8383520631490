import type { PGlite } from '@electric-sql/pglite';
import type { PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';

/**
 * Makes one PGlite instance look like a node-postgres pool to Kysely's PostgresDialect.
 * PGlite has a single connection, so connections are handed out one at a time: a transaction
 * holds it until COMMIT/ROLLBACK and every other query waits. Consequence: inside a
 * transaction, use the transaction object, never the outer `db`, or the call waits forever.
 */
export class PGlitePool implements PostgresPool {
  #tail: Promise<void> = Promise.resolve();

  constructor(readonly pglite: PGlite) {}

  /** Runs `fn` with exclusive use of the connection. */
  async exclusive<T>(fn: () => Promise<T>): Promise<T> {
    const release = await this.#acquire();
    try {
      return await fn();
    } finally {
      release();
    }
  }

  async connect(): Promise<PostgresPoolClient> {
    const release = await this.#acquire();
    let released = false;
    return {
      query: (async (sql: string, parameters: readonly unknown[]) => {
        const result = await this.pglite.query(sql, parameters as unknown[]);
        return {
          command: commandOf(sql),
          rowCount: result.affectedRows ?? result.rows.length,
          rows: result.rows,
        } satisfies PostgresQueryResult<unknown>;
      }) as PostgresPoolClient['query'],
      release: () => {
        if (!released) {
          released = true;
          release();
        }
      },
    };
  }

  async end(): Promise<void> {
    await this.exclusive(() => this.pglite.close());
  }

  #acquire(): Promise<() => void> {
    let release!: () => void;
    const next = new Promise<void>((resolve) => (release = resolve));
    const ready = this.#tail.then(() => release);
    this.#tail = this.#tail.then(() => next);
    return ready;
  }
}

const commandOf = (sql: string): PostgresQueryResult<unknown>['command'] => {
  const word = /^\s*(?:with\b[\s\S]*?\)\s*)?(\w+)/i.exec(sql)?.[1]?.toUpperCase();
  switch (word) {
    case 'INSERT':
    case 'UPDATE':
    case 'DELETE':
    case 'MERGE':
      return word;
    case undefined:
    default:
      return 'SELECT';
  }
};
