import type { Db } from './transaction.js';
import type { ModerationSource } from '../db/tables/operator.js';

/** Flagged prompts and scripts (migration 0014), for the operator's console. */
export function moderationRepository(db: Db) {
  return {
    /** A moderation call in the provider-usage ledger: omni-moderation-latest is free (cost 0). */
    async recordCall(call: {
      userId: string;
      generationId: string | undefined;
      provider: string;
      model: string;
      outcome: 'ok' | 'failed';
      durationMs: number;
    }): Promise<void> {
      await db
        .insertInto('provider_calls')
        .values({
          user_id: call.userId,
          generation_id: call.generationId ?? null,
          role: 'moderation',
          provider: call.provider,
          model: call.model,
          outcome: call.outcome,
          stage: 'draft',
          duration_ms: call.durationMs,
          cost_usd: 0,
        })
        .execute();
    },

    async recordFlag(flag: {
      userId: string;
      source: ModerationSource;
      generationId: string | undefined;
      categories: string[];
      excerpt: string;
      model: string;
    }): Promise<void> {
      await db
        .insertInto('moderation_flags')
        .values({
          user_id: flag.userId,
          source: flag.source,
          generation_id: flag.generationId ?? null,
          categories: flag.categories,
          excerpt: flag.excerpt,
          model: flag.model,
        })
        .execute();
    },
  };
}
