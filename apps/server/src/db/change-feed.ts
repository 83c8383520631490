import type { DatabaseHandle, Unlisten } from './database.js';

export interface ChangeFeedOptions {
  /** Each change announced on the channel, from this process or another one. */
  onChange: (payload: string) => void;
  /**
   * Changes may have gone unheard (the LISTEN connection dropped, or came back from a drop):
   * whatever was kept on the strength of this feed must be dropped or checked again.
   */
  onReset: () => void;
  /** Subscribing failed; the feed stays off and tries again later. */
  onError?: (error: Error) => void;
  now?: () => number;
}

/** After a failed LISTEN, the next try waits this long (callers read the database meanwhile). */
const RETRY_LISTEN_MS = 5_000;

/**
 * A database channel on which triggers announce changes as they commit, for a process that
 * keeps what it read and must drop it when it changes (docs/decisions/0043-request-path.md).
 * `live` says whether every change is being heard: only while it is true may a caller serve
 * what it kept without asking the database. It is false before the first subscription, after a
 * drop (`onReset` is called) and until the connection is back (`onReset` again).
 *
 * `ticket()` before a read and `unchanged(ticket)` after it tell whether any change, or a reset,
 * came in between: a read that raced with a change must not be kept as current.
 */
export function createChangeFeed(
  database: Pick<DatabaseHandle, 'listen'>,
  channel: string,
  options: ChangeFeedOptions,
) {
  const now = options.now ?? Date.now;
  let version = 0;
  let live = false;
  let retryAt = 0;
  let unlisten: Unlisten | undefined;
  let closed = false;
  let subscription: Promise<void> | undefined;

  const changed = (payload: string) => {
    version += 1;
    options.onChange(payload);
  };
  const reset = () => {
    version += 1;
    options.onReset();
  };

  /**
   * Subscribes once (a drop is the listener's to mend: onDisconnect, then onReconnect); a
   * failure is reported and tried again later, never thrown.
   */
  const subscribe = (): Promise<void> => {
    if (unlisten !== undefined || closed || now() < retryAt) return Promise.resolve();
    subscription ??= database
      .listen(channel, changed, {
        onDisconnect: () => {
          live = false;
          reset();
        },
        onReconnect: () => {
          reset();
          live = !closed;
        },
      })
      .then(
        (stop) => {
          unlisten = stop;
          // A read that began before the LISTEN was up may have missed a change.
          version += 1;
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
    /** Starts listening; `live` also starts it (and tries again now and then after a failure). */
    start: subscribe,

    /** Whether every change is heard now; when not, starts listening for the next call. */
    get live(): boolean {
      if (!live) void subscribe();
      return live;
    },

    /** Take one before a read; `unchanged` says whether the read may be kept as current. */
    ticket(): number {
      return version;
    },
    unchanged(ticket: number): boolean {
      return live && ticket === version;
    },

    /** A change this process made itself: counted like an announced one, at once. */
    changed,

    async close(): Promise<void> {
      closed = true;
      live = false;
      reset();
      await unlisten?.();
    },
  };
}
export type ChangeFeed = ReturnType<typeof createChangeFeed>;
