import type { GenerationRow } from './generations.repository.js';
import type { Db } from './transaction.js';

/** Videos made through `/api/v1` and their batches (migration 0017). */
export function apiVideosRepository(db: Db) {
  return {
    /** A page of the user's API videos, newest first, discarded ones left out. */
    async page(
      userId: string,
      page: number,
      size: number,
    ): Promise<{ rows: GenerationRow[]; total: number }> {
      const base = db
        .selectFrom('generations')
        .where('user_id', '=', userId)
        .where('origin', '=', 'api')
        .where('status', '!=', 'CANCELLED');
      const [rows, count] = await Promise.all([
        base
          .selectAll()
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(size)
          .offset(page * size)
          .execute(),
        base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.n) };
    },

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
