import { sql } from 'kysely';
import type { Db } from './transaction.js';

const num = (value: unknown): number => (value === null || value === undefined ? 0 : Number(value));

/**
 * The figures `/metrics` reads from the database at scrape time, totals since the beginning:
 * API processes and workers are separate processes, so no one process counts them.
 */
export function metricsRepository(db: Db) {
  return {
    async jobs() {
      // pg-boss 12 keeps its jobs in pgboss.job with a state per row (created, retry, active,
      // completed, cancelled, failed); absent until the queue first starts.
      const { rows } = await sql<{ name: string; state: string; count: string }>`
        SELECT name, state::text AS state, count(*)::text AS count FROM pgboss.job
        WHERE state IN ('created', 'retry', 'active', 'failed')
        GROUP BY name, state`
        .execute(db)
        .catch(() => ({ rows: [] as { name: string; state: string; count: string }[] }));
      return rows.map((r) => ({ name: r.name, state: r.state, count: num(r.count) }));
    },

    async providerCalls() {
      return db
        .selectFrom('provider_calls')
        .select((eb) => [
          'role',
          'model',
          'outcome',
          eb.fn.countAll<string>().as('calls'),
          eb.fn.sum<string | null>('cost_usd').as('cost'),
        ])
        .groupBy(['role', 'model', 'outcome'])
        .execute();
    },

    async renderSeconds() {
      return db
        .selectFrom('render_usage')
        .select((eb) => [
          eb.fn.countAll<string>().as('renders'),
          eb.fn.sum<number | null>('wall_seconds').as('wall'),
          eb.fn.sum<number | null>('cpu_seconds').as('cpu'),
        ])
        .executeTakeFirstOrThrow();
    },

    async credits() {
      return db
        .selectFrom('credit_ledger')
        .select((eb) => ['reason', eb.fn.sum<string>('delta').as('delta')])
        .groupBy('reason')
        .execute();
    },
  };
}
