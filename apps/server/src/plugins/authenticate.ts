import { SERVER_MESSAGES } from '@reelsmith/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { unauthorized } from '../errors.js';
import {
  hashToken,
  sessionsRepository,
  type SessionUser,
} from '../repositories/sessions.repository.js';
import type { CachedSession, SessionCache } from '../services/session-cache.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler for every protected route: sets request.user or answers 401. */
    authenticate: (request: FastifyRequest) => Promise<void>;
    /** The signed-in user of a request, or null; never throws (for public routes). */
    identify: (request: FastifyRequest) => Promise<SessionUser | null>;
  }
  interface FastifyRequest {
    user: SessionUser | null;
    sessionId: string | null;
    sessionExpiresAt: Date | null;
  }
}

/** Only touch last_used_at once a minute per session: a write per request is waste. */
const TOUCH_INTERVAL_MS = 60_000;

export const bearerToken = (request: FastifyRequest): string | undefined => {
  const header = request.headers.authorization;
  if (header === undefined) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  const token = match?.[1];
  return token === undefined || token === 'null' || token === 'undefined' ? undefined : token;
};

export interface AuthenticateOptions {
  /** Live sessions held in this process (composition.ts); without it every request looks up. */
  cache?: SessionCache;
}

/**
 * One authentication hook for every protected route (docs/product/errors.md#server-messages):
 * no token gives 401 'No token found'; an unknown, expired or revoked one gives 401
 * 'Invalid token'. A session seen recently comes from the cache, without a query; revocations
 * reach the cache at once (docs/decisions/0043-request-path.md).
 */
export const authenticatePlugin = fp(
  async (app: FastifyInstance, options: AuthenticateOptions) => {
    const sessions = sessionsRepository(app.db);
    const cache = options.cache;
    // Listening before the first request, so that sessions are cached from the start.
    if (cache !== undefined) app.addHook('onReady', () => cache.start());
    app.decorateRequest('user', null);
    app.decorateRequest('sessionId', null);
    app.decorateRequest('sessionExpiresAt', null);

    async function lookUp(tokenHash: string): Promise<CachedSession | undefined> {
      const ticket = cache?.ticket() ?? 0;
      const row = await sessions.findLiveByHash(tokenHash);
      if (row === undefined) return undefined;
      const session: CachedSession = {
        sessionId: row.sessionId,
        // Shared by every request of the session while cached: nobody may change it.
        user: Object.freeze({ id: row.id, email: row.email, name: row.name, picture: row.picture }),
        expiresAt: new Date(row.expiresAt),
        lastUsedAt: new Date(row.lastUsedAt),
      };
      cache?.store(ticket, tokenHash, session);
      return session;
    }

    /** Looks the token up and fills the request; 'missing' or 'invalid' when it cannot. */
    async function resolve(request: FastifyRequest): Promise<'ok' | 'missing' | 'invalid'> {
      const token = bearerToken(request);
      if (token === undefined) return 'missing';
      // A token is 43 base64url characters; anything far off is not worth a query.
      if (token.length > 200) return 'invalid';
      const tokenHash = hashToken(token);
      const session = cache?.get(tokenHash) ?? (await lookUp(tokenHash));
      if (session === undefined) return 'invalid';
      request.user = session.user;
      request.sessionId = session.sessionId;
      request.sessionExpiresAt = session.expiresAt;
      const now = Date.now();
      if (now - session.lastUsedAt.getTime() > TOUCH_INTERVAL_MS) {
        // Marked first, so that concurrent requests of a cached session write once.
        session.lastUsedAt = new Date(now);
        await sessions.touch(session.sessionId);
      }
      return 'ok';
    }

    app.decorate('authenticate', async (request: FastifyRequest) => {
      const result = await resolve(request);
      if (result === 'missing') throw unauthorized(SERVER_MESSAGES.noToken);
      if (result === 'invalid') throw unauthorized(SERVER_MESSAGES.invalidToken);
    });
    app.decorate('identify', async (request: FastifyRequest) =>
      (await resolve(request)) === 'ok' ? request.user : null,
    );
  },
  { name: 'authenticate', dependencies: ['database'] },
);

/** The signed-in user of a route that ran `app.authenticate`. */
export function currentUser(request: FastifyRequest): SessionUser {
  if (request.user === null) throw unauthorized(SERVER_MESSAGES.noToken);
  return request.user;
}

/** The session of a route that ran `app.authenticate`. */
export function currentSession(request: FastifyRequest): {
  sessionId: string;
  userId: string;
  expiresAt: Date;
} {
  const user = currentUser(request);
  if (request.sessionId === null || request.sessionExpiresAt === null) {
    throw unauthorized(SERVER_MESSAGES.noToken);
  }
  return { sessionId: request.sessionId, userId: user.id, expiresAt: request.sessionExpiresAt };
}
