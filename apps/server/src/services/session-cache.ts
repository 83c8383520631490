import { createChangeFeed } from '../db/change-feed.js';
import type { DatabaseHandle } from '../db/database.js';
import type { SessionUser } from '../repositories/sessions.repository.js';
import { BoundedMap } from './bounded-map.js';

/** The channel migration 0009's triggers announce session and user changes on. */
export const SESSION_CHANGES_CHANNEL = 'session_changes';

export interface CachedSession {
  /** The session's id, or `k:<key id>` for an API key (docs/decisions/0070-developer-api.md). */
  sessionId: string;
  /** Set when the bearer token is an API key. */
  apiKeyId?: string;
  user: SessionUser;
  expiresAt: Date;
  lastUsedAt: Date;
}

export interface SessionCacheOptions {
  /** How long an entry may be used without a fresh lookup (default 10 s). */
  ttlMs?: number;
  /** Entries kept at most; the oldest go first (default 10,000). */
  maxEntries?: number;
  now?: () => number;
  /** Subscribing to the channel failed; the cache stays off and tries again later. */
  onError?: (error: Error) => void;
}

const DEFAULT_TTL_MS = 10_000;
const DEFAULT_MAX_ENTRIES = 10_000;

/**
 * Live sessions by token hash, so an authenticated request costs no query for its session
 * (docs/decisions/0043-request-path.md). Entries are used only while this process hears of
 * session changes: the triggers of migration 0009 announce every revocation, deletion, expiry
 * change and user change on commit, from any process; this process's own logout, refresh and
 * account deletion drop their entries at once, before they answer. While the LISTEN connection
 * is not up (before the first subscription, after a drop, until it is back) nothing is served
 * from the cache. An entry lives 10 s at most, which bounds the damage of a notification lost
 * without the connection noticing (a half-open TCP connection).
 *
 * A lookup that raced with a change is not cached: `ticket()` before the query, `store()` with
 * that ticket after it; any change in between (the version moved) refuses the store.
 */
export function createSessionCache(
  database: Pick<DatabaseHandle, 'listen'>,
  options: SessionCacheOptions = {},
) {
  const ttlMs = options.ttlMs ?? DEFAULT_TTL_MS;
  const maxEntries = options.maxEntries ?? DEFAULT_MAX_ENTRIES;
  const now = options.now ?? Date.now;
  const hashBySession = new Map<string, string>();
  // An entry the map drops by age or number leaves the session index with it.
  const byHash = new BoundedMap<string, CachedSession>(maxEntries, ttlMs, now, (_, session) =>
    hashBySession.delete(session.sessionId),
  );
  const forget = (hash: string) => {
    const session = byHash.get(hash);
    if (session === undefined) return;
    byHash.delete(hash);
    hashBySession.delete(session.sessionId);
  };

  const evictAll = () => {
    byHash.clear();
    hashBySession.clear();
  };

  const evictSession = (sessionId: string) => {
    const hash = hashBySession.get(sessionId);
    if (hash !== undefined) forget(hash);
  };

  const evictUser = (userId: string) => {
    for (const [hash, session] of byHash) if (session.user.id === userId) forget(hash);
  };

  const feed = createChangeFeed(database, SESSION_CHANGES_CHANNEL, {
    onChange: (payload) => {
      if (payload.startsWith('s:')) evictSession(payload.slice(2));
      // API keys are cached under `k:<id>` (migration 0017 announces their revocation).
      else if (payload.startsWith('k:')) evictSession(payload);
      else if (payload.startsWith('u:')) evictUser(payload.slice(2));
      else evictAll();
    },
    onReset: evictAll,
    now,
    ...(options.onError === undefined ? {} : { onError: options.onError }),
  });

  return {
    /**
     * Starts listening (the authenticate plugin calls it when the app is ready); until then, or
     * if it fails, requests look their session up and `get` tries again now and then.
     */
    start: feed.start,

    /** The live session cached for this token hash, if the cache may be trusted now. */
    get(tokenHash: string): CachedSession | undefined {
      if (!feed.live) return undefined;
      const session = byHash.get(tokenHash);
      if (session === undefined) return undefined;
      if (session.expiresAt.getTime() <= now()) {
        forget(tokenHash);
        return undefined;
      }
      return session;
    },

    /** Take one before looking a session up; `store` refuses if anything changed since. */
    ticket(): number {
      return feed.ticket();
    },

    store(ticket: number, tokenHash: string, session: CachedSession): void {
      if (!feed.unchanged(ticket)) return;
      forget(tokenHash);
      byHash.set(tokenHash, session);
      hashBySession.set(session.sessionId, tokenHash);
    },

    /** This process revoked the session: it stops working here before the answer goes out. */
    evictSession: (sessionId: string) => feed.changed(`s:${sessionId}`),
    /** This process revoked the API key: it stops working here before the answer goes out. */
    evictKey: (keyId: string) => feed.changed(`k:${keyId}`),
    /** This process deleted or changed the user: every session of theirs is looked up again. */
    evictUser: (userId: string) => feed.changed(`u:${userId}`),

    /** Entries held now (tests). */
    get size(): number {
      return byHash.size;
    },

    close: () => feed.close(),
  };
}
export type SessionCache = ReturnType<typeof createSessionCache>;
