import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LISTENER_APPLICATION_NAME } from '../src/db/notifications.js';
import { sessionsRepository } from '../src/repositories/sessions.repository.js';
import { createSessionCache, SESSION_CHANGES_CHANNEL } from '../src/services/session-cache.js';
import {
  apiClient,
  createSignedInUser,
  createTestApp,
  testDatabases,
  type Headers,
  type TestContext,
} from './harness.js';

/**
 * The session cache of the request path (docs/decisions/0043-request-path.md): a session seen
 * recently is served without a query, and every way a session ends reaches the cache, whether
 * this process ends it, another process, or SQL typed by hand.
 */
describe.each(testDatabases())('the session cache on %s', (kind) => {
  let ctx: TestContext;
  let api: ReturnType<typeof apiClient>['api'];
  /** Stands in for another process (another connection on PostgreSQL). */
  let other: Awaited<ReturnType<TestContext['database']['openAnother']>>;
  const TTL_MS = 1_500;

  beforeAll(async () => {
    ctx = await createTestApp(kind, {}, { sessionCache: { ttlMs: TTL_MS } });
    ({ api } = apiClient(ctx.app));
    other = await ctx.database.openAnother();
  });
  afterAll(async () => ctx.close());

  const cache = () => ctx.services.sessionCache;
  const status = async (headers: Headers) =>
    (await api('GET', '/credits/balance', headers)).statusCode;

  /** Runs `change` and waits until this process heard of it, as every API process does. */
  async function announced(expected: string, change: () => Promise<unknown>) {
    const heard: string[] = [];
    const unlisten = await ctx.database.listen(SESSION_CHANGES_CHANNEL, (p) => heard.push(p));
    try {
      await change();
      await expect.poll(() => heard).toContain(expected);
    } finally {
      await unlisten();
    }
  }

  it('serves a session it has seen without a query, for its lifetime at most', async () => {
    const { headers, user } = await createSignedInUser(ctx.app);
    expect(await status(headers)).toBe(200);
    // Revoked behind the triggers' back (replication role): nothing announces it, so only a
    // request that skipped the database can still succeed.
    await ctx.app.db.transaction().execute(async (trx) => {
      await sql`SET LOCAL session_replication_role = replica`.execute(trx);
      await trx
        .updateTable('sessions')
        .set({ revoked_at: new Date() })
        .where('user_id', '=', user.id)
        .execute();
    });
    expect(await status(headers)).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, TTL_MS + 100));
    expect(await status(headers)).toBe(401);
  });

  it('drops a session revoked with SQL by another process once the change is announced', async () => {
    const { headers, user } = await createSignedInUser(ctx.app);
    expect(await status(headers)).toBe(200);
    const [row] = await other.db
      .selectFrom('sessions')
      .select('id')
      .where('user_id', '=', user.id)
      .execute();
    await announced(`s:${row!.id}`, () =>
      other.db
        .updateTable('sessions')
        .set({ revoked_at: new Date() })
        .where('id', '=', row!.id)
        .execute(),
    );
    expect(await status(headers)).toBe(401);
  });

  it('drops a session deleted by another process, and only that one', async () => {
    const { headers, user } = await createSignedInUser(ctx.app);
    const second = await sessionsRepository(ctx.app.db).create(user.id, 30, 'phone');
    const secondHeaders = { authorization: `Bearer ${second}` };
    expect(await status(headers)).toBe(200);
    expect(await status(secondHeaders)).toBe(200);
    const [row] = await other.db
      .selectFrom('sessions')
      .select('id')
      .where('user_id', '=', user.id)
      .where('user_agent', '=', 'vitest')
      .execute();
    await announced(`s:${row!.id}`, () =>
      other.db.deleteFrom('sessions').where('id', '=', row!.id).execute(),
    );
    expect(await status(headers)).toBe(401);
    expect(await status(secondHeaders)).toBe(200);
  });

  it("follows a change to the user's name made elsewhere", async () => {
    const { headers, user } = await createSignedInUser(ctx.app);
    expect((await api('GET', '/auth/user', headers)).json()).toMatchObject({ name: null });
    await announced(`u:${user.id}`, () =>
      other.db.updateTable('users').set({ name: 'Renamed' }).where('id', '=', user.id).execute(),
    );
    expect((await api('GET', '/auth/user', headers)).json()).toMatchObject({ name: 'Renamed' });
  });

  it('refuses a cached session the moment it expires', async () => {
    const { user } = await createSignedInUser(ctx.app);
    // A session of 700 ms, used at once (cached), then used again after its expiry.
    const token = await sessionsRepository(ctx.app.db).create(user.id, 0.7 / 86_400, null);
    const headers = { authorization: `Bearer ${token}` };
    expect(await status(headers)).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(await status(headers)).toBe(401);
  });

  it('logout, refresh and account deletion take effect at once in this process', async () => {
    const out = await createSignedInUser(ctx.app);
    expect(await status(out.headers)).toBe(200);
    expect((await api('POST', '/auth/logout', out.headers)).statusCode).toBe(200);
    expect(await status(out.headers)).toBe(401);

    const rotated = await createSignedInUser(ctx.app);
    expect(await status(rotated.headers)).toBe(200);
    expect((await api('POST', '/auth/refresh', rotated.headers)).statusCode).toBe(200);
    expect(await status(rotated.headers)).toBe(401);

    const gone = await createSignedInUser(ctx.app);
    expect(await status(gone.headers)).toBe(200);
    const deleted = await api('DELETE', '/user/account', gone.headers, {
      confirmEmail: gone.user.email,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await status(gone.headers)).toBe(401);
  });

  it('does not keep a lookup that raced with a change', async () => {
    const { headers, user } = await createSignedInUser(ctx.app);
    expect(await status(headers)).toBe(200); // the cache is listening now
    const [row] = await ctx.app.db
      .selectFrom('sessions')
      .select(['id', 'token_hash', 'expires_at'])
      .where('user_id', '=', user.id)
      .execute();
    const session = {
      sessionId: row!.id,
      user: { id: user.id, email: user.email, name: null, picture: null },
      expiresAt: row!.expires_at,
      lastUsedAt: new Date(),
    };
    const sessions = cache();
    sessions.evictUser(user.id);
    const ticket = sessions.ticket();
    sessions.evictSession(row!.id); // the revocation lands while the lookup is under way
    sessions.store(ticket, row!.token_hash, session);
    expect(sessions.get(row!.token_hash)).toBeUndefined();
    sessions.store(sessions.ticket(), row!.token_hash, session);
    expect(sessions.get(row!.token_hash)).toEqual(session);
  });

  it('keeps at most its maximum number of entries, the oldest going first', async () => {
    const small = createSessionCache(ctx.database, { maxEntries: 2 });
    try {
      small.get('warm-up'); // subscribes
      await expect.poll(() => (small.store(small.ticket(), 'a', entry('a')), small.size)).toBe(1);
      small.store(small.ticket(), 'b', entry('b'));
      small.store(small.ticket(), 'c', entry('c'));
      expect(small.size).toBe(2);
      expect(small.get('a')).toBeUndefined();
      expect(small.get('c')?.sessionId).toBe('c');
    } finally {
      await small.close();
    }
  });
});

const entry = (id: string) => ({
  sessionId: id,
  user: { id: `user-${id}`, email: `${id}@example.com`, name: null, picture: null },
  expiresAt: new Date(Date.now() + 60_000),
  lastUsedAt: new Date(),
});

const postgres = testDatabases().filter((kind) => kind === 'postgres');

describe.each(postgres)('the session cache when the LISTEN connection drops (%s)', (kind) => {
  let ctx: TestContext;
  let api: ReturnType<typeof apiClient>['api'];
  beforeAll(async () => {
    ctx = await createTestApp(kind);
    ({ api } = apiClient(ctx.app));
  });
  afterAll(async () => ctx.close());

  const status = async (headers: Headers) =>
    (await api('GET', '/credits/balance', headers)).statusCode;
  const listeners = async () =>
    (
      await sql<{ pid: number }>`
        SELECT pid FROM pg_stat_activity
        WHERE datname = current_database() AND application_name = ${LISTENER_APPLICATION_NAME}
      `.execute(ctx.app.db)
    ).rows;

  it('is emptied and not used until the connection is back, so no change goes unheard', async () => {
    const cache = ctx.services.sessionCache;
    const { headers, user } = await createSignedInUser(ctx.app);
    expect(await status(headers)).toBe(200);
    expect(cache.size).toBe(1);
    const [listener] = await listeners();
    // Dropped: the cache empties itself; a revocation made now is not announced to it.
    await sql`SELECT pg_terminate_backend(${listener!.pid})`.execute(ctx.app.db);
    await expect.poll(() => cache.size).toBe(0);
    await ctx.app.db
      .updateTable('sessions')
      .set({ revoked_at: new Date() })
      .where('user_id', '=', user.id)
      .execute();
    expect(await status(headers)).toBe(401);
    // Back again: sessions are cached again.
    await expect.poll(async () => (await listeners()).length).toBe(1);
    const again = await createSignedInUser(ctx.app);
    await expect
      .poll(async () => {
        expect(await status(again.headers)).toBe(200);
        return cache.size;
      })
      .toBe(1);
  });
});
