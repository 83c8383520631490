import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app.js';
import { notify, type DatabaseHandle } from '../src/db/database.js';
import { LISTENER_APPLICATION_NAME } from '../src/db/notifications.js';
import {
  GENERATION_EVENTS_CHANNEL,
  generationEvents,
  publishGeneration,
  type EventLog,
  type GenerationEvent,
  type GenerationEvents,
} from '../src/events/generation-events.js';
import { streamGeneration } from '../src/events/generation-stream.js';
import { ssePlugin } from '../src/events/sse.js';
import {
  openTestDatabase,
  testConfig,
  testDatabases,
  type DatabaseKind,
  type TestDatabase,
} from './harness.js';
import { nextEvent, openSse, type SseConnection } from './support/sse-client.js';

/** Long enough for a notification that was going to arrive to have arrived (it takes ~1 ms). */
const SETTLE_MS = 200;

/** The channels the database session of `handle`'s listener LISTENs on. */
async function listeningChannels(handle: DatabaseHandle): Promise<string[]> {
  if (handle.kind === 'pglite') {
    // PGlite's one session is the listener's.
    const { rows } = await sql<{
      channel: string;
    }>`SELECT pg_listening_channels() AS channel`.execute(handle.db);
    return rows.map((row) => row.channel).sort();
  }
  throw new Error('Only PGlite can be asked directly');
}

/** The LISTEN connections of this database on the server (PostgreSQL). */
async function listenerBackends(handle: DatabaseHandle) {
  const { rows } = await sql<{ pid: number; query: string }>`
    SELECT pid, query FROM pg_stat_activity
    WHERE datname = current_database() AND application_name = ${LISTENER_APPLICATION_NAME}
  `.execute(handle.db);
  return rows;
}

/** One database per kind for the whole file (a PGlite takes seconds to start); channels differ. */
const shared = new Map<DatabaseKind, Promise<TestDatabase>>();
const sharedListenerErrors: Record<DatabaseKind, Error[]> = { pglite: [], postgres: [] };
const sharedDatabase = (kind: DatabaseKind) => {
  let database = shared.get(kind);
  if (database === undefined) {
    database = openTestDatabase(kind, {
      onListenerError: (e) => sharedListenerErrors[kind].push(e),
    });
    shared.set(kind, database);
  }
  return database;
};
afterAll(async () => {
  for (const database of shared.values()) await (await database).close();
});

function recordingLog() {
  const warnings: string[] = [];
  const errors: string[] = [];
  const log: EventLog = {
    warn: (_details, message) => warnings.push(message),
    error: (_details, message) => errors.push(message),
  };
  return { log, warnings, errors };
}

describe.each(testDatabases())('LISTEN/NOTIFY on %s', (kind) => {
  let database: TestDatabase;
  /** Another process's handle on the same database (on PGlite, the same handle). */
  let other: DatabaseHandle;

  beforeAll(async () => {
    database = await sharedDatabase(kind);
    other = await database.openAnother();
  });

  it('delivers a notification from another handle to a subscriber', async () => {
    const received: string[] = [];
    const unlisten = await database.listen('test_delivery', (payload) => received.push(payload));
    await other.notify('test_delivery', 'hello');
    await other.notify('test_delivery', 'é'.repeat(100));
    await expect.poll(() => received).toEqual(['hello', 'é'.repeat(100)]);
    await unlisten();
  });

  it('delivers a notification sent in a transaction on commit, and never after a rollback', async () => {
    const received: string[] = [];
    const unlisten = await database.listen('test_transaction', (payload) => received.push(payload));

    await other.db.transaction().execute(async (trx) => {
      await notify(trx, 'test_transaction', 'committed');
      await sleep(SETTLE_MS);
      expect(received).toEqual([]);
    });
    await expect.poll(() => received).toEqual(['committed']);

    await expect(
      other.db.transaction().execute(async (trx) => {
        await notify(trx, 'test_transaction', 'rolled back');
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    // Notifications arrive in commit order: once the next one is here, the rolled back one
    // would have been too.
    await other.notify('test_transaction', 'after');
    await expect.poll(() => received).toEqual(['committed', 'after']);
    await unlisten();
  });

  it('rejects a channel name that is not a plain identifier, and an oversized payload', async () => {
    await expect(database.listen('x; DROP TABLE users', () => undefined)).rejects.toThrow(
      /channel/,
    );
    await expect(database.notify('test_size', 'x'.repeat(8000))).rejects.toThrow(/8000/);
  });

  it('shares one LISTEN among many subscribers and stops delivery on unsubscribe', async () => {
    const received = Array.from({ length: 25 }, () => [] as string[]);
    const unlistens = await Promise.all(
      received.map((list) => database.listen('test_shared', (payload) => list.push(payload))),
    );
    const otherChannel: string[] = [];
    const unlistenOther = await database.listen('test_shared_other', (payload) =>
      otherChannel.push(payload),
    );
    if (kind === 'postgres') expect(await listenerBackends(database)).toHaveLength(1);
    else expect(await listeningChannels(database)).toEqual(['test_shared', 'test_shared_other']);

    await other.notify('test_shared', 'one');
    await expect.poll(() => received.every((list) => list.length === 1)).toBe(true);
    expect(received.flat()).toEqual(Array(25).fill('one'));

    // The first subscriber leaves (twice: harmless); the others still hear.
    await unlistens[0]!();
    await unlistens[0]!();
    await other.notify('test_shared', 'two');
    await expect.poll(() => received[1]).toEqual(['one', 'two']);
    expect(received.slice(1).every((list) => list.length === 2)).toBe(true);
    expect(received[0]).toEqual(['one']);

    // The last one leaves: the channel is no longer LISTENed on, the other channel still is.
    for (const unlisten of unlistens.slice(1)) await unlisten();
    if (kind === 'postgres') {
      const backends = await listenerBackends(database);
      expect(backends).toHaveLength(1);
      expect(backends[0]!.query).toBe('UNLISTEN test_shared');
    } else {
      expect(await listeningChannels(database)).toEqual(['test_shared_other']);
    }
    await other.notify('test_shared', 'three');
    await other.notify('test_shared_other', 'still here');
    await expect.poll(() => otherChannel).toEqual(['still here']);
    expect(received.slice(1).every((list) => list.length === 2)).toBe(true);
    await unlistenOther();
  });

  it('keeps delivering to the others when one subscriber throws', async () => {
    const received: string[] = [];
    const unlistenThrowing = await database.listen('test_throwing', () => {
      throw new Error('subscriber bug');
    });
    const unlisten = await database.listen('test_throwing', (payload) => received.push(payload));
    await other.notify('test_throwing', 'payload');
    await expect.poll(() => received).toEqual(['payload']);
    expect(sharedListenerErrors[kind].map((e) => e.message)).toEqual(['subscriber bug']);
    await unlistenThrowing();
    await unlisten();
  });

  it('subscribes outside a transaction that is open meanwhile, so its rollback cannot undo it', async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let started!: () => void;
    const inTransaction = new Promise<void>((resolve) => (started = resolve));
    const rolledBack = database.db.transaction().execute(async (trx) => {
      await sql`SELECT 1`.execute(trx);
      started();
      await released;
      throw new Error('roll back');
    });
    await inTransaction;
    const received: string[] = [];
    const subscribed = database.listen('test_outside', (payload) => received.push(payload));
    // Let the subscription start while the transaction is open, then roll it back.
    await sleep(50);
    release();
    await expect(rolledBack).rejects.toThrow('roll back');
    const unlisten = await subscribed;
    await other.notify('test_outside', 'heard');
    await expect.poll(() => received).toEqual(['heard']);
    await unlisten();
  });
});

const postgres = testDatabases().filter((kind) => kind === 'postgres');

describe.each(postgres)('the LISTEN connection on %s', (kind) => {
  it('reconnects after the server drops it, tells subscribers, and delivers again', async () => {
    const errors: Error[] = [];
    const database = await openTestDatabase(kind, { onListenerError: (e) => errors.push(e) });
    try {
      const other = await database.openAnother();
      const received: string[] = [];
      let reconnects = 0;
      await database.listen('test_reconnect', (payload) => received.push(payload), {
        onReconnect: () => (reconnects += 1),
      });
      await other.notify('test_reconnect', 'before');
      await expect.poll(() => received).toEqual(['before']);

      const [dropped] = await listenerBackends(database);
      await sql`SELECT pg_terminate_backend(${dropped!.pid})`.execute(other.db);
      await expect.poll(() => reconnects).toBe(1);
      expect(errors[0]?.message).toMatch(/LISTEN connection dropped.*terminat/);

      const backends = await listenerBackends(database);
      expect(backends).toHaveLength(1);
      expect(backends[0]!.pid).not.toBe(dropped!.pid);
      await other.notify('test_reconnect', 'after');
      await expect.poll(() => received).toEqual(['before', 'after']);
    } finally {
      await database.close();
    }
  });
});

const event = (
  generationId: string,
  overrides: Partial<GenerationEvent> = {},
): GenerationEvent => ({
  generationId,
  status: 'RENDERING',
  currentStep: 'VOICE',
  progress: 0,
  ...overrides,
});

describe.each(testDatabases())('generation events on %s', (kind) => {
  let database: TestDatabase;
  let other: DatabaseHandle;
  let listenCalls = 0;
  const recorded = recordingLog();
  let bus: GenerationEvents;

  beforeAll(async () => {
    database = await sharedDatabase(kind);
    other = await database.openAnother();
    bus = generationEvents(
      {
        listen: (...args) => {
          listenCalls += 1;
          return database.listen(...args);
        },
      },
      recorded.log,
    );
  });

  it('hands each generation only its own events, in order, published in transactions', async () => {
    const a: GenerationEvent[] = [];
    const b: GenerationEvent[] = [];
    const unsubscribes = await Promise.all([
      bus.subscribe('gen-a', { onEvent: (e) => a.push(e) }),
      ...Array.from({ length: 9 }, () => bus.subscribe('gen-b', { onEvent: (e) => b.push(e) })),
    ]);
    // Ten subscribers, one subscription on the database.
    expect(listenCalls).toBe(1);
    expect(bus.subscriberCount()).toBe(10);

    await other.db.transaction().execute(async (trx) => {
      await publishGeneration(trx, event('gen-a', { progress: 10 }));
    });
    await publishGeneration(other.db, event('gen-b', { status: 'QUEUED', currentStep: null }));
    // The studio reports progress in tenths.
    await publishGeneration(other.db, event('gen-a', { currentStep: 'IMAGES', progress: 40.5 }));
    await expect.poll(() => a.map((e) => e.progress)).toEqual([10, 40.5]);
    await expect.poll(() => b.length).toBe(9);
    expect(b.every((e) => e.status === 'QUEUED' && e.generationId === 'gen-b')).toBe(true);
    expect(a[1]).toEqual(event('gen-a', { currentStep: 'IMAGES', progress: 40.5 }));

    for (const unsubscribe of unsubscribes) await unsubscribe();
    expect(bus.subscriberCount()).toBe(0);
    if (kind === 'pglite') expect(await listeningChannels(database)).toEqual([]);
    else
      expect((await listenerBackends(database))[0]!.query).toBe(
        `UNLISTEN ${GENERATION_EVENTS_CHANNEL}`,
      );
  });

  it('ignores and logs malformed payloads', async () => {
    const received: GenerationEvent[] = [];
    const unsubscribe = await bus.subscribe('gen-c', { onEvent: (e) => received.push(e) });
    const warningsBefore = recorded.warnings.length;
    await other.notify(GENERATION_EVENTS_CHANNEL, 'not json');
    await other.notify(
      GENERATION_EVENTS_CHANNEL,
      JSON.stringify({ ...event('gen-c'), status: 'DANCING' }),
    );
    await publishGeneration(other.db, event('gen-c', { progress: 5 }));
    await expect.poll(() => received.map((e) => e.progress)).toEqual([5]);
    expect(recorded.warnings.slice(warningsBefore)).toEqual([
      'Ignored a generation event that is not JSON',
      'Ignored a malformed generation event',
    ]);
    await unsubscribe();
  });

  it('shortens a long failure message so the payload stays under the 8000-byte limit', async () => {
    const received: GenerationEvent[] = [];
    const unsubscribe = await bus.subscribe('gen-d', { onEvent: (e) => received.push(e) });
    await publishGeneration(
      other.db,
      event('gen-d', { status: 'FAILED', errorMessage: '失'.repeat(5000) }),
    );
    await expect.poll(() => received.length).toBe(1);
    expect(received[0]!.errorMessage).toHaveLength(1000);
    expect(received[0]!.errorMessage!.endsWith('…')).toBe(true);
    await unsubscribe();
  });
});

/**
 * The whole app (helmet, compression, request ids, error handler), plus a route streaming a
 * generation whose state lives in `states`; real HTTP on a free port.
 */
async function sseApp(database: TestDatabase) {
  const states = new Map<string, GenerationEvent>();
  const recorded = recordingLog();
  const bus = generationEvents(database, recorded.log);
  const app: App = await buildApp({ config: testConfig(), database });
  if (!app.hasReplyDecorator('eventStream')) await app.register(ssePlugin);
  app.get<{ Params: { id: string }; Querystring: { heartbeatMs?: string } }>(
    '/api/test/generations/:id/events',
    async (request, reply) => {
      const heartbeatMs = request.query.heartbeatMs;
      await streamGeneration(reply, {
        events: bus,
        generationId: request.params.id,
        load: async () => states.get(request.params.id),
        ...(heartbeatMs === undefined ? {} : { heartbeatMs: Number(heartbeatMs) }),
      });
    },
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const url = (id: string, query = '') =>
    `http://127.0.0.1:${port}/api/test/generations/${id}/events${query}`;
  return { app, bus, states, url };
}

describe.each(testDatabases())('generation progress over Server-Sent Events on %s', (kind) => {
  let database: TestDatabase;
  let other: DatabaseHandle;
  let server: Awaited<ReturnType<typeof sseApp>>;
  const open: SseConnection[] = [];

  beforeAll(async () => {
    database = await sharedDatabase(kind);
    other = await database.openAnother();
    server = await sseApp(database);
  });
  afterAll(async () => {
    for (const connection of open) connection.disconnect();
    await server.app.close();
  });

  const connect = async (id: string, query = '', headers: Record<string, string> = {}) => {
    const connection = await openSse(server.url(id, query), headers);
    open.push(connection);
    return connection;
  };

  it('streams the state now, then each change as it happens, and ends with the generation', async () => {
    server.states.set('gen-1', event('gen-1', { progress: 10 }));
    const stream = await connect('gen-1', '', {
      'accept-encoding': 'gzip, deflate, br',
      'x-request-id': 'sse-test-request',
    });
    expect(stream.status).toBe(200);
    expect(stream.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(stream.headers['cache-control']).toBe('no-cache, no-transform');
    expect(stream.headers['x-accel-buffering']).toBe('no');
    expect(stream.headers['content-encoding']).toBeUndefined();
    expect(stream.headers['x-request-id']).toBe('sse-test-request');
    expect(stream.headers['content-security-policy']).toContain("default-src 'self'");
    expect(stream.headers['x-content-type-options']).toBe('nosniff');

    expect(await stream.next()).toEqual({ kind: 'retry', ms: 3000 });
    expect(await nextEvent(stream)).toEqual({
      kind: 'event',
      event: 'generation',
      data: { status: 'RENDERING', currentStep: 'VOICE', progress: 10 },
    });
    // Each event is read before the next is published: nothing is buffered until the end.
    await publishGeneration(other.db, event('gen-1', { currentStep: 'IMAGES', progress: 40 }));
    expect(await nextEvent(stream)).toMatchObject({
      data: { status: 'RENDERING', currentStep: 'IMAGES', progress: 40 },
    });
    await other.db.transaction().execute(async (trx) => {
      await publishGeneration(trx, event('gen-1', { currentStep: 'COMPOSING', progress: 90 }));
    });
    expect(await nextEvent(stream)).toMatchObject({ data: { progress: 90 } });
    await publishGeneration(
      other.db,
      event('gen-1', { status: 'COMPLETED', currentStep: null, progress: 100 }),
    );
    expect(await nextEvent(stream)).toMatchObject({
      data: { status: 'COMPLETED', currentStep: null, progress: 100 },
    });
    expect(await stream.next()).toBeUndefined();
    await stream.ended;
    await expect.poll(() => server.bus.subscriberCount('gen-1')).toBe(0);
  });

  it('ends at once for a generation that has already ended', async () => {
    server.states.set('gen-2', event('gen-2', { status: 'FAILED', errorMessage: 'No voice' }));
    const stream = await connect('gen-2');
    expect(await nextEvent(stream)).toMatchObject({
      data: { status: 'FAILED', errorMessage: 'No voice' },
    });
    await stream.ended;
  });

  it('answers 404, not a stream, for a generation that does not exist', async () => {
    const response = await fetch(server.url('gen-missing'));
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    expect(server.bus.subscriberCount('gen-missing')).toBe(0);
  });

  it('sends heartbeats, and unsubscribes when the client goes away', async () => {
    server.states.set('gen-3', event('gen-3', { status: 'QUEUED', currentStep: null }));
    const stream = await connect('gen-3', '?heartbeatMs=50');
    expect(await nextEvent(stream)).toMatchObject({ data: { status: 'QUEUED' } });
    expect(await stream.next()).toEqual({ kind: 'comment', text: 'heartbeat' });
    expect(await stream.next()).toEqual({ kind: 'comment', text: 'heartbeat' });
    expect(server.bus.subscriberCount('gen-3')).toBe(1);
    stream.disconnect();
    await expect.poll(() => server.bus.subscriberCount('gen-3')).toBe(0);
  });
});

describe.each(testDatabases())('closing an app with open event streams on %s', (kind) => {
  it('ends the streams instead of waiting for them', async () => {
    const server = await sseApp(await sharedDatabase(kind));
    server.states.set('gen-4', event('gen-4', { status: 'QUEUED', currentStep: null }));
    const stream = await openSse(server.url('gen-4'));
    expect(await nextEvent(stream)).toMatchObject({ data: { status: 'QUEUED' } });
    await server.app.close();
    await stream.ended;
    expect(server.bus.subscriberCount()).toBe(0);
  });
});

describe.each(postgres)('an event stream across a dropped LISTEN connection on %s', (kind) => {
  it('re-reads the generation after reconnecting, so a change missed meanwhile still arrives', async () => {
    const database = await openTestDatabase(kind, { onListenerError: () => undefined });
    const server = await sseApp(database);
    try {
      server.states.set('gen-5', event('gen-5', { progress: 20 }));
      const stream = await openSse(server.url('gen-5'));
      expect(await nextEvent(stream)).toMatchObject({ data: { progress: 20 } });

      const [listener] = await listenerBackends(database);
      // A change made while the connection is down: its notification is never heard.
      server.states.set('gen-5', event('gen-5', { currentStep: 'CAPTIONS', progress: 70 }));
      await sql`SELECT pg_terminate_backend(${listener!.pid})`.execute(database.db);
      expect(await nextEvent(stream)).toMatchObject({
        data: { currentStep: 'CAPTIONS', progress: 70 },
      });
      stream.disconnect();
    } finally {
      await server.app.close();
      await database.close();
    }
  });
});
