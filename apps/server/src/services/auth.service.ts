import type { Config } from '../config.js';
import { inTransaction, type Db } from '../repositories/transaction.js';
import { sessionsRepository, type SessionUser } from '../repositories/sessions.repository.js';
import { usersRepository, type ProviderIdentity } from '../repositories/users.repository.js';
import type { SessionCache } from './session-cache.js';

/** Provider name of development sign-ins: never mixed up with a real provider's subjects. */
export const DEV_PROVIDER = 'development';

/**
 * Sessions: an opaque 256-bit token, stored hashed, expiring after SESSION_TTL_DAYS, revoked
 * by logout and replaced by refresh (docs/decisions/0020-sign-in-and-sessions.md).
 */
export function authService(
  db: Db,
  config: Config,
  /** This process's cached sessions: a revoked one is dropped before the call returns. */
  cache?: Pick<SessionCache, 'evictSession'>,
) {
  const ttlDays = config.SESSION_TTL_DAYS;

  /** Signs in whoever the provider vouched for: creates or updates the user, opens a session. */
  const signIn = async (
    identity: ProviderIdentity,
    userAgent: string | null,
  ): Promise<{ token: string; user: SessionUser; created: boolean }> =>
    // PGlite has one connection: inside the transaction only `trx` may be used.
    inTransaction(db, async (trx) => {
      const { user, created } = await usersRepository(trx).upsertFromProvider(identity);
      const token = await sessionsRepository(trx).create(user.id, ttlDays, userAgent);
      return { token, user, created };
    });

  return {
    signIn,

    /** Development sign-in: the email is the identity. */
    async devSignIn(email: string, userAgent: string | null) {
      const address = email.trim().toLowerCase();
      return signIn(
        {
          provider: DEV_PROVIDER,
          subject: address,
          email: address,
          name: address.split('@')[0] ?? null,
          picture: null,
        },
        userAgent,
      );
    },

    /**
     * A new token for the same user; the old one stops working in the same transaction. Two
     * refreshes racing with one token give one new token: the loser gets undefined.
     */
    async refresh(
      session: { sessionId: string; userId: string },
      userAgent: string | null,
    ): Promise<string | undefined> {
      const token = await inTransaction(db, async (trx) => {
        const sessions = sessionsRepository(trx);
        if (!(await sessions.revoke(session.sessionId))) return undefined;
        return sessions.create(session.userId, ttlDays, userAgent);
      });
      cache?.evictSession(session.sessionId);
      return token;
    },

    async logout(sessionId: string): Promise<void> {
      await sessionsRepository(db).revoke(sessionId);
      cache?.evictSession(sessionId);
    },
  };
}
export type AuthService = ReturnType<typeof authService>;
