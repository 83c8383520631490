import type { Db } from './transaction.js';
import type { ModerationSource } from '../db/tables/operator.js';

/** Flagged prompts and scripts (migration 0014), for the operator's console. */
export function moderationRepository(db: Db) {
  return {
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
