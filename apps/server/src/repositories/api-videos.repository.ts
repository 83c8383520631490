import type { Db } from './transaction.js';

/**
 * The batches of videos made through `/api/v1` (migration 0017); a page of those videos is
 * generationsRepository's page with `origin: 'api'`.
 */
export function apiVideosRepository(db: Db) {
  return {
    async insertBatch(userId: string, size: number) {
      return db
        .insertInto('video_batches')
        .values({ user_id: userId, size })
        .returning(['id', 'created_at as createdAt'])
        .executeTakeFirstOrThrow();
    },

    findBatch: (userId: string, id: string) =>
      db
        .selectFrom('video_batches')
        .select(['id', 'created_at as createdAt', 'size'])
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst(),

    /** The batch's videos in the order they were sent (discarded ones included). */
    batchVideos: (batchId: string) =>
      db
        .selectFrom('generations')
        .selectAll()
        .where('batch_id', '=', batchId)
        .orderBy('batch_index')
        .execute(),
  };
}
