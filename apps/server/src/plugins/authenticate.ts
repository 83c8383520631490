import { API_KEY_MESSAGES, ERROR_CODES, SERVER_MESSAGES } from '@reelsmith/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError, unauthorized } from '../errors.js';
import { apiKeysRepository } from '../repositories/api-keys.repository.js';
import { isApiKey } from '../services/api-keys.service.js';
import { BoundedMap } from '../services/bounded-map.js';
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
    /**
     * `authenticate`, then 403 for an API key: key management, account deletion and payments
     * need a signed-in person (docs/product/api.md#api-keys).
     */
    authenticateSession: (request: FastifyRequest) => Promise<void>;
    /** The signed-in user of a request, or null; never throws (for public routes). */
    identify: (request: FastifyRequest) => Promise<SessionUser | null>;
  }
  interface FastifyRequest {
    user: SessionUser | null;
    sessionId: string | null;
    sessionExpiresAt: Date | null;
    /** The API key the request came with, or null for a session token. */
    apiKeyId: string | null;
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
  /** Requests per API key and minute in this process (API_KEY_RATE_LIMIT). */
  apiKeyRateLimit?: number;
}

/** An API key never expires; the cache still holds its entry 10 s at most. */
const NEVER = new Date(8.64e15);
const RATE_WINDOW_MS = 60_000;

/** 403 for an API key on a route that needs a signed-in person. */
const sessionOnly = () => new HttpError(403, API_KEY_MESSAGES.sessionOnly, ERROR_CODES.FORBIDDEN);

/**
 * One authentication hook for every protected route (docs/product/errors.md#server-messages):
 * no token gives 401 'No token found'; an unknown, expired or revoked one gives 401
 * 'Invalid token'. The token is a session's or an API key (`rs_live_...`, decision 0070),
 * each key with its own budget of requests a minute. A session seen recently comes from the cache, without a query; revocations
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
    app.decorateRequest('apiKeyId', null);
    const apiKeys = apiKeysRepository(app.db);
    const rateLimit = options.apiKeyRateLimit ?? 300;
    // Requests of each key in the current minute (a fixed window per key, in this process).
    const windows = new BoundedMap<string, { start: number; count: number }>(
      100_000,
      RATE_WINDOW_MS,
      Date.now,
    );
    const spend = (keyId: string) => {
      const now = Date.now();
      let window = windows.get(keyId);
      if (window === undefined || now - window.start >= RATE_WINDOW_MS) {
        window = { start: now, count: 0 };
        windows.set(keyId, window);
      }
      window.count += 1;
      return window.count <= rateLimit;
    };

    async function lookUpKey(keyHash: string): Promise<CachedSession | undefined> {
      const ticket = cache?.ticket() ?? 0;
      const row = await apiKeys.findLiveByHash(keyHash);
      if (row === undefined) return undefined;
      const session: CachedSession = {
        sessionId: `k:${row.keyId}`,
        apiKeyId: row.keyId,
        user: Object.freeze({ id: row.id, email: row.email, name: row.name, picture: row.picture }),
        expiresAt: NEVER,
        lastUsedAt: row.lastUsedAt ?? new Date(0),
      };
      cache?.store(ticket, keyHash, session);
      return session;
    }

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
    async function resolve(
      request: FastifyRequest,
    ): Promise<'ok' | 'missing' | 'invalid' | 'limited'> {
      const token = bearerToken(request);
      if (token === undefined) return 'missing';
      // A token is 43 base64url characters; anything far off is not worth a query.
      if (token.length > 200) return 'invalid';
      const tokenHash = hashToken(token);
      const key = isApiKey(token);
      const session =
        cache?.get(tokenHash) ?? (await (key ? lookUpKey(tokenHash) : lookUp(tokenHash)));
      if (session === undefined) return 'invalid';
      request.user = session.user;
      const now = Date.now();
      if (session.apiKeyId === undefined) {
        request.sessionId = session.sessionId;
        request.sessionExpiresAt = session.expiresAt;
      } else {
        request.apiKeyId = session.apiKeyId;
        if (!spend(session.apiKeyId)) return 'limited';
      }
      if (now - session.lastUsedAt.getTime() > TOUCH_INTERVAL_MS) {
        // Marked first, so that concurrent requests of a cached session write once.
        session.lastUsedAt = new Date(now);
        if (session.apiKeyId === undefined) await sessions.touch(session.sessionId);
        else await apiKeys.touch(session.apiKeyId);
      }
      return 'ok';
    }

    app.decorate('authenticate', async (request: FastifyRequest) => {
      const result = await resolve(request);
      if (result === 'missing') throw unauthorized(SERVER_MESSAGES.noToken);
      if (result === 'invalid') throw unauthorized(SERVER_MESSAGES.invalidToken);
      if (result === 'limited') {
        throw new HttpError(429, API_KEY_MESSAGES.rateLimited, ERROR_CODES.TOO_MANY_REQUESTS);
      }
    });
    app.decorate('authenticateSession', async (request: FastifyRequest) => {
      await app.authenticate(request);
      if (request.apiKeyId !== null) throw sessionOnly();
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
  if (request.apiKeyId !== null) throw sessionOnly();
  if (request.sessionId === null || request.sessionExpiresAt === null) {
    throw unauthorized(SERVER_MESSAGES.noToken);
  }
  return { sessionId: request.sessionId, userId: user.id, expiresAt: request.sessionExpiresAt };
}
