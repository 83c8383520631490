import { sql } from 'kysely';
import type { Insertable } from 'kysely';
import type { ProviderCallStage, ProviderCallTable } from '../db/tables/usage.js';
import type { Db } from './transaction.js';

export type NewProviderCall = Insertable<ProviderCallTable>;

/** Calls to providers and render usage: I/O only (services/usage decides). */
export function providerCallsRepository(db: Db) {
  return {
    async insert(call: NewProviderCall): Promise<void> {
      await db.insertInto('provider_calls').values(call).execute();
    },

    /** A generation's calls, oldest first. */
    async listForGeneration(generationId: string) {
      return db
        .selectFrom('provider_calls')
        .selectAll()
        .where('generation_id', '=', generationId)
        .orderBy('created_at')
        .orderBy('id')
        .execute();
    },

    /**
     * A generation's cost per stage, in US dollars (priced calls only), and how many of its
     * calls are unpriced.
     */
    async sumsForGeneration(generationId: string) {
      const rows = await db
        .selectFrom('provider_calls')
        .select((eb) => [
          'stage',
          eb.fn.coalesce(eb.fn.sum<string>('cost_usd'), sql<string>`0`).as('cost'),
          eb.fn.countAll<number>().as('calls'),
          sql<number>`count(*) FILTER (WHERE cost_usd IS NULL)`.as('unpriced'),
        ])
        .where('generation_id', '=', generationId)
        .groupBy('stage')
        .execute();
      const of = (stage: ProviderCallStage) => rows.find((r) => r.stage === stage);
      return {
        draftUsd: Number(of('draft')?.cost ?? 0),
        renderUsd: Number(of('render')?.cost ?? 0),
        calls: rows.reduce((n, r) => n + Number(r.calls), 0),
        unpriced: rows.reduce((n, r) => n + Number(r.unpriced), 0),
      };
    },

    /** Paid pictures drawn for the project before finalize (answered, priced above 0). */
    async paidDrawings(generationId: string): Promise<number> {
      const row = await db
        .selectFrom('provider_calls')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('images'), sql<number>`0`).as('n'))
        .where('generation_id', '=', generationId)
        .where('stage', '=', 'draft')
        .where('role', '=', 'images')
        .where('outcome', '=', 'ok')
        .where('cost_usd', '>', '0')
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** What the project's priced calls before finalize cost, in US dollars. */
    async draftCost(generationId: string): Promise<number> {
      const row = await db
        .selectFrom('provider_calls')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('cost_usd'), sql<string>`0`).as('usd'))
        .where('generation_id', '=', generationId)
        .where('stage', '=', 'draft')
        .executeTakeFirstOrThrow();
      return Number(row.usd);
    },

    /**
     * The user's projects started in the last 24 hours that were never finalized and made a
     * priced call (or, `queuedCount`, still wait for their first script from a priced writer).
     */
    async unfinishedPricedProjects(userId: string, queuedCount: boolean): Promise<number> {
      const row = await db
        .selectFrom('generations as g')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('g.user_id', '=', userId)
        .where('g.created_at', '>', sql<Date>`now() - interval '1 day'`)
        .where('g.render_attempt', '=', 0)
        .where((eb) =>
          eb.or([
            eb.exists(
              eb
                .selectFrom('provider_calls as p')
                .select(sql`1`.as('one'))
                .whereRef('p.generation_id', '=', 'g.id')
                .where('p.stage', '=', 'draft')
                .where('p.cost_usd', '>', '0'),
            ),
            ...(queuedCount ? [eb('g.status', '=', 'QUEUED')] : []),
          ]),
        )
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** The worker's CPU and wall seconds of one render attempt (once per attempt). */
    async insertRenderUsage(usage: {
      generationId: string;
      attempt: number;
      cpuSeconds: number;
      wallSeconds: number;
    }): Promise<void> {
      await db
        .insertInto('render_usage')
        .values({
          generation_id: usage.generationId,
          attempt: usage.attempt,
          cpu_seconds: usage.cpuSeconds,
          wall_seconds: usage.wallSeconds,
        })
        .onConflict((oc) =>
          oc.columns(['generation_id', 'attempt']).doUpdateSet({
            cpu_seconds: usage.cpuSeconds,
            wall_seconds: usage.wallSeconds,
          }),
        )
        .execute();
    },

    async renderUsage(generationId: string) {
      return db
        .selectFrom('render_usage')
        .selectAll()
        .where('generation_id', '=', generationId)
        .orderBy('attempt')
        .execute();
    },
  };
}
export type ProviderCallsRepository = ReturnType<typeof providerCallsRepository>;
