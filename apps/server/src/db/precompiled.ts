import type { Compilable, CompiledQuery, Kysely } from 'kysely';
import type { Database } from './schema.js';

/** Stands for argument `i` while the query is built; no value a caller sends looks like it. */
const placeholder = (i: number) => `\u0000precompiled-argument-${i}\u0000`;

/**
 * A query that Kysely builds and compiles once, then runs with each call's arguments: for the
 * few queries on the path of every request (the balance, a generation's status), where
 * building and compiling the query cost more than reading its answer
 * (docs/decisions/0043-request-path.md).
 *
 * `build` gets placeholders for its arguments and may only bind them as values (in `where`,
 * `set`, a `sql` template): a query whose shape depends on an argument cannot be compiled once,
 * and is refused when first built if an argument does not end up among the parameters. Every
 * Kysely here speaks PostgreSQL (pg and PGlite), so the one compiled text fits each of them,
 * transactions included. Runs without Kysely plugins, which we do not use.
 */
export function precompiled<Args extends string[], Row>(
  build: (db: Kysely<Database>, ...args: Args) => Compilable<Row>,
): (db: Kysely<Database>, ...args: Args) => Promise<Row[]> {
  let compiled: CompiledQuery<Row> | undefined;
  /** For each parameter: the argument it is, or -1 for a constant of the query. */
  let slots: number[] = [];
  return async (db, ...args) => {
    if (compiled === undefined) {
      const placeholders = args.map((_, i) => placeholder(i)) as Args;
      const query = build(db, ...placeholders).compile();
      slots = query.parameters.map((value) =>
        typeof value === 'string' ? placeholders.indexOf(value) : -1,
      );
      for (const i of args.keys()) {
        if (!slots.includes(i)) {
          throw new TypeError(`precompiled: argument ${i} is not a parameter of ${query.sql}`);
        }
      }
      compiled = query;
    }
    const template = compiled;
    const parameters = slots.map((slot, i) => (slot === -1 ? template.parameters[i] : args[slot]));
    const result = await db.executeQuery<Row>({ ...template, parameters });
    return result.rows;
  };
}
