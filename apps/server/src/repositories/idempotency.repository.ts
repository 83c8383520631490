import type { Db } from './transaction.js';

/** First answers of `Idempotency-Key`s (migration 0017). */
export function idempotencyRepository(db: Db) {
  return {
    /** Forgets the key's record if it is older than `before` (a key may be reused after 24 h). */
    async forgetIfOlder(userId: string, route: string, key: string, before: Date): Promise<void> {
      await db
        .deleteFrom('idempotency_keys')
        .where('user_id', '=', userId)
        .where('route', '=', route)
        .where('key', '=', key)
        .where('created_at', '<', before)
        .execute();
    },

    /**
     * Claims the key for this request; false when another request holds it. On PostgreSQL a
     * concurrent claim waits here until the holder's transaction ends, then finds its record.
     */
    async claim(userId: string, route: string, key: string, requestHash: string) {
      const row = await db
        .insertInto('idempotency_keys')
        .values({ user_id: userId, route, key, request_hash: requestHash, response: null })
        .onConflict((oc) => oc.columns(['user_id', 'route', 'key']).doNothing())
        .returning('key')
        .executeTakeFirst();
      return row !== undefined;
    },

    find: (userId: string, route: string, key: string) =>
      db
        .selectFrom('idempotency_keys')
        .select(['request_hash as requestHash', 'status_code as statusCode', 'response'])
        .where('user_id', '=', userId)
        .where('route', '=', route)
        .where('key', '=', key)
        .executeTakeFirst(),

    async saveAnswer(
      userId: string,
      route: string,
      key: string,
      answer: { statusCode: number; body: unknown },
    ): Promise<void> {
      await db
        .updateTable('idempotency_keys')
        .set({ status_code: answer.statusCode, response: JSON.stringify(answer.body) })
        .where('user_id', '=', userId)
        .where('route', '=', route)
        .where('key', '=', key)
        .execute();
    },

    /** Records older than `before`, for the retention job. */
    async prune(before: Date): Promise<void> {
      await db.deleteFrom('idempotency_keys').where('created_at', '<', before).execute();
    },
  };
}
