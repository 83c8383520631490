import { hash } from 'node:crypto';
import pg from 'pg';

const { Query } = pg;
/** node-postgres reads both when the query is sent; its types do not list them. */
type NamedQuery = InstanceType<typeof Query> & {
  name?: string;
  callback?: (error: Error | null, result: unknown) => void;
};

/**
 * Each parameterized query on a connection of `pool` becomes a named prepared statement: the
 * first run on a connection parses it, every later one sends only Bind and Execute, and
 * PostgreSQL plans it once. node-postgres otherwise parses every query anew (an unnamed
 * statement), which costs the balance route about a quarter of its throughput
 * (docs/decisions/0043-request-path.md).
 *
 * Names come from the SQL text, so every connection and process agrees on them. Only the first
 * `limit` distinct texts are named (queries built with a variable number of parameters could
 * otherwise grow each connection's statements without end); later ones run unnamed, as before.
 *
 * A migration that changes a table's columns while this process runs makes PostgreSQL refuse
 * the statements it had prepared over that table ("cached plan must not change result type"):
 * that query fails once, and from then on runs unnamed in this process.
 */
export function prepareEveryQuery(pool: pg.Pool, limit = 1000): void {
  const names = new Map<string, string | null>();
  const nameOf = (text: string): string | null => {
    let name = names.get(text);
    if (name === undefined) {
      name = names.size < limit ? `q${hash('sha1', text).slice(0, 24)}` : null;
      names.set(text, name);
    }
    return name;
  };
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    client.query = ((...args: unknown[]) => {
      const [text, values, callback] = args;
      if (typeof text !== 'string' || !Array.isArray(values) || values.length === 0) {
        return query(...args);
      }
      const name = nameOf(text);
      if (name === null) return query(...args);
      // A Query made from the text, then named: node-postgres copies a config object
      // descriptor by descriptor on every query (2% of the balance call).
      const named: NamedQuery = new Query(text, values);
      named.name = name;
      // node-postgres's two forms: a callback (pool.query's), or a promise (Kysely's).
      if (typeof callback === 'function') {
        named.callback = (error: Error | null, result: unknown) => {
          if (isStalePlan(error)) names.set(text, null);
          (callback as (error: Error | null, result: unknown) => void)(error, result);
        };
        query(named);
        return undefined;
      }
      return new Promise((resolve, reject) => {
        named.callback = (error: Error | null, result: unknown) => {
          if (error === null || error === undefined) {
            resolve(result);
            return;
          }
          if (isStalePlan(error)) names.set(text, null);
          reject(error);
        };
        query(named);
      });
    }) as typeof client.query;
  });
}

/** PostgreSQL's refusal of a prepared statement whose table changed shape (SQLSTATE 0A000). */
export function isStalePlan(error: unknown): boolean {
  return (
    error instanceof Error &&
    (error as { code?: unknown }).code === '0A000' &&
    error.message.includes('cached plan must not change result type')
  );
}
