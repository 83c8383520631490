import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/** 256 random bits, URL-safe. The client holds it; the database holds only its hash. */
export const newToken = () => randomBytes(32).toString('base64url');
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface SessionUser {
  id: string;
  email: string;
  name: string | null;
  picture: string | null;
}

export function sessionsRepository(db: Kysely<Database>) {
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
    async findLive(token: string) {
      return db
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
        .where('sessions.token_hash', '=', hashToken(token))
        .where('sessions.revoked_at', 'is', null)
        .where('sessions.expires_at', '>', new Date())
        .executeTakeFirst();
    },

    async touch(sessionId: string) {
      await db
        .updateTable('sessions')
        .set({ last_used_at: new Date() })
        .where('id', '=', sessionId)
        .execute();
    },

    async revoke(sessionId: string) {
      await db
        .updateTable('sessions')
        .set({ revoked_at: new Date() })
        .where('id', '=', sessionId)
        .where('revoked_at', 'is', null)
        .execute();
    },
  };
}
export type SessionsRepository = ReturnType<typeof sessionsRepository>;
