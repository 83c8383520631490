import {
  USER_MESSAGES,
  type UpdateUserSettingsRequest,
  type UserSettingsResponse,
} from '@reelsmith/contract';
import { invalidField, unauthorized } from '../errors.js';
import { clientErrorsRepository } from '../repositories/client-errors.repository.js';
import { sessionsRepository } from '../repositories/sessions.repository.js';
import { apiKeysRepository } from '../repositories/api-keys.repository.js';
import { inTransaction, type Db } from '../repositories/transaction.js';
import { userSettingsRepository } from '../repositories/user-settings.repository.js';
import { usersRepository } from '../repositories/users.repository.js';
import type { SessionCache } from './session-cache.js';

export interface AccountDeps {
  db: Db;
  /** Deletes every project of the user, in the transaction; answers what to remove after. */
  generations: {
    deleteAllForUser(trx: Db, userId: string): Promise<(() => Promise<void>)[]>;
  };
  /** This process's cached sessions: the deleted user's are dropped before the call returns. */
  sessionCache?: Pick<SessionCache, 'evictUser'>;
}

/**
 * The account: its defaults and its deletion (docs/product/screens-and-routes.md#settings).
 */
export function accountService({ db, generations, sessionCache }: AccountDeps) {
  const email = async (userId: string): Promise<string> => {
    const address = await usersRepository(db).findEmail(userId);
    if (address === undefined) throw unauthorized();
    return address;
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
      const cleanups = await inTransaction(db, async (trx) => {
        const address = await usersRepository(trx).findEmail(userId, { lock: true });
        if (address === undefined) throw unauthorized();
        if (address.trim().toLowerCase() !== confirmEmail.trim().toLowerCase()) {
          throw invalidField('confirmEmail', USER_MESSAGES.confirmEmailMismatch);
        }
        const after = await generations.deleteAllForUser(trx, userId);
        await sessionsRepository(trx).deleteForUser(userId);
        await apiKeysRepository(trx).deleteForUser(userId);
        await userSettingsRepository(trx).delete(userId);
        await clientErrorsRepository(trx).forgetUser(userId);
        await usersRepository(trx).anonymize(userId);
        return after;
      });
      sessionCache?.evictUser(userId);
      // Files go once the rows are gone; a failure leaves orphans for retention, not records.
      for (const cleanup of cleanups) await cleanup();
    },
  };
}
export type AccountService = ReturnType<typeof accountService>;
