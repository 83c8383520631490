import type { DatabaseHandle, Unlisten } from '../db/database.js';
import type { SessionUser } from '../repositories/sessions.repository.js';

/** The channel migration 0009's triggers announce session and user changes on. */
export const SESSION_CHANGES_CHANNEL = 'session_changes';

export interface CachedSession {
  sessionId: string;
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
/** After a failed LISTEN, the next try waits this long (requests go to the database meanwhile). */
const RETRY_LISTEN_MS = 5_000;

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
  const byHash = new Map<string, { session: CachedSession; storedAt: number }>();
  const hashBySession = new Map<string, string>();
  let version = 0;
  /** True while the LISTEN is up: only then may entries be served or stored. */
  let live = false;
  let retryAt = 0;
  let unlisten: Unlisten | undefined;
  let closed = false;

  const forget = (hash: string) => {
    const entry = byHash.get(hash);
    if (entry === undefined) return;
    byHash.delete(hash);
    hashBySession.delete(entry.session.sessionId);
  };

  const evictAll = () => {
    version += 1;
    byHash.clear();
    hashBySession.clear();
  };

  const evictSession = (sessionId: string) => {
    version += 1;
    const hash = hashBySession.get(sessionId);
    if (hash !== undefined) forget(hash);
  };

  const evictUser = (userId: string) => {
    version += 1;
    for (const [hash, entry] of byHash) if (entry.session.user.id === userId) forget(hash);
  };

  const onPayload = (payload: string) => {
    if (payload.startsWith('s:')) evictSession(payload.slice(2));
    else if (payload.startsWith('u:')) evictUser(payload.slice(2));
    else evictAll();
  };

  let subscription: Promise<void> | undefined;
  /**
   * Subscribes once (a drop is the listener's to mend: onDisconnect, then onReconnect); a
   * failure is reported and tried again later, never thrown.
   */
  const subscribe = (): Promise<void> => {
    if (unlisten !== undefined || closed || now() < retryAt) return Promise.resolve();
    subscription ??= database
      .listen(SESSION_CHANGES_CHANNEL, onPayload, {
        onDisconnect: () => {
          live = false;
          evictAll();
        },
        onReconnect: () => {
          evictAll();
          live = !closed;
        },
      })
      .then(
        (stop) => {
          unlisten = stop;
          if (closed) void stop();
          else live = true;
        },
        (error: unknown) => {
          retryAt = now() + RETRY_LISTEN_MS;
          options.onError?.(error instanceof Error ? error : new Error(String(error)));
        },
      )
      .finally(() => {
        subscription = undefined;
      });
    return subscription;
  };

  return {
    /**
     * Starts listening (the authenticate plugin calls it when the app is ready); until then, or
     * if it fails, requests look their session up and `get` tries again now and then.
     */
    start: subscribe,

    /** The live session cached for this token hash, if the cache may be trusted now. */
    get(tokenHash: string): CachedSession | undefined {
      if (!live) {
        void subscribe();
        return undefined;
      }
      const entry = byHash.get(tokenHash);
      if (entry === undefined) return undefined;
      const at = now();
      if (at - entry.storedAt > ttlMs || entry.session.expiresAt.getTime() <= at) {
        forget(tokenHash);
        return undefined;
      }
      return entry.session;
    },

    /** Take one before looking a session up; `store` refuses if anything changed since. */
    ticket(): number {
      return version;
    },

    store(ticket: number, tokenHash: string, session: CachedSession): void {
      if (!live || ticket !== version) return;
      forget(tokenHash);
      while (byHash.size >= maxEntries) {
        const oldest = byHash.keys().next();
        if (oldest.done === true) break;
        forget(oldest.value);
      }
      byHash.set(tokenHash, { session, storedAt: now() });
      hashBySession.set(session.sessionId, tokenHash);
    },

    /** This process revoked the session: it stops working here before the answer goes out. */
    evictSession,
    /** This process deleted or changed the user: every session of theirs is looked up again. */
    evictUser,

    /** Entries held now (tests). */
    get size(): number {
      return byHash.size;
    },

    async close(): Promise<void> {
      closed = true;
      live = false;
      evictAll();
      await unlisten?.();
    },
  };
}
export type SessionCache = ReturnType<typeof createSessionCache>;
