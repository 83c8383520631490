import type { Generation } from '@reelsmith/contract';
import { createChangeFeed } from '../db/change-feed.js';
import type { DatabaseHandle } from '../db/database.js';
import { BoundedMap } from './bounded-map.js';

/** The channel migration 0011's trigger announces generation changes on (the id). */
export const GENERATION_CHANGES_CHANNEL = 'generation_changes';

/** A kept `status` answer. */
export interface KeptStatus {
  /** The row's `xmin` when it was read. */
  version: string;
  generation: Generation;
  userId: string;
  /** When the row's version was last read (Date.now()). */
  checkedAt: number;
  /** No change to the row was announced, nor the LISTEN dropped, while it was read. */
  current: boolean;
}

/** Generations whose last `status` answer a process keeps. */
const CACHED_GENERATIONS = 10_000;
/**
 * A kept `status` answer is checked against the row's version (`xmin`, a transaction id) when it
 * is not current; it is dropped after an hour all the same, long before transaction ids wrap
 * around.
 */
const STATUS_TTL_MS = 60 * 60 * 1000;
/**
 * A current kept answer (no change announced since it was read) is served without a query for
 * 10 s at most, then its version is read again: the bound on a change whose announcement was lost
 * without the LISTEN connection noticing (a half-open TCP connection), as for sessions.
 */
const STATUS_CURRENT_MS = 10_000;

export interface StatusCacheOptions {
  /**
   * Where migration 0011's trigger announces every change to a generation row. With it, a kept
   * answer is served without a query while this process hears of changes; without it (or while
   * the LISTEN is down), every `status` reads the row's version.
   */
  changes?: Pick<DatabaseHandle, 'listen'> | undefined;
  /** Fails to subscribe to the changes: `status` reads versions meanwhile. */
  onError?: ((error: Error) => void) | undefined;
}

/**
 * The last `status` answer of each generation, with the row version it was made from and its
 * owner (docs/decisions/0043-request-path.md), beside the session and balance caches. While no
 * change to the row has been announced since it was read (`current`), it is served without a
 * query; otherwise `status` reads only the row's version, and the row when that moved. This
 * process's own changes call `changed` when they end: they are not left waiting for their
 * announcement.
 */
export function createStatusCache(options: StatusCacheOptions = {}) {
  const kept = new BoundedMap<string, KeptStatus>(CACHED_GENERATIONS, STATUS_TTL_MS);
  const changes =
    options.changes === undefined
      ? undefined
      : createChangeFeed(options.changes, GENERATION_CHANGES_CHANNEL, {
          onChange: (id) => (id === '*' ? kept.clear() : kept.delete(id)),
          onReset: () => kept.clear(),
          ...(options.onError === undefined ? {} : { onError: options.onError }),
        });

  return {
    get: (id: string): KeptStatus | undefined => kept.get(id),

    /** Whether a kept answer may be served without a query now. */
    servable: (known: KeptStatus): boolean =>
      known.current && Date.now() - known.checkedAt < STATUS_CURRENT_MS && changes?.live === true,

    /** Take one before reading the row; `keep` it with the answer made from the read. */
    ticket: (): number => changes?.ticket() ?? 0,

    /** Keeps an answer, current only if no change, nor a dropped connection, came in meanwhile. */
    keep(
      id: string,
      ticket: number,
      userId: string,
      version: string,
      generation: Generation,
    ): void {
      kept.set(id, {
        version,
        generation,
        userId,
        checkedAt: Date.now(),
        current: changes?.unchanged(ticket) ?? false,
      });
    },

    /** This process changed the generation (`'*'`: any number of them). */
    changed(id: string): void {
      changes?.changed(id);
    },

    /**
     * Starts hearing of generation changes (the API calls it when ready; the first `status`
     * would otherwise start it). Never throws: `status` reads versions until it works.
     */
    start: async (): Promise<void> => {
      await changes?.start();
    },

    /** Stops hearing of generation changes (the container closes it). */
    close: async (): Promise<void> => {
      await changes?.close();
    },
  };
}
export type StatusCache = ReturnType<typeof createStatusCache>;
