import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { PGlitePool } from './pglite-pool.js';

/** Stops one subscription; the last one on a channel UNLISTENs. Calling it twice is harmless. */
export type Unlisten = () => Promise<void>;

export interface ListenOptions {
  /**
   * Called after the listening connection came back from a drop. Notifications sent while it
   * was down are lost, so a subscriber re-reads whatever it follows. May be called spuriously.
   */
  onReconnect?: () => void;
  /**
   * Called when the listening connection dropped: notifications are lost from now until
   * `onReconnect`. For subscribers that may only trust what they hold while they hear of changes.
   */
  onDisconnect?: () => void;
}

/** LISTEN/NOTIFY channels are identifiers; we only take plain lower-case ones (no quoting). */
const CHANNEL = /^[a-z_][a-z0-9_]{0,62}$/;

function checkChannel(channel: string): void {
  if (!CHANNEL.test(channel)) throw new Error(`Invalid notification channel name: ${channel}`);
}

/** PostgreSQL rejects a NOTIFY payload of 8000 bytes or more. */
export const MAX_NOTIFY_PAYLOAD_BYTES = 7999;

export function checkNotification(channel: string, payload: string): void {
  checkChannel(channel);
  const bytes = Buffer.byteLength(payload, 'utf8');
  if (bytes > MAX_NOTIFY_PAYLOAD_BYTES) {
    throw new Error(`Notification payload of ${bytes} bytes is over PostgreSQL's 8000-byte limit`);
  }
}

interface Subscriber {
  onPayload: (payload: string) => void;
  onReconnect: (() => void) | undefined;
  onDisconnect: (() => void) | undefined;
}

/** The subscribers of one process, by channel. One throwing subscriber never stops the others. */
class ChannelSubscribers {
  readonly #byChannel = new Map<string, Set<Subscriber>>();

  constructor(private readonly reportError: (error: Error) => void) {}

  add(channel: string, subscriber: Subscriber): void {
    let set = this.#byChannel.get(channel);
    if (set === undefined) {
      set = new Set();
      this.#byChannel.set(channel, set);
    }
    set.add(subscriber);
  }

  remove(channel: string, subscriber: Subscriber): void {
    const set = this.#byChannel.get(channel);
    set?.delete(subscriber);
    if (set?.size === 0) this.#byChannel.delete(channel);
  }

  channels(): string[] {
    return [...this.#byChannel.keys()];
  }

  wants(channel: string): boolean {
    return this.#byChannel.has(channel);
  }

  dispatch(channel: string, payload: string): void {
    for (const subscriber of this.#byChannel.get(channel) ?? []) {
      this.#call(() => subscriber.onPayload(payload));
    }
  }

  reconnected(): void {
    for (const set of this.#byChannel.values()) {
      for (const subscriber of set) {
        const onReconnect = subscriber.onReconnect;
        if (onReconnect !== undefined) this.#call(onReconnect);
      }
    }
  }

  disconnected(): void {
    for (const set of this.#byChannel.values()) {
      for (const subscriber of set) {
        const onDisconnect = subscriber.onDisconnect;
        if (onDisconnect !== undefined) this.#call(onDisconnect);
      }
    }
  }

  clear(): void {
    this.#byChannel.clear();
  }

  #call(fn: () => void): void {
    try {
      fn();
    } catch (error) {
      this.reportError(error instanceof Error ? error : new Error(String(error)));
    }
  }
}

export interface NotificationListener {
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    options?: ListenOptions,
  ): Promise<Unlisten>;
  close(): Promise<void>;
}

/** Subscribes, then brings the connection's LISTENs in line; undoes the subscription on failure. */
async function subscribe(
  subscribers: ChannelSubscribers,
  sync: () => Promise<void>,
  isClosed: () => boolean,
  channel: string,
  onPayload: (payload: string) => void,
  options: ListenOptions,
): Promise<Unlisten> {
  checkChannel(channel);
  if (isClosed()) throw new Error('The database is closed');
  const subscriber: Subscriber = {
    onPayload,
    onReconnect: options.onReconnect,
    onDisconnect: options.onDisconnect,
  };
  subscribers.add(channel, subscriber);
  try {
    await sync();
  } catch (error) {
    subscribers.remove(channel, subscriber);
    throw error;
  }
  let subscribed = true;
  return async () => {
    if (!subscribed) return;
    subscribed = false;
    subscribers.remove(channel, subscriber);
    if (!isClosed()) await sync();
  };
}

/** Name of the listening connection in pg_stat_activity, so it can be told apart from the pool. */
export const LISTENER_APPLICATION_NAME = 'reelsmith-listener';

const RECONNECT_FIRST_DELAY_MS = 100;
const RECONNECT_MAX_DELAY_MS = 10_000;

/**
 * PostgreSQL: one dedicated connection per process carries every LISTEN (a pool connection per
 * subscriber would exhaust the server). It is opened on the first subscription, re-opened with
 * backoff when the server drops it (then every channel is LISTENed again and subscribers hear
 * `onReconnect`), and closed with the handle.
 */
export class PostgresNotificationListener implements NotificationListener {
  readonly #subscribers: ChannelSubscribers;
  #client: pg.Client | undefined;
  /** Channels LISTENed on #client. */
  #listening = new Set<string>();
  /** Connect, LISTEN and UNLISTEN run one at a time. */
  #queue: Promise<void> = Promise.resolve();
  #retryTimer: NodeJS.Timeout | undefined;
  #failures = 0;
  /** The connection dropped since subscribers last heard onReconnect. */
  #missed = false;
  #closed = false;

  constructor(
    private readonly connectionString: string,
    private readonly reportError: (error: Error) => void,
  ) {
    this.#subscribers = new ChannelSubscribers(reportError);
  }

  listen(
    channel: string,
    onPayload: (payload: string) => void,
    options: ListenOptions = {},
  ): Promise<Unlisten> {
    return subscribe(
      this.#subscribers,
      () => this.#serially(() => this.#sync()),
      () => this.#closed,
      channel,
      onPayload,
      options,
    );
  }

  async close(): Promise<void> {
    this.#closed = true;
    clearTimeout(this.#retryTimer);
    this.#subscribers.clear();
    await this.#queue;
    const client = this.#client;
    this.#client = undefined;
    await client?.end().catch(() => undefined);
  }

  #serially<T>(fn: () => Promise<T>): Promise<T> {
    const result = this.#queue.then(fn);
    this.#queue = result.then(
      () => undefined,
      () => undefined,
    );
    return result;
  }

  /** Makes the connection LISTEN to exactly the channels that have subscribers. */
  async #sync(): Promise<void> {
    if (this.#closed) return;
    const client = this.#client;
    if (client === undefined) {
      if (this.#subscribers.channels().length > 0) await this.#connect();
      return;
    }
    for (const channel of this.#subscribers.channels()) {
      if (this.#listening.has(channel)) continue;
      await client.query(`LISTEN ${channel}`);
      this.#listening.add(channel);
    }
    for (const channel of [...this.#listening]) {
      if (this.#subscribers.wants(channel)) continue;
      await client.query(`UNLISTEN ${channel}`);
      this.#listening.delete(channel);
    }
  }

  async #connect(): Promise<void> {
    const client = new pg.Client({
      connectionString: this.connectionString,
      application_name: LISTENER_APPLICATION_NAME,
      // A peer that vanished without closing (a machine gone) is noticed, not waited on forever.
      keepAlive: true,
    });
    client.on('error', (error) => this.#dropped(client, error));
    client.on('end', () => this.#dropped(client, new Error('the connection ended')));
    client.on('notification', (message) => {
      if (client === this.#client)
        this.#subscribers.dispatch(message.channel, message.payload ?? '');
    });
    try {
      await client.connect();
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    if (this.#closed) {
      await client.end().catch(() => undefined);
      return;
    }
    this.#client = client;
    this.#listening = new Set();
    for (const channel of this.#subscribers.channels()) {
      await client.query(`LISTEN ${channel}`);
      this.#listening.add(channel);
    }
    this.#failures = 0;
    if (this.#missed) {
      this.#missed = false;
      this.#subscribers.reconnected();
    }
  }

  #dropped(client: pg.Client, error: Error): void {
    if (client !== this.#client) return;
    this.#client = undefined;
    this.#listening = new Set();
    this.#missed = true;
    client.end().catch(() => undefined);
    if (this.#closed) return;
    this.#subscribers.disconnected();
    this.reportError(new Error(`The LISTEN connection dropped: ${error.message}`));
    this.#scheduleReconnect();
  }

  #scheduleReconnect(): void {
    if (this.#closed || this.#retryTimer !== undefined) return;
    // Without subscribers there is nothing to re-LISTEN; the next subscription connects.
    if (this.#subscribers.channels().length === 0) return;
    const ceiling = Math.min(
      RECONNECT_MAX_DELAY_MS,
      RECONNECT_FIRST_DELAY_MS * 2 ** this.#failures,
    );
    this.#failures += 1;
    // Jitter, so that many processes do not reconnect in step after a failover.
    const delay = ceiling / 2 + Math.random() * (ceiling / 2);
    this.#retryTimer = setTimeout(() => {
      this.#retryTimer = undefined;
      this.#serially(() => this.#sync()).catch((error: unknown) => {
        this.reportError(
          new Error(
            `Reconnecting the LISTEN connection failed: ${error instanceof Error ? error.message : String(error)}`,
          ),
        );
        this.#scheduleReconnect();
      });
    }, delay);
    this.#retryTimer.unref();
  }
}

/**
 * PGlite: LISTEN runs in-process on its one connection. It goes through the pool's `exclusive`
 * so it never lands inside another caller's transaction (where a ROLLBACK would undo it). The
 * connection cannot drop, so neither `onDisconnect` nor `onReconnect` is ever called.
 */
export class PGliteNotificationListener implements NotificationListener {
  readonly #subscribers: ChannelSubscribers;
  /** PGlite's unlisten function for each channel we LISTEN on. */
  readonly #listening = new Map<string, () => Promise<void>>();
  #closed = false;

  constructor(
    private readonly pglite: PGlite,
    private readonly pool: PGlitePool,
    reportError: (error: Error) => void,
  ) {
    this.#subscribers = new ChannelSubscribers(reportError);
  }

  /** Waits for the connection: never call it from inside a transaction on the same database. */
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    options: ListenOptions = {},
  ): Promise<Unlisten> {
    return subscribe(
      this.#subscribers,
      () => this.pool.exclusive(() => this.#sync()),
      () => this.#closed,
      channel,
      onPayload,
      options,
    );
  }

  async close(): Promise<void> {
    this.#closed = true;
    this.#subscribers.clear();
    this.#listening.clear();
  }

  async #sync(): Promise<void> {
    if (this.#closed) return;
    for (const channel of this.#subscribers.channels()) {
      if (this.#listening.has(channel)) continue;
      const unlisten = await this.pglite.listen(channel, (payload) =>
        this.#subscribers.dispatch(channel, payload),
      );
      this.#listening.set(channel, unlisten);
    }
    for (const [channel, unlisten] of [...this.#listening]) {
      if (this.#subscribers.wants(channel)) continue;
      await unlisten();
      this.#listening.delete(channel);
    }
  }
}
