import {
  USER_MESSAGES,
  type UpdateUserSettingsRequest,
  type UserSettingsResponse,
} from '@reelsmith/contract';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { invalidField, unauthorized } from '../errors.js';
import { userSettingsRepository } from '../repositories/user-settings.repository.js';
import type { SessionCache } from './session-cache.js';

export interface AccountDeps {
  db: Kysely<Database>;
  /** Deletes every project of the user, in the transaction; answers what to remove after. */
  generations: {
    deleteAllForUser(trx: Kysely<Database>, userId: string): Promise<(() => Promise<void>)[]>;
  };
  /** This process's cached sessions: the deleted user's are dropped before the call returns. */
  sessionCache?: Pick<SessionCache, 'evictUser'>;
}

/**
 * The account: its defaults and its deletion (docs/product/screens-and-routes.md#settings).
 */
export function accountService({ db, generations, sessionCache }: AccountDeps) {
  const email = async (userId: string): Promise<string> => {
    const row = await db
      .selectFrom('users')
      .select('email')
      .where('id', '=', userId)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (row === undefined) throw unauthorized();
    return row.email;
  };

  return {
    async settings(userId: string): Promise<UserSettingsResponse> {
      const [address, settings] = await Promise.all([
        email(userId),
        userSettingsRepository(db).find(userId),
      ]);
      return { email: address, settings };
    },

    async updateSettings(
      userId: string,
      change: UpdateUserSettingsRequest,
    ): Promise<UserSettingsResponse> {
      const address = await email(userId);
      return { email: address, settings: await userSettingsRepository(db).update(userId, change) };
    },

    /**
     * Deletes the account: projects, videos and their files, settings and every session (signed
     * out everywhere). The ledger and payments stay, on a user row emptied of personal data:
     * no email, name, picture or provider subject (the same Google account signs up afresh).
     */
    async deleteAccount(userId: string, confirmEmail: string): Promise<void> {
      const cleanups = await db.transaction().execute(async (trx) => {
        const user = await trx
          .selectFrom('users')
          .select(['email'])
          .where('id', '=', userId)
          .where('deleted_at', 'is', null)
          .forUpdate()
          .executeTakeFirst();
        if (user === undefined) throw unauthorized();
        if (user.email.trim().toLowerCase() !== confirmEmail.trim().toLowerCase()) {
          throw invalidField('confirmEmail', USER_MESSAGES.confirmEmailMismatch);
        }
        const after = await generations.deleteAllForUser(trx, userId);
        await trx.deleteFrom('sessions').where('user_id', '=', userId).execute();
        await trx.deleteFrom('user_settings').where('user_id', '=', userId).execute();
        await trx
          .updateTable('client_errors')
          .set({ user_id: null })
          .where('user_id', '=', userId)
          .execute();
        await trx
          .updateTable('users')
          .set({
            email: '',
            name: null,
            picture: null,
            subject: sql<string>`'deleted:' || id::text`,
            deleted_at: new Date(),
          })
          .where('id', '=', userId)
          .execute();
        return after;
      });
      sessionCache?.evictUser(userId);
      // Files go once the rows are gone; a failure leaves orphans for retention, not records.
      for (const cleanup of cleanups) await cleanup();
    },
  };
}
export type AccountService = ReturnType<typeof accountService>;
