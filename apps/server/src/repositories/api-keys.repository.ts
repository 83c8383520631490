import type { Db } from './transaction.js';

/** An API key that answers requests, with its user (the authenticate plugin). */
export interface LiveApiKey {
  keyId: string;
  lastUsedAt: Date | null;
  id: string;
  email: string;
  name: string | null;
  picture: string | null;
}

const listed = [
  'id',
  'name',
  'prefix',
  'created_at as createdAt',
  'last_used_at as lastUsedAt',
] as const;

/** API keys (migration 0017): only their hash is stored. */
export function apiKeysRepository(db: Db) {
  return {
    async create(key: { userId: string; name: string; prefix: string; keyHash: string }) {
      return db
        .insertInto('api_keys')
        .values({ user_id: key.userId, name: key.name, prefix: key.prefix, key_hash: key.keyHash })
        .returning([...listed])
        .executeTakeFirstOrThrow();
    },

    /** The user's keys that still work, newest first. */
    listLive: (userId: string) =>
      db
        .selectFrom('api_keys')
        .select([...listed])
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .execute(),

    /** Holds the user's row until the transaction ends: one key creation at a time. */
    async lockUser(userId: string): Promise<void> {
      await db.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
    },

    async countLive(userId: string): Promise<number> {
      const row = await db
        .selectFrom('api_keys')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** The live key for a hash with its (not deleted) user; undefined otherwise. */
    findLiveByHash: (keyHash: string): Promise<LiveApiKey | undefined> =>
      db
        .selectFrom('api_keys')
        .innerJoin('users', 'users.id', 'api_keys.user_id')
        .select([
          'api_keys.id as keyId',
          'api_keys.last_used_at as lastUsedAt',
          'users.id as id',
          'users.email as email',
          'users.name as name',
          'users.picture as picture',
        ])
        .where('api_keys.key_hash', '=', keyHash)
        .where('api_keys.revoked_at', 'is', null)
        .where('users.deleted_at', 'is', null)
        .executeTakeFirst(),

    async touch(keyId: string): Promise<void> {
      await db
        .updateTable('api_keys')
        .set({ last_used_at: new Date() })
        .where('id', '=', keyId)
        .execute();
    },

    /** Revokes one of the user's live keys; false when there is none such (or another's). */
    async revoke(userId: string, keyId: string): Promise<boolean> {
      const result = await db
        .updateTable('api_keys')
        .set({ revoked_at: new Date() })
        .where('id', '=', keyId)
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** Every key of the user (account deletion). */
    async deleteForUser(userId: string): Promise<void> {
      await db.deleteFrom('api_keys').where('user_id', '=', userId).execute();
    },
  };
}
export type ApiKeysRepository = ReturnType<typeof apiKeysRepository>;
