import { createChangeFeed } from '../db/change-feed.js';
import type { DatabaseHandle } from '../db/database.js';
import { BoundedMap } from './bounded-map.js';

/** The channel migration 0012's trigger announces credit account changes on (the user id). */
export const CREDIT_CHANGES_CHANNEL = 'credit_changes';

export interface BalanceCacheOptions {
  /** How long a balance may be served without a fresh read (default 10 s). */
  ttlMs?: number;
  /**
   * After this process changed a user's account, how long their balance is read, not kept
   * (default 10 s): long enough for the change to commit and its announcement to arrive.
   */
  changingMs?: number;
  /** Balances kept at most; the oldest go first (default 10,000). */
  maxEntries?: number;
  now?: () => number;
  /** Subscribing to the channel failed; the cache stays off and tries again later. */
  onError?: (error: Error) => void;
}

const DEFAULT_TTL_MS = 10_000;
const DEFAULT_MAX_ENTRIES = 10_000;

/**
 * Users' balances, so that `GET /credits/balance` costs no query while nothing changed
 * (docs/decisions/0043-request-path.md). Like the session cache: used only while this process
 * hears of changes (migration 0012's trigger announces every change to a credit account on
 * commit, from any process), 10 s at most per read, and a read that raced with a change is not
 * kept (`ticket()` before the read, `store()` with it after).
 *
 * This process's own changes are answered at once: the credits service calls `changing()` as it
 * changes an account, inside its transaction. From then on the user's balance is not kept for
 * `changingMs`, long enough for that transaction to commit and its announcement to arrive, whatever
 * reads run meanwhile. Only balances read outside a transaction are kept.
 */
export function createBalanceCache(
  database: Pick<DatabaseHandle, 'listen'>,
  options: BalanceCacheOptions = {},
) {
  const ttlMs = options.ttlMs ?? DEFAULT_TTL_MS;
  const maxEntries = options.maxEntries ?? DEFAULT_MAX_ENTRIES;
  const now = options.now ?? Date.now;
  const balances = new BoundedMap<string, number>(maxEntries, ttlMs, now);
  /** Users this process is changing the account of: nothing is kept for them meanwhile. */
  const changing = new BoundedMap<string, true>(
    maxEntries,
    options.changingMs ?? DEFAULT_TTL_MS,
    now,
  );
  const feed = createChangeFeed(database, CREDIT_CHANGES_CHANNEL, {
    onChange: (userId) => balances.delete(userId),
    onReset: () => balances.clear(),
    now,
    ...(options.onError === undefined ? {} : { onError: options.onError }),
  });

  return {
    /** Starts listening (the app calls it when ready); `get` starts it too. */
    start: feed.start,

    /** The user's balance, if one is kept and may be trusted now. */
    get(userId: string): number | undefined {
      return feed.live ? balances.get(userId) : undefined;
    },

    /** Take one before reading a balance; `store` refuses if anything changed since. */
    ticket(): number {
      return feed.ticket();
    },

    store(ticket: number, userId: string, balance: number): void {
      if (!feed.unchanged(ticket) || changing.get(userId) !== undefined) return;
      balances.set(userId, balance);
    },

    /** This process is changing the user's account (inside the transaction that does it). */
    changing(userId: string): void {
      feed.changed(userId);
      changing.set(userId, true);
    },

    close: () => feed.close(),
  };
}
export type BalanceCache = ReturnType<typeof createBalanceCache>;
/** What the credits service needs of the cache. */
export type BalanceKeeper = Pick<BalanceCache, 'get' | 'ticket' | 'store' | 'changing'>;
