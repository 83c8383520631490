import { hash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/** 256 random bits, URL-safe. The client holds it; the database holds only its hash. */
export const newToken = () => randomBytes(32).toString('base64url');
/** One-shot `crypto.hash`: a quarter of `createHash`'s cost, on every authenticated request. */
export const hashToken = (token: string) => hash('sha256', token, 'hex');

export interface SessionUser {
  id: string;
  email: string;
  name: string | null;
  picture: string | null;
}

export function sessionsRepository(db: Kysely<Database>) {
  /** The live session for a token hash; unknown, expired and revoked ones give undefined. */
  const findLiveByHash = (tokenHash: string) =>
    db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .select([
        'sessions.id as sessionId',
        'sessions.expires_at as expiresAt',
        'sessions.last_used_at as lastUsedAt',
        'users.id as id',
        'users.email as email',
        'users.name as name',
        'users.picture as picture',
      ])
      .where('sessions.token_hash', '=', tokenHash)
      .where('sessions.revoked_at', 'is', null)
      .where('sessions.expires_at', '>', new Date())
      .executeTakeFirst();

  return {
    async create(userId: string, ttlDays: number, userAgent: string | null): Promise<string> {
      const token = newToken();
      await db
        .insertInto('sessions')
        .values({
          user_id: userId,
          token_hash: hashToken(token),
          expires_at: new Date(Date.now() + ttlDays * 86_400_000),
          user_agent: userAgent?.slice(0, 500) ?? null,
        })
        .execute();
      return token;
    },

    /** The live session for a token: unknown, expired and revoked tokens give undefined. */
    findLive: (token: string) => findLiveByHash(hashToken(token)),

    /** `findLive` for a token already hashed (`hashToken`). */
    findLiveByHash,

    async touch(sessionId: string) {
      await db
        .updateTable('sessions')
        .set({ last_used_at: new Date() })
        .where('id', '=', sessionId)
        .execute();
    },

    /** Revokes a live session; false when it was already revoked or expired (a lost race). */
    async revoke(sessionId: string): Promise<boolean> {
      const result = await db
        .updateTable('sessions')
        .set({ revoked_at: new Date() })
        .where('id', '=', sessionId)
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', new Date())
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** Every session of the user: signed out everywhere. */
    async deleteForUser(userId: string): Promise<void> {
      await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
    },
  };
}
export type SessionsRepository = ReturnType<typeof sessionsRepository>;

/**
 * Sign-ins in progress (OpenID Connect state, nonce and PKCE verifier), keyed by the hash of
 * the state. `take` deletes as it reads, so a callback can be completed once only.
 */
export function oidcFlowsRepository(db: Kysely<Database>) {
  return {
    async save(flow: { state: string; nonce: string; codeVerifier: string; ttlMs: number }) {
      // Abandoned sign-ins are cleared here, by the next one: no timer needed.
      await db.deleteFrom('oidc_flows').where('expires_at', '<', new Date()).execute();
      await db
        .insertInto('oidc_flows')
        .values({
          state_hash: hashToken(flow.state),
          nonce: flow.nonce,
          code_verifier: flow.codeVerifier,
          expires_at: new Date(Date.now() + flow.ttlMs),
        })
        .execute();
    },

    /** The live flow for a state, removed in the same statement; undefined if none or expired. */
    async take(state: string) {
      const row = await db
        .deleteFrom('oidc_flows')
        .where('state_hash', '=', hashToken(state))
        .returning(['nonce', 'code_verifier as codeVerifier', 'expires_at as expiresAt'])
        .executeTakeFirst();
      if (row === undefined || row.expiresAt.getTime() <= Date.now()) return undefined;
      return { nonce: row.nonce, codeVerifier: row.codeVerifier };
    },
  };
}
export type OidcFlowsRepository = ReturnType<typeof oidcFlowsRepository>;
